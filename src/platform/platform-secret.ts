import type { Config } from '../core/config/config.js';
import { devSecret } from '../core/config/dev-secrets.js';

/**
 * The HS256 secret for platform tokens: the configured one, or, where neither a secret nor a JWKS
 * URL is configured (development, the embedded default), one generated once under DATA_DIR.
 */
export function platformJwtSecret(config: Config): string | undefined {
  if (config.platformJwt.secret) return config.platformJwt.secret;
  if (config.platformJwt.jwksUrl) return undefined;
  return devSecret(config.dataDir, 'platform-jwt-secret');
}
