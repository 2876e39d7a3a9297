/**
 * @proofpay/sdk: a typed client of Proofpay's public interface (`Proofpay`, with a project secret
 * key) and platform interface (`ProofpayPlatform`, with a user's access token). README.md has the
 * tour. Built twice from these sources: ES modules in dist/esm, CommonJS in dist/cjs.
 */
import { Proofpay } from './proofpay.js';

export default Proofpay;
export { Proofpay, type ProofpayOptions } from './proofpay.js';
export { ProofpayPlatform, type ProofpayPlatformOptions } from './platform.js';
export { ApiPromise, type ClientOptions, type RequestOptions, type WithResponse } from './http.js';
export { PagedList } from './paging.js';
export { ProofpayReceiptError, type ReceiptFailure } from './receipts.js';
export { ProofpaySignatureVerificationError, type WebhookHeaders } from './webhooks.js';
export {
  AuthenticationError,
  ConflictError,
  type ErrorDetail,
  InternalServerError,
  InvalidRequestError,
  NotFoundError,
  OnchainUnavailableError,
  PermissionError,
  ProofNotReadyError,
  ProofpayAbortError,
  ProofpayConnectionError,
  ProofpayError,
  RateLimitError,
  ServiceUnavailableError,
} from './errors.js';
export type * from './types.js';
