/** What other features may use from payments (docs/payments.md). */
export { allocatePaymentOptions, offersOf, paymentOptionsColumn, paymentOptionView, type StoredPaymentOption } from './options.js';
export { paymentOptionSchema, paymentSchema, type Payment, type PaymentOption } from './schemas.js';
export { paymentsColumn, paymentsView, primaryPayment, type StoredPayment } from './views.js';
export { settleSession, type LedgerContext } from './ledger.js';
export { chainHealth, type ChainHealth } from './chain-health.js';
export { paymentsWatchChain, scheduleChainWatchers } from './watch-chain.job.js';
