/**
 * The checkout feature as the composition root sees it: its routes (API, platform view, hosted page),
 * its jobs (expiry, and its payments' chain watcher), and the chain health its watchers record.
 */
export { checkoutSessionRoutes } from './sessions.routes.js';
export { platformCheckoutSessionRoutes } from './platform-sessions.routes.js';
export { checkoutPageErrors, checkoutPageRoutes } from './page/routes.js';
export { checkoutPaymentRoutes } from './payments.routes.js';
export { projectPaymentRoutes } from './project-payments.routes.js';
export { refundRoutes } from './refunds.routes.js';
export { exportRoutes } from './exports.routes.js';
export { scheduleExpirySweep } from './expire-due-sessions.job.js';
export { checkoutJobs } from './jobs.js';
export { checkoutSessionEvents, paymentLedger } from './payment-ledger.js';
export { chainHealth, chainHealthSchema, type ChainHealth, type PaymentsServices, scheduleChainWatchers } from './payments/index.js';
export { checkoutSettings } from './settings.js';
