/** What other features may use from payments (docs/payments.md). */
export { allocatePaymentOptions, offersOf, paymentOptionsColumn, paymentOptionView, type StoredPaymentOption } from './options.js';
export { paymentOptionSchema, paymentSchema, type Payment, type PaymentOption } from './schemas.js';
