import { defineSettings } from '../core/config/config.js';
import type { SettingsReader } from '../core/config/env.js';

declare module '../core/config/config.js' {
  interface Config {
    platformJwt: {
      secret: string | undefined;
      issuer: string | undefined;
      audience: string | undefined;
      jwksUrl: string | undefined;
    };
    /**
     * The identity provider the dashboard signs people in with (OpenID Connect, authorization code
     * with PKCE): PLATFORM_OIDC_ISSUER, PLATFORM_OIDC_CLIENT_ID and, for a confidential client,
     * PLATFORM_OIDC_CLIENT_SECRET. Its ID tokens are the platform JWTs: unless PLATFORM_JWT_* say
     * otherwise, the issuer and client id are the `iss` and `aud` checked, with its discovered keys.
     */
    platformOidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
    dashboard: {
      /**
       * DASHBOARD_DEV_SIGN_IN: sign in with just an e-mail (a development token is minted). On by
       * default only for the embedded set-up (no DATABASE_URL, not production); never in production.
       */
      devSignIn: boolean;
    };
  }
}

/** Who may call the platform interface: its token's trust, the dashboard's identity provider, and the development sign-in. */
export const platformSettings = defineSettings(
  'platform',
  (read, { databaseUrl, nodeEnv }) => {
    const secret = read.string('PLATFORM_JWT_SECRET', undefined, {
      default: 'generated under `DATA_DIR`',
      meaning: 'HS256 secret for platform tokens (at least 32 characters). Required in production unless `PLATFORM_JWKS_URL` is set.',
    });
    const issuer = read.string('PLATFORM_JWT_ISSUER', undefined, {
      default: '`proofpay-dev` with the generated secret, else unset',
      meaning:
        "Platform tokens must carry this `iss`. With the secret generated under `DATA_DIR` the default is what `proofpay token` writes; with `PLATFORM_JWT_SECRET` or `PLATFORM_JWKS_URL`, set it to your identity provider's (unset: not checked).",
    });
    const audience = read.string('PLATFORM_JWT_AUDIENCE', undefined, {
      default: '`proofpay-platform` with the generated secret, else unset',
      meaning: 'Platform tokens must carry this `aud`; defaults as for the issuer.',
    });
    const jwksUrl = read.url('PLATFORM_JWKS_URL', ['http:', 'https:'], 'JWKS of an identity provider whose RS256/ES256/EdDSA tokens the platform accepts.');
    const platformOidc = readPlatformOidc(read);
    const devSignIn = read.bool('DASHBOARD_DEV_SIGN_IN', databaseUrl === undefined && nodeEnv !== 'production' && platformOidc === undefined, {
      default: 'on with the embedded default (no `DATABASE_URL`, not production, no OpenID provider), else `false`',
      meaning:
        "The dashboard's development sign-in: any e-mail, a development token minted for it. Refused with `NODE_ENV=production` or beside an identity provider.",
    });
    return {
      platformJwt: { secret, issuer: issuer ?? platformOidc?.issuer, audience: audience ?? platformOidc?.clientId, jwksUrl },
      platformOidc,
      dashboard: { devSignIn },
    };
  },
  ({ nodeEnv, platformJwt, platformOidc, dashboard }, problem) => {
    if (platformJwt.secret !== undefined && platformJwt.secret.length < 32) problem('PLATFORM_JWT_SECRET: must be at least 32 characters');
    if (nodeEnv === 'production' && !platformJwt.secret && !platformJwt.jwksUrl && !platformOidc) {
      problem('PLATFORM_JWT_SECRET, PLATFORM_JWKS_URL or PLATFORM_OIDC_ISSUER: one is required when NODE_ENV=production');
    }
    if (nodeEnv === 'production' && dashboard.devSignIn) problem('DASHBOARD_DEV_SIGN_IN: a development sign-in, never with NODE_ENV=production');
    else if (dashboard.devSignIn && (platformJwt.jwksUrl || platformOidc))
      problem('DASHBOARD_DEV_SIGN_IN: mints HS256 tokens, which an identity provider (PLATFORM_JWKS_URL, PLATFORM_OIDC_ISSUER) does not issue');
  },
);

/** PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID come together; the secret is optional (a public client uses PKCE alone). */
function readPlatformOidc(read: SettingsReader): { issuer: string; clientId: string; clientSecret: string | undefined } | undefined {
  const issuer = read.url(
    'PLATFORM_OIDC_ISSUER',
    ['http:', 'https:'],
    'The OpenID provider the dashboard signs people in with (docs/dashboard.md); set with `PLATFORM_OIDC_CLIENT_ID`. Its ID tokens are the platform JWTs: unless set, `PLATFORM_JWT_ISSUER` is this issuer, `PLATFORM_JWT_AUDIENCE` the client id, and the keys those of its discovered `jwks_uri`.',
  );
  const clientId = read.string(
    'PLATFORM_OIDC_CLIENT_ID',
    undefined,
    "The dashboard's client id at that provider; register `PUBLIC_BASE_URL` + `/dashboard/sign-in/callback` as its redirect URI.",
  );
  const clientSecret = read.string('PLATFORM_OIDC_CLIENT_SECRET', undefined, 'For a confidential client; a public one uses PKCE alone.');
  if (issuer === undefined && clientId === undefined) {
    if (clientSecret !== undefined) read.problem('PLATFORM_OIDC_CLIENT_SECRET: needs PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID');
    return undefined;
  }
  if (issuer === undefined || clientId === undefined) {
    read.problem('PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID: set both, or neither');
    return undefined;
  }
  return { issuer, clientId, clientSecret };
}
