/** Sign-in: the development form (an e-mail) where the service allows it, and the OpenID provider where one is configured. */
import { ApiError, api } from './api.js';
import { h } from './dom.js';
import { apiForm, showError } from './forms.js';
import { DASHBOARD, type Page, showPage } from './router.js';

/** Where to go after signing in: a dashboard path the sign-in page was sent from, never another site. */
function nextPath(query: URLSearchParams): string {
  const next = query.get('next') ?? '';
  return next.startsWith(`${DASHBOARD}/`) && !next.startsWith('//') ? next : DASHBOARD;
}

/** Remembered across the trip to the provider: where to go once signed in. */
const NEXT_KEY = 'proofpay.sign-in.next';

/** The button that sends the browser to the OpenID provider; it comes back to the callback page below. */
function singleSignOn(query: URLSearchParams): HTMLElement {
  const status = h('div', { role: 'alert', class: 'error' });
  const button = h('button', { type: 'button' }, 'Continue with single sign-on');
  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      const { authorization_url: url } = await api<{ authorization_url: string }>('POST', '/api/sign-in/oidc');
      sessionStorage.setItem(NEXT_KEY, nextPath(query));
      location.assign(url);
    } catch (error) {
      showError(status, error);
      button.disabled = false;
    }
  });
  return h('div', {}, status, button);
}

/** The redirect URI: hands the provider's answer to the service, which opens the session. */
export const signInCallbackPage: Page = {
  path: '/sign-in/callback',
  signedOut: true,
  async render({ main, query }) {
    showPage(main, 'Signing in…', [h('p', {}, 'Checking the identity provider’s answer.')]);
    const failure = query.get('error_description') ?? query.get('error');
    const status = h('p', { role: 'alert', class: 'error' });
    try {
      if (failure) throw new Error(failure);
      const forwarded = new URLSearchParams(['code', 'state', 'iss'].flatMap((name) => (query.has(name) ? [[name, query.get(name)!]] : [])));
      await api('POST', `/api/sign-in/oidc/callback?${forwarded}`);
      const next = sessionStorage.getItem(NEXT_KEY) ?? DASHBOARD;
      sessionStorage.removeItem(NEXT_KEY);
      location.assign(next.startsWith(`${DASHBOARD}/`) ? next : DASHBOARD);
    } catch (error) {
      if (error instanceof Error && !(error instanceof ApiError)) status.textContent = `The identity provider refused the sign-in: ${error.message}`;
      else showError(status, error);
      showPage(main, 'Sign-in failed', [status, h('p', {}, h('a', { href: `${DASHBOARD}/sign-in` }, 'Sign in again'))]);
    }
  },
};

export const signInPage: Page = {
  path: '/sign-in',
  signedOut: true,
  render({ main, query }) {
    const methods = (document.querySelector<HTMLMetaElement>('meta[name="sign-in-methods"]')?.content ?? '').split(' ');
    const failure = query.get('error');
    showPage(main, 'Sign in', [
      failure ? h('p', { role: 'alert', class: 'error' }, failure) : null,
      methods.includes('oidc')
        ? h('section', { class: 'card', 'aria-labelledby': 'sso' }, h('h2', { id: 'sso' }, 'Your organization’s account'), singleSignOn(query))
        : null,
      methods.includes('dev')
        ? h(
            'section',
            { class: 'card', 'aria-labelledby': 'dev' },
            h('h2', { id: 'dev' }, 'Development sign-in'),
            h('p', { class: 'muted' }, 'This service runs for development: any e-mail signs in, no mail is sent.'),
            apiForm({
              fields: [{ name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' }],
              submitLabel: 'Sign in',
              async submit({ email }) {
                await api('POST', '/api/sign-in/dev', { email });
                // A full load: the page comes back with the new session's CSRF token.
                location.assign(nextPath(query));
              },
            }),
          )
        : null,
      methods.includes('dev') || methods.includes('oidc')
        ? null
        : h('p', {}, 'No way to sign in is configured: the operator sets PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID (docs/dashboard.md).'),
    ]);
  },
};
