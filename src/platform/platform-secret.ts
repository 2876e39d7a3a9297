import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../core/config/config.js';
import { devSecret } from '../core/config/dev-secrets.js';

/**
 * The `iss` and `aud` of tokens signed with the secret generated under DATA_DIR: only `proofpay
 * token` can mint those, so the service can require claims that it alone puts there.
 */
export const DEV_TOKEN_ISSUER = 'proofpay-dev';
export const DEV_TOKEN_AUDIENCE = 'proofpay-platform';

export interface PlatformSecret {
  value: string;
  /** Where it comes from, for people: PLATFORM_JWT_SECRET or the generated file. */
  source: string;
  /**
   * The `kid` `proofpay token` writes into its tokens' header: a digest of the secret, so that a
   * refused token can be told apart as signed with another secret (say a token minted with another
   * DATA_DIR) without the secret showing. HS256 keys are not chosen by it.
   */
  keyId: string;
}

/**
 * The HS256 secret for platform tokens: the configured one, or, where neither a secret nor a JWKS
 * URL nor an OpenID provider is configured (development, the embedded default), one generated once under DATA_DIR.
 */
export function platformJwtSecret(config: Config): PlatformSecret | undefined {
  if (config.platformJwt.secret) return described(config.platformJwt.secret, 'PLATFORM_JWT_SECRET');
  if (config.platformJwt.jwksUrl || config.platformOidc) return undefined;
  return described(devSecret(config.dataDir, 'platform-jwt-secret'), `the secret generated under DATA_DIR (${path.join(config.dataDir, 'secrets')})`);
}

/**
 * The `iss` and `aud` a platform token must carry: the configured ones (PLATFORM_JWT_ISSUER,
 * PLATFORM_JWT_AUDIENCE); with the generated secret, the development token's unless configured.
 * A configured secret or JWKS without them checks neither, as the identity provider's values are
 * not known here.
 */
export function expectedTokenClaims(config: Config): { issuer?: string; audience?: string } {
  const generated = !config.platformJwt.secret && !config.platformJwt.jwksUrl && !config.platformOidc;
  const issuer = config.platformJwt.issuer ?? (generated ? DEV_TOKEN_ISSUER : undefined);
  const audience = config.platformJwt.audience ?? (generated ? DEV_TOKEN_AUDIENCE : undefined);
  return { ...(issuer === undefined ? {} : { issuer }), ...(audience === undefined ? {} : { audience }) };
}

function described(value: string, source: string): PlatformSecret {
  const digest = createHash('sha256').update(`proofpay platform token secret\0${value}`).digest('hex');
  return { value, source, keyId: `proofpay-${digest.slice(0, 16)}` };
}
