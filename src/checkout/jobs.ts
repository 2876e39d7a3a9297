import { expireDueSessionsJob } from './expire-due-sessions.job.js';
import { watchChainJob } from './payments/index.js';

/** The checkout feature's jobs: the expiry sweep, and its payments' chain watcher. */
export const checkoutJobs = [expireDueSessionsJob, watchChainJob] as const;
