/**
 * The spec's two codes of the on-chain verifier: a proof not ready for it, and a chain whose RPC did
 * not answer (also what a payment's chain answers a submitted transaction hash with).
 */
import { ServiceError } from '../core/errors.js';
import { addErrorStatuses } from '../http/errors.js';

declare module '../core/errors.js' {
  interface ErrorCodes {
    proof_not_ready: true;
    onchain_unavailable: true;
  }
}

addErrorStatuses({ proof_not_ready: 409, onchain_unavailable: 502 });

/** 409: the ZK proof has no verification key or no deployment yet. */
export const proofNotReady = (message: string) => new ServiceError('proof_not_ready', message);

/** 502: on-chain work was asked for and the chain's RPC did not answer; `cause` is for the log only. */
export const onchainUnavailable = (message: string, cause: unknown) => new ServiceError('onchain_unavailable', message, [], { cause });
