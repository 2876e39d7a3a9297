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
export { attachPayment, SESSION_STATUSES, settleSession, type LedgerContext, type SessionStatus } from './ledger.js';
export { findPayment, ledgerPaymentView, listPayments, type PaymentListQuery, type PaymentScope } from './project-payments.js';
export type { SessionEventSource } from './events.js';
export { chainHealth, chainHealthSchema, type ChainHealth } from './chain-health.js';
export { paymentsWatchChain, scheduleChainWatchers, type PaymentsServices } from './watch-chain.job.js';
export { submitTransaction } from './submissions.js';
export { simulatePayment } from './simulate.js';
