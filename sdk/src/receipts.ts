import type { JWTVerifyGetKey } from 'jose';
import type { ApiPromise, HttpClient, RequestOptions } from './http.js';
import type { Jwks, PaymentReceiptClaims, VerificationReceiptClaims } from './types.js';

/**
 * Why a receipt was refused: as the service's own check (`POST /v1/attestations/verify`) names it
 * (`malformed`, `unknown_key`, `bad_signature`), or `wrong_kind`: a payment receipt given to
 * `receipts.verify`, a verification receipt given to `receipts.verifyPayment`.
 */
export type ReceiptFailure = 'malformed' | 'unknown_key' | 'bad_signature' | 'wrong_kind';

/** A receipt that does not check against the service's keys (not signed by the service, or altered), or not of the kind asked for. */
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

type Jose = typeof import('jose');
let josePromise: Promise<Jose> | undefined;
/** jose is ESM only: imported when a receipt is first checked, which works from the CommonJS build on every Node 20 too. */
const loadJose = () => {
  josePromise ??= import('jose');
  return josePromise;
};

type Kind = 'verification' | 'payment';
type ClaimsOf<K extends Kind> = K extends 'payment' ? PaymentReceiptClaims : VerificationReceiptClaims;
type Claims = Record<string, unknown>;

const isString = (value: unknown) => typeof value === 'string' && value !== '';
const isInteger = (value: unknown) => Number.isInteger(value);

/**
 * The claims each kind must carry, as the service signs them (docs/receipts.md). Both kinds have
 * the same header (`alg: EdDSA`, `typ: JWT`) and keys, so the kind is told by the claims, as the
 * service's attestation check tells it: a payment receipt names its session, a verification receipt its proof.
 */
const REQUIRED: Record<Kind, Record<string, (value: unknown) => boolean>> = {
  verification: {
    iss: isString,
    iat: isInteger,
    jti: isString,
    proof_id: isString,
    vk_hash: isString,
    proof_hash: isString,
    public_signals_hash: isString,
    verified: (value) => typeof value === 'boolean',
    network: isString,
  },
  payment: {
    iss: isString,
    iat: isInteger,
    jti: isString,
    session_id: isString,
    network: isString,
    chain_id: isInteger,
    token: isString,
    token_address: isString,
    tx_hash: isString,
    log_index: isInteger,
    block_hash: isString,
    block_number: isInteger,
    amount: isString,
    amount_usd: isString,
    confirmations: isInteger,
  },
};

function kindOf(claims: Claims): Kind | undefined {
  if ('session_id' in claims) return 'payment';
  if ('proof_id' in claims || 'verified' in claims) return 'verification';
  return undefined;
}

/** The claims as `expected`'s kind, or the reason they are not. */
function checkedClaims<K extends Kind>(claims: Claims, expected: K): ClaimsOf<K> {
  const kind = kindOf(claims);
  if (kind !== undefined && kind !== expected) {
    const what =
      kind === 'payment'
        ? `a payment receipt (session ${String(claims.session_id)}): check it with receipts.verifyPayment`
        : `a verification receipt (proof ${String(claims.proof_id)}): check it with receipts.verify`;
    throw new ProofpayReceiptError('wrong_kind', `This is ${what}`);
  }
  const wrong = Object.entries(REQUIRED[expected])
    .filter(([name, valid]) => !valid(claims[name]))
    .map(([name]) => name);
  if (wrong.length > 0)
    throw new ProofpayReceiptError('malformed', `The receipt is not a ${expected} receipt: ${wrong.join(', ')} missing or of the wrong type`);
  return claims as ClaimsOf<K>;
}

/**
 * Checks verification and payment receipts offline against the service's receipt keys
 * (`/v1/.well-known/jwks.json`), fetched once and kept for five minutes; a receipt signed by a key
 * not in the kept set (a rotation since) fetches the set again before it is refused.
 */
