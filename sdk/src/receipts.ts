import { createLocalJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { HttpClient } from './http.js';
import type { Jwks, ReceiptClaims } from './types.js';

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
 * Checks verification receipts offline against the service's receipt keys
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
  async verify(jws: string): Promise<ReceiptClaims> {
    try {
      return await this.verifyWith(await this.keys(false), jws);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw refusal(error);
    }
    try {
      return await this.verifyWith(await this.keys(true), jws);
    } catch (error) {
      throw refusal(error);
    }
  }

  private async verifyWith(keys: JWTVerifyGetKey, jws: string): Promise<ReceiptClaims> {
    const { payload } = await jwtVerify(jws, keys, { algorithms: ['EdDSA'] });
    return payload as unknown as ReceiptClaims;
  }

  /** The kept key set, fetched when missing, stale or `refetch`; concurrent callers share one fetch. */
  private keys(refetch: boolean): Promise<JWTVerifyGetKey> {
    if (!refetch && this.keySet && Date.now() - this.keySet.fetchedAt < KEY_SET_MAX_AGE_MS) return Promise.resolve(this.keySet.keys);
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
    return this.fetching;
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
