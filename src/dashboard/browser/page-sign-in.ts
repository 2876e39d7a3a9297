/** Sign-in: the development form (an e-mail) where the service allows it, and the OpenID provider where one is configured. */
import { api } from './api.js';
import { h } from './dom.js';
import { apiForm } from './forms.js';
import { DASHBOARD, type Page, showPage } from './router.js';

/** Where to go after signing in: a dashboard path the sign-in page was sent from, never another site. */
function nextPath(query: URLSearchParams): string {
  const next = query.get('next') ?? '';
  return next.startsWith(`${DASHBOARD}/`) && !next.startsWith('//') ? next : DASHBOARD;
}

export const signInPage: Page = {
  path: '/sign-in',
  signedOut: true,
  render({ main, query }) {
    const methods = (document.querySelector<HTMLMetaElement>('meta[name="sign-in-methods"]')?.content ?? '').split(' ');
    const failure = query.get('error');
    showPage(main, 'Sign in', [
      failure ? h('p', { role: 'alert', class: 'error' }, failure) : null,
      methods.includes('oidc')
        ? h(
            'section',
            { class: 'card', 'aria-labelledby': 'sso' },
            h('h2', { id: 'sso' }, 'Your organization’s account'),
            h('a', { class: 'button', href: '/api/sign-in/oidc' }, 'Continue with single sign-on'),
          )
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
