/** What other features and the composition root use of payments (docs/payments.md). */
export { offersOf, tagsUsedUp, type NetworkOffers, type StoredPaymentOption } from './options.js';
export {
  attachPaymentSchema,
  LEDGER_PAYMENT_STATUSES,
  ledgerPaymentListSchema,
  ledgerPaymentSchema,
  type LedgerPayment,
  type LedgerPaymentList,
  paymentOptionSchema,
  paymentSchema,
  simulatePaymentSchema,
  submitPaymentSchema,
  type Payment,
  type PaymentOption,
  refundCreateSchema,
  refundListSchema,
  refundSchema,
  type Refund,
  type RefundList,
} from './schemas.js';
export { cancelRefund, createRefund, expireDueRefunds, findRefund, listRefunds } from './refunds.js';
export { paymentsColumn, paymentsView, primaryPayment, type StoredPayment } from './views.js';
export { attachPayment } from './attribution.js';
export type { LedgerContext } from './reactions.js';
export {
  expireSessionEarly,
  reconcileSessions,
  SESSION_STATUSES,
  type SessionEventSource,
  type SessionStatus,
  settleSession,
} from './session-state.js';
export { findPayment, ledgerPaymentView, listPayments, type PaymentListQuery, type PaymentScope } from './project-payments.js';
export { chainHealth, chainHealthSchema, type ChainHealth } from './chain-health.js';
export { scheduleChainWatchers, type PaymentsServices, watchChainJob } from './watch-chain.job.js';
export { submitTransaction } from './submissions.js';
export { forgetReplacedAddresses } from './watcher.js';
export { simulatePayment } from './simulate.js';
export { EXPORT_KINDS, type ExportKind, type ExportRange, EXPORT_PAGE_ROWS, EXPORT_MAX_METADATA_KEYS, prepareExport } from './exports.js';
