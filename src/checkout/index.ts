/**
 * The checkout feature as the composition root sees it: its routes (API, platform view, hosted page),
 * its jobs (expiry, and its payments' chain watcher), and the chain health its watchers record.
 */
export { checkoutSessionRoutes } from './sessions.routes.js';
export { platformCheckoutSessionRoutes, platformPaymentActivityRoutes, sessionRoutes } from './platform-sessions.routes.js';
export { checkoutPageErrors, checkoutPageRoutes, checkoutScriptRoutes } from './page/routes.js';
export { checkoutExpireDueSessions, scheduleExpirySweep } from './expire-due-sessions.job.js';
export { checkoutSessionOperations } from './sessions.routes.js';
export { platformCheckoutSessionOperations, platformSessionOperations } from './platform-sessions.routes.js';
export { checkoutPageOperations } from './page/routes.js';
export { paymentSubmissionRoutes, paymentTestHelperRoutes, checkoutPaymentOperations } from './payments.routes.js';
export { platformProjectPaymentOperations, projectPaymentOperations, projectPaymentRoutes } from './project-payments.routes.js';
export { refundOperations, refundRoutes } from './refunds.routes.js';
export { checkoutSessionEvents, paymentLedger } from './payment-ledger.js';
export { chainHealth, chainHealthSchema, type ChainHealth, paymentsWatchChain, type PaymentsServices, scheduleChainWatchers } from './payments/index.js';
