import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { Config } from '../core/config/config.js';
import { platformJwtSecret } from './platform-secret.js';

/** Who a valid platform token says the caller is. */
export interface PlatformIdentity {
  subject: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** Raised for any token that must not be accepted; the message is safe to show the client. */
export class PlatformTokenError extends Error {
  override name = 'PlatformTokenError';
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
 * where configured, are checked.
 */
export function platformTokenVerifier(config: Config): PlatformTokenVerifier {
  const secret = platformJwtSecret(config);
  const hmacKey = secret === undefined ? undefined : new TextEncoder().encode(secret);
  const jwks = config.platformJwt.jwksUrl ? createRemoteJWKSet(new URL(config.platformJwt.jwksUrl)) : undefined;
  const algorithms = [...(hmacKey ? ['HS256'] : []), ...(jwks ? ASYMMETRIC_ALGORITHMS : [])];
  const keyFor: JWTVerifyGetKey = async (header, token) => {
    if (header.alg === 'HS256' && hmacKey) return hmacKey;
    if (jwks && ASYMMETRIC_ALGORITHMS.includes(header.alg ?? '')) {
      try {
        return await jwks(header, token);
      } catch (error) {
        if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
        throw new SigningKeysUnavailableError(`the key set at ${config.platformJwt.jwksUrl} could not be used: ${(error as Error).message}`, { cause: error });
      }
    }
    throw new PlatformTokenError('token algorithm is not accepted');
  };

  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keyFor, {
        algorithms,
        ...(config.platformJwt.issuer === undefined ? {} : { issuer: config.platformJwt.issuer }),
        ...(config.platformJwt.audience === undefined ? {} : { audience: config.platformJwt.audience }),
        requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof SigningKeysUnavailableError) throw error;
      throw new PlatformTokenError(reasonOf(error));
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new PlatformTokenError('token has no valid "sub" claim');
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    if (!EMAIL.test(email)) throw new PlatformTokenError('token has no valid "email" claim');
    return {
      subject: payload.sub,
      email: email.toLowerCase(),
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  };
}

/** A short reason for the client, without echoing anything that would help forge a token. */
function reasonOf(error: unknown): string {
  if (error instanceof PlatformTokenError) return error.message;
  if (error instanceof errors.JWTExpired) return 'token has expired';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'nbf') return 'token is not valid yet';
    if (error.claim === 'iss') return 'token issuer is not accepted';
    if (error.claim === 'aud') return 'token audience is not accepted';
    return `token claim "${error.claim}" is missing or invalid`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return 'token algorithm is not accepted';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'token signature is invalid';
  if (error instanceof errors.JWKSNoMatchingKey) return 'token is signed by an unknown key';
  return 'token is malformed';
}
