/** What other features and the composition root use of payments (docs/payments.md). */
export { offersOf, tagsUsedUp, type NetworkOffers, type StoredPaymentOption } from './options.js';
export {
  paymentOptionSchema,
  paymentSchema,
  simulatePaymentSchema,
  submitPaymentSchema,
  type Payment,
  type PaymentOption,
} from './schemas.js';
export { paymentsColumn, paymentsView, primaryPayment, type StoredPayment } from './views.js';
export { SESSION_STATUSES, settleSession, type LedgerContext, type SessionStatus } from './ledger.js';
export type { SessionEventSource } from './events.js';
export { chainHealth, chainHealthSchema, type ChainHealth } from './chain-health.js';
export { paymentsWatchChain, scheduleChainWatchers, type PaymentsServices } from './watch-chain.job.js';
export { submitTransaction } from './submissions.js';
export { simulatePayment } from './simulate.js';
