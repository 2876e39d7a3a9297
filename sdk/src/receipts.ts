import { createLocalJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { HttpClient } from './http.js';
import type { Jwks, PaymentReceiptClaims, ReceiptClaims } from './types.js';

/** Why a receipt was refused, as the service's own check (`POST /v1/attestations/verify`) names it. */
export type ReceiptFailure = 'malformed' | 'unknown_key' | 'bad_signature';

/** A receipt that does not check against the service's keys: not signed by the service, or altered. */
export class ProofpayReceiptError extends Error {
  override readonly name = 'ProofpayReceiptError';
  constructor(
    readonly reason: ReceiptFailure,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The service answers its key set as cacheable for five minutes. */
const KEY_SET_MAX_AGE_MS = 5 * 60_000;

/**
 * Checks verification and payment receipts offline against the service's receipt keys
 * (`/v1/.well-known/jwks.json`), fetched once and kept for five minutes; a receipt signed by a key
 * not in the kept set (a rotation since) fetches the set again before it is refused.
 */
export class Receipts {
  private keySet: { keys: JWTVerifyGetKey; fetchedAt: number } | undefined;
  private fetching: Promise<JWTVerifyGetKey> | undefined;

  constructor(private readonly http: HttpClient) {}

  /**
   * The claims of a receipt whose EdDSA signature checks with one of the service's keys; throws
   * ProofpayReceiptError otherwise. `claims.verified` says whether the proof itself was valid.
   */
  verify(jws: string): Promise<ReceiptClaims> {
    return this.claimsOf<ReceiptClaims>(jws);
  }

  /** The claims of a payment receipt (a session's `payment.receipt`), checked the same way. */
  verifyPayment(jws: string): Promise<PaymentReceiptClaims> {
    return this.claimsOf<PaymentReceiptClaims>(jws);
  }

  private async claimsOf<Claims>(jws: string): Promise<Claims> {
    const kept = await this.keys(false);
    try {
      return await this.verifyWith<Claims>(kept.keys, jws);
    } catch (error) {
      // A kid the kept set lacks may be a key published since: fetch the set again, unless it was just fetched.
      if (!(error instanceof errors.JWKSNoMatchingKey) || kept.fresh) throw refusal(error);
    }
    try {
      return await this.verifyWith<Claims>((await this.keys(true)).keys, jws);
    } catch (error) {
      throw refusal(error);
    }
  }

  private async verifyWith<Claims>(keys: JWTVerifyGetKey, jws: string): Promise<Claims> {
    const { payload } = await jwtVerify(jws, keys, { algorithms: ['EdDSA'] });
    return payload as unknown as Claims;
  }

  /** The kept key set (`fresh` when fetched for this call), fetched when missing, stale or `refetch`; concurrent callers share one fetch. */
  private async keys(refetch: boolean): Promise<{ keys: JWTVerifyGetKey; fresh: boolean }> {
    if (!refetch && this.keySet && Date.now() - this.keySet.fetchedAt < KEY_SET_MAX_AGE_MS) return { keys: this.keySet.keys, fresh: false };
    this.fetching ??= this.http
      .request<Jwks>({ method: 'GET', path: '/v1/.well-known/jwks.json' })
      .then((jwks) => {
        const keys = createLocalJWKSet(jwks as Parameters<typeof createLocalJWKSet>[0]);
        this.keySet = { keys, fetchedAt: Date.now() };
        return keys;
      })
      .finally(() => {
        this.fetching = undefined;
      });
    return { keys: await this.fetching, fresh: true };
  }
}

function refusal(error: unknown): unknown {
  if (error instanceof errors.JWKSNoMatchingKey)
    return new ProofpayReceiptError('unknown_key', 'The receipt is signed by a key the service does not publish', { cause: error });
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new ProofpayReceiptError('bad_signature', 'The receipt signature does not check', { cause: error });
  if (error instanceof errors.JOSEError) return new ProofpayReceiptError('malformed', `The receipt is not a valid JWS: ${error.message}`, { cause: error });
  return error;
}
