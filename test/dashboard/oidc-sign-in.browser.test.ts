import http from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import t from 'tap';
import { freePort } from '../../src/core/db/embedded.js';
import { skipWithoutChromium } from '../helpers/browser.js';
import { assertAccessible, heading, openTab, startDashboard } from '../helpers/dashboard.js';

const CLIENT_ID = 'proofpay-dashboard';

t.test('sign-in with a real OpenID provider: authorization code with PKCE, its ID token the platform JWT', { skip: skipWithoutChromium() }, async (t) => {
  // The provider's address must be known before the service starts (PLATFORM_OIDC_ISSUER); the
  // service's, before the provider registers its client's redirect URI.
  const providerPort = await freePort();
  const issuer = `http://127.0.0.1:${providerPort}`;
  const dashboard = await startDashboard(t, {
    env: { DASHBOARD_DEV_SIGN_IN: 'false', PLATFORM_OIDC_ISSUER: issuer, PLATFORM_OIDC_CLIENT_ID: CLIENT_ID, PLATFORM_JWT_SECRET: '' },
  });
  const { app } = dashboard;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        token_endpoint_auth_method: 'none',
        redirect_uris: [`${app.url}/dashboard/sign-in/callback`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    // devInteractions' login form takes any login: here an e-mail, which becomes the account's claims.
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, email: id, email_verified: true, given_name: 'Grace', family_name: 'Hopper' }),
    }),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // The claims of the requested scopes in the ID token itself: the platform JWT carries the e-mail.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['oidc-provider test cookie key, not a secret'] },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(providerPort, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const tab = await openTab(t, dashboard);
  const { page } = tab;
  await page.goto(`${app.url}/dashboard`);
  await heading(page, 'Sign in').waitFor();
  t.equal(await page.getByLabel('Email').count(), 0, 'no development sign-in beside a provider');
  await assertAccessible(t, page, 'sign-in with a provider');

  const authorizationRequest = page.waitForRequest((request) => request.url().startsWith(issuer));
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  const authorization = new URL((await authorizationRequest).url()).searchParams;
  t.match(
    Object.fromEntries(authorization),
    {
      response_type: 'code',
      client_id: CLIENT_ID,
      code_challenge_method: 'S256',
      code_challenge: /^[\w-]{43}$/,
      state: /\w/,
      nonce: /\w/,
      scope: 'openid email profile',
    },
    'authorization code with PKCE (S256), state and nonce',
  );
  await page.locator('input[name=login]').fill('grace@example.test');
  await page.locator('input[name=password]').fill('any');
  await page.locator('button[type=submit]').click();
  // The consent prompt of devInteractions.
  await page.locator('button[type=submit]').click();
  await heading(page, 'New organization').waitFor();
  t.equal(await page.getByRole('button', { name: 'Sign out' }).isVisible(), true);

  const { rows } = await app.db.query<{ email: string; first_name: string; expires_at: Date }>(
    'SELECT u.email, u.first_name, s.expires_at FROM browser_sessions s JOIN users u ON u.id = s.user_id',
  );
  t.match(rows, [{ email: 'grace@example.test', first_name: 'Grace' }], "a session on the provider's ID token");
  t.ok(rows[0]!.expires_at.getTime() > Date.now(), 'ending when the ID token does');

  // The ID token works on the /api as any platform JWT: the page creates an organization with it.
  await page.getByLabel('Name').fill('Hopper Labs');
  await page.getByRole('button', { name: 'Create organization' }).click();
  await heading(page, 'Hopper Labs').waitFor();

  // The provider's own pages (and what they load) are not the dashboard's: only those of the service's pages count.
  tab.problems.splice(
    0,
    tab.problems.length,
    ...tab.problems.filter((problem) => !problem.startsWith(issuer) && !problem.includes(`request to another origin: ${issuer}`)),
  );
  await tab.assertClean(t, 'OpenID sign-in');

  await t.test('a callback with no sign-in under way is refused, saying why', async (t) => {
    const other = await openTab(t, dashboard);
    await other.page.goto(`${app.url}/dashboard/sign-in/callback?code=forged&state=forged`);
    await heading(other.page, 'Sign-in failed').waitFor();
    t.match(await other.page.getByRole('alert').textContent(), /no sign-in is under way in this browser/);
    t.equal(await other.context.cookies().then((cookies) => cookies.length), 0, 'no session');
    await assertAccessible(t, other.page, 'refused sign-in');
    await other.assertClean(t, 'refused callback', [/status of 400/]);
  });

  await t.test("the provider's refusal is shown", async (t) => {
    const other = await openTab(t, dashboard);
    await other.page.goto(`${app.url}/dashboard/sign-in/callback?error=access_denied&error_description=${encodeURIComponent('The user declined')}`);
    await heading(other.page, 'Sign-in failed').waitFor();
    t.match(await other.page.getByRole('alert').textContent(), /refused the sign-in: The user declined/);
    await other.assertClean(t, 'refused by the provider');
  });
});
