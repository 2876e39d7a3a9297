import { createRemoteJWKSet, decodeProtectedHeader, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../core/config/config.js';
import { expectedTokenClaims, platformJwtSecret, type PlatformSecret } from './platform-secret.js';

/** Who a valid platform token says the caller is. */
export interface PlatformIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * The parts of a token a check reads, as `details` name them: `token.signature`, `token.alg`, a
 * claim (`token.exp`, `token.nbf`, `token.iss`, `token.aud`, `token.sub`, `token.email`), `token.kid`
 * (a JWKS with no such key), or `token` (not a JWT at all).
 */
export type TokenPart = 'token' | `token.${string}`;

/**
 * Raised for any token that must not be accepted: which check failed and why, and, outside
 * production, a hint saying what the service expected and what to do. All safe to show the client.
 */
export class PlatformTokenError extends Error {
  override name = 'PlatformTokenError';
  constructor(
    message: string,
    readonly part: TokenPart,
    readonly hint = '',
  ) {
    super(message);
  }
}

/** The identity provider's key set could not be fetched or read: the token may be fine, the service is not. */
export class SigningKeysUnavailableError extends Error {
  override name = 'SigningKeysUnavailableError';
}

/** Algorithms a JWKS key may sign with. HS* never comes from a JWKS, so a public key is never an HMAC secret. */
const ASYMMETRIC_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];
const CLOCK_TOLERANCE_SECONDS = 5;
const EMAIL = /^[^@\s]+@[^@\s]+$/;

export type PlatformTokenVerifier = (token: string) => Promise<PlatformIdentity>;

/**
 * A verifier for the configured trust: HS256 with the platform secret, RS256/ES256/EdDSA with the
 * keys of `PLATFORM_JWKS_URL` (fetched and cached by jose), or both. Each key only ever checks the
 * algorithms of its kind; `alg: none` is never accepted; `exp` is required; `nbf`, and `iss`/`aud`
 * where configured (by default, with the generated development secret), are checked. Outside
 * production, a refusal also says what the service expected and what to do.
 */
export function platformTokenVerifier(config: Config): PlatformTokenVerifier {
  const secret = platformJwtSecret(config);
  const hmacKey = secret === undefined ? undefined : new TextEncoder().encode(secret.value);
  const expected = expectedTokenClaims(config);
  const explain = config.nodeEnv !== 'production';
  const jwks = signingKeys(config);
  const algorithms = [...(hmacKey ? ['HS256'] : []), ...(jwks ? ASYMMETRIC_ALGORITHMS : [])];
  const keyFor: JWTVerifyGetKey = async (header, token) => {
    if (header.alg === 'HS256' && hmacKey) return hmacKey;
    if (jwks && ASYMMETRIC_ALGORITHMS.includes(header.alg ?? '')) {
      try {
        return await jwks(header, token);
      } catch (error) {
        if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
        throw new SigningKeysUnavailableError(`the identity provider's key set could not be used: ${(error as Error).message}`, { cause: error });
      }
    }
    throw new PlatformTokenError('token algorithm is not accepted', 'token.alg');
  };

  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keyFor, {
        algorithms,
        ...expected,
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof SigningKeysUnavailableError) throw error;
      const refusal = refusalOf(error);
      if (!explain) throw refusal;
      throw new PlatformTokenError(refusal.message, refusal.part, hint(refusal.part, token, secret, expected));
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new PlatformTokenError('token has no valid "sub" claim', 'token.sub');
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    if (!EMAIL.test(email)) throw new PlatformTokenError('token has no valid "email" claim', 'token.email');
    return {
      subject: payload.sub,
      email: email.toLowerCase(),
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}

/**
 * The identity provider's keys: PLATFORM_JWKS_URL's, or else those of the OpenID provider's
 * discovered `jwks_uri`, discovered on first use (and again after a failed discovery).
 */
function signingKeys(config: Config): JWTVerifyGetKey | undefined {
  if (config.platformJwt.jwksUrl) return createRemoteJWKSet(new URL(config.platformJwt.jwksUrl));
  const oidc = config.platformOidc;
  if (!oidc) return undefined;
  let discovered: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const response = await fetch(`${oidc.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`its discovery document answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
    if (typeof jwksUri !== 'string') throw new Error('its discovery document names no jwks_uri');
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    discovered ??= discover();
    try {
      return await (await discovered)(header, token);
    } catch (error) {
      discovered = undefined;
      throw error;
    }
  };
}

/** Which check failed, in a short reason for the client, without echoing anything that would help forge a token. */
function refusalOf(error: unknown): PlatformTokenError {
  if (error instanceof PlatformTokenError) return error;
  if (error instanceof errors.JWTExpired) return new PlatformTokenError('token has expired', 'token.exp');
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return new PlatformTokenError('token is not valid yet', 'token.nbf');
    if (error.claim === 'iss') return new PlatformTokenError('token issuer is not accepted', 'token.iss');
    if (error.claim === 'aud') return new PlatformTokenError('token audience is not accepted', 'token.aud');
    return new PlatformTokenError(`token claim "${error.claim}" is missing or invalid`, `token.${error.claim}`);
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return new PlatformTokenError('token algorithm is not accepted', 'token.alg');
  if (error instanceof errors.JWSSignatureVerificationFailed) return new PlatformTokenError('token signature is invalid', 'token.signature');
  if (error instanceof errors.JWKSNoMatchingKey) return new PlatformTokenError('token is signed by an unknown key', 'token.kid');
  return new PlatformTokenError('token is malformed', 'token');
}

const MINT_AGAIN = 'mint one with `npx proofpay token --email …` run with the same DATA_DIR and PLATFORM_JWT_SECRET (or none) as the service';

/**
 * Development only: what the service expected, and what to do. An HS256 token whose `kid` is a
 * `proofpay token` digest of another secret was minted with another DATA_DIR's secret or another
 * PLATFORM_JWT_SECRET, the usual cause of a signature refused on one machine. Minting again is
 * suggested only for HS256 tokens: an identity provider's come from that provider.
 */
function hint(part: TokenPart, token: string, secret: PlatformSecret | undefined, expected: { issuer?: string; audience?: string }): string {
  let header: { alg?: unknown; kid?: unknown } = {};
  try {
    header = decodeProtectedHeader(token);
  } catch {
    // not a JWT: nothing to add to "malformed"
  }
  const minted = header.alg === 'HS256' && secret !== undefined;
  const mintAgain = minted ? `: ${MINT_AGAIN}` : '';
  if (part === 'token.signature' && minted) {
    const otherSecret = typeof header.kid === 'string' && header.kid.startsWith('proofpay-') && header.kid !== secret.keyId;
    return otherSecret
      ? ` (it was minted by \`proofpay token\` with another secret than this service's, which uses ${secret.source})${mintAgain}`
      : ` (HS256 tokens are checked with ${secret.source}; one signed with any other secret is refused)${mintAgain}`;
  }
  if (part === 'token.exp' && minted) return `${mintAgain} (\`--ttl\` sets its lifetime in seconds, one hour by default)`;
  if (part === 'token.iss' && expected.issuer) return ` (this service expects "${expected.issuer}")${mintAgain}`;
  if (part === 'token.aud' && expected.audience) return ` (this service expects "${expected.audience}")${mintAgain}`;
  return '';
}
