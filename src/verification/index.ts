/**
 * The verification feature as the composition root sees it: its routes, its job, and the receipt
 * signers each process builds once (and the CLI rotates).
 */
export { zkVerificationRoutes } from './verify.routes.js';
export { receiptRoutes } from './receipts.routes.js';
export { verificationJobs } from './verify-batch.job.js';
export { receiptSignersFor, rotateReceiptKey, type ReceiptSigners, type VerificationServices } from './receipt-keys.js';
export { signReceiptSync } from './receipts/compact-signer.js';
export type { PaymentReceiptClaims } from './receipts/receipt.js';
export { platformVerificationRoutes } from './platform-verifications.routes.js';
export { verificationSettings } from './settings.js';
export { verificationKeyKeccak } from './proof-keys.js';
