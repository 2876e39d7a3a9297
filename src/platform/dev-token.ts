import { createHash } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Config } from '../core/config/config.js';
import { expectedTokenClaims, platformJwtSecret } from './platform-secret.js';

export interface DevTokenClaims {
  email: string;
  givenName?: string | undefined;
  familyName?: string | undefined;
  /** Seconds until expiry. */
  ttlSeconds: number;
}

/** Mints a platform token with the configured HS256 secret, as an identity provider would, with the `iss` and `aud` the service expects. */
export async function mintDevToken(config: Config, claims: DevTokenClaims): Promise<string> {
  const secret = platformJwtSecret(config);
  if (!secret) throw new Error('PLATFORM_JWKS_URL or PLATFORM_OIDC_ISSUER is set: tokens come from that identity provider, not from this command');
  const email = claims.email.trim().toLowerCase();
  // A stable subject per e-mail, so minting again signs in the same user.
  const subject = `dev|${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
  const { issuer, audience } = expectedTokenClaims(config);
  let jwt = new SignJWT({
    email,
    ...(claims.givenName ? { given_name: claims.givenName } : {}),
    ...(claims.familyName ? { family_name: claims.familyName } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: secret.keyId })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${claims.ttlSeconds}s`);
  if (issuer) jwt = jwt.setIssuer(issuer);
  if (audience) jwt = jwt.setAudience(audience);
  return jwt.sign(new TextEncoder().encode(secret.value));
}