export class Receipts {
  #keySet: { keys: JWTVerifyGetKey; fetchedAt: number } | undefined;
  #fetching: Promise<JWTVerifyGetKey> | undefined;

  constructor(private readonly http: HttpClient) {}

  /**
   * The claims of a verification receipt (`ZkVerification.receipt`) whose EdDSA signature checks
   * with one of the service's keys; throws ProofpayReceiptError otherwise, `wrong_kind` for a
   * payment receipt. `claims.verified` says whether the proof itself was valid. `options` apply to
   * the key set's fetch, when one is needed.
   */
  verify(jws: string, options?: RequestOptions): Promise<VerificationReceiptClaims> {
    return this.#claimsOf(jws, 'verification', options);
  }

  /** The claims of a payment receipt (a session's `payment.receipt`), checked the same way; a verification receipt is `wrong_kind`. */
  verifyPayment(jws: string, options?: RequestOptions): Promise<PaymentReceiptClaims> {
    return this.#claimsOf(jws, 'payment', options);
  }

  /** The service's receipt keys, as published (`GET /v1/.well-known/jwks.json`), for checking receipts with another JOSE library. */
  jwks(options?: RequestOptions): ApiPromise<Jwks> {
    return this.http.request<Jwks>({ method: 'GET', path: '/v1/.well-known/jwks.json' }, options);
  }

  async #claimsOf<K extends Kind>(jws: string, kind: K, options: RequestOptions | undefined): Promise<ClaimsOf<K>> {
    const jose = await loadJose();
    const kept = await this.#keys(false, options);
    let claims: Claims;
    try {
      claims = await verifiedClaims(jose, kept.keys, jws);
    } catch (error) {
      // A kid the kept set lacks may be a key published since: fetch the set again, unless it was just fetched.
      if (!(error instanceof jose.errors.JWKSNoMatchingKey) || kept.fresh) throw refusal(jose, error);
      try {
        claims = await verifiedClaims(jose, (await this.#keys(true, options)).keys, jws);
      } catch (error) {
        throw refusal(jose, error);
      }
    }
    return checkedClaims(claims, kind);
  }

  /** The kept key set (`fresh` when fetched for this call), fetched when missing, stale or `refetch`; concurrent callers share one fetch. */
  async #keys(refetch: boolean, options: RequestOptions | undefined): Promise<{ keys: JWTVerifyGetKey; fresh: boolean }> {
    if (!refetch && this.#keySet && Date.now() - this.#keySet.fetchedAt < KEY_SET_MAX_AGE_MS) return { keys: this.#keySet.keys, fresh: false };
    this.#fetching ??= Promise.all([this.jwks(options), loadJose()])
      .then(([jwks, jose]) => {
        const keys = jose.createLocalJWKSet(jwks as Parameters<Jose['createLocalJWKSet']>[0]);
        this.#keySet = { keys, fetchedAt: Date.now() };
        return keys;
      })
      .finally(() => {
        this.#fetching = undefined;
      });
    return { keys: await this.#fetching, fresh: true };
  }
}

async function verifiedClaims(jose: Jose, keys: JWTVerifyGetKey, jws: string): Promise<Claims> {
  const { payload } = await jose.jwtVerify(jws, keys, { algorithms: ['EdDSA'] });
  return payload as Claims;
}

function refusal(jose: Jose, error: unknown): unknown {
  const { errors } = jose;
  if (error instanceof errors.JWKSNoMatchingKey)
    return new ProofpayReceiptError('unknown_key', 'The receipt is signed by a key the service does not publish', { cause: error });
  if (error instanceof errors.JWSSignatureVerificationFailed)
    return new ProofpayReceiptError('bad_signature', 'The receipt signature does not check', { cause: error });
  if (error instanceof errors.JOSEError) return new ProofpayReceiptError('malformed', `The receipt is not a valid JWS: ${error.message}`, { cause: error });
  return error;
}
