import * as client from 'openid-client';
import type { Config } from '../../core/config/config.js';
import { seal, unseal } from '../../core/sealing.js';

/**
 * Where the provider sends the browser back (the redirect URI to register with it): a dashboard
 * page, which posts the answer's parameters to `POST /api/sign-in/oidc/callback`.
 */
export const OIDC_REDIRECT_PATH = '/dashboard/sign-in/callback';

/** What the browser carries between leaving for the provider and coming back: the checks of this one sign-in. */
interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider's side of a dashboard sign-in: authorization code with PKCE (S256), `state` and `nonce`, through openid-client. */
export interface OidcSignIn {
  /** Where to send the browser, and the sealed checks to keep in its cookie until it returns. */
  start(): Promise<{ url: URL; pending: string }>;
  /** The ID token of a returning browser (the parameters the provider sent it back with), after openid-client checked state, nonce, PKCE and the token's signature. */
  finish(parameters: Record<string, string>, pending: string): Promise<string>;
}

const PENDING_CONTEXT = 'oidc-sign-in';

export function oidcSignIn(config: Config, kek: () => Buffer): OidcSignIn | undefined {
  const oidc = config.platformOidc;
  if (!oidc) return undefined;
  const redirectUri = `${config.publicBaseUrl}${OIDC_REDIRECT_PATH}`;
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered on first use, and again after a failure (the provider may have been down).
  const configuration = () => {
    discovered ??= client
      .discovery(
        new URL(oidc.issuer),
        oidc.clientId,
        oidc.clientSecret,
        oidc.clientSecret === undefined ? client.None() : undefined,
        // An http issuer (a provider on this machine) only outside production.
        new URL(oidc.issuer).protocol === 'http:' && config.nodeEnv !== 'production' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    async start() {
      const checks: PendingSignIn = { state: client.randomState(), nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, pending: seal(Buffer.from(JSON.stringify(checks)), kek(), PENDING_CONTEXT) };
    },
    async finish(parameters, pending) {
      const checks = JSON.parse(unseal(pending, kek(), PENDING_CONTEXT).toString()) as PendingSignIn;
      const callbackUrl = new URL(redirectUri);
      for (const [name, value] of Object.entries(parameters)) callbackUrl.searchParams.set(name, value);
      const tokens = await client.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      if (!tokens.id_token) throw new Error('the provider answered no ID token');
      return tokens.id_token;
    },
  };
}
