/** What other features and the composition root use of e-mail (docs/operations.md, "E-mail"). */
export { emailSettings } from './settings.js';
export { queueEmail } from './outbox.js';
export { emailJobs } from './send.job.js';
export { pruneOutbox, scheduleOutboxPrune } from './prune-outbox.job.js';
export { emailHealth, emailHealthSchema, type EmailHealth } from './health.js';
export { invitationAcceptUrl, invitationToken, invitationTokenHash, invitationTokenValid } from './invitation-tokens.js';
export type { EmailData } from './templates.js';
