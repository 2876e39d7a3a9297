/**
 * The dashboard's entry module (the page loads only this; it imports the rest): the header, the
 * client router, and the choice of a first page: sign-in when signed out, onboarding for someone
 * in no organization yet.
 */
import { api, ApiError, goToSignIn, hasSession, type Organization, type Profile, SIGN_IN_PATH } from './api.js';
import { h, replace } from './dom.js';
import { PAGES } from './pages.js';
import { DASHBOARD, interceptLinks, matchPage, type Page, showPage } from './router.js';

const main = document.getElementById('main')!;
const nav = document.getElementById('nav')!;
const account = document.getElementById('account')!;
let profile: Profile | undefined;

const SECTIONS: [label: string, section: NonNullable<Page['section']>][] = [
  ['Organizations', 'organizations'],
  ['Projects', 'projects'],
];

function renderHeader(page: Page): void {
  if (!profile) {
    replace(nav);
    replace(account);
    return;
  }
  replace(
    nav,
    h(
      'ul',
      {},
      SECTIONS.map(([label, section]) =>
        h('li', {}, h('a', { href: `${DASHBOARD}/${section}`, 'aria-current': page.section === section ? 'page' : null }, label)),
      ),
    ),
  );
  if (account.childElementCount === 0) {
    replace(account, h('span', { class: 'muted' }, profile.email), h('button', { type: 'button', class: 'secondary', onclick: signOut }, 'Sign out'));
  }
}

async function signOut(): Promise<void> {
  try {
    await api('POST', '/api/sign-out');
  } finally {
    location.assign(SIGN_IN_PATH);
  }
}

/** Shows the page of `target` (a /dashboard path with its query); pushes it onto the history unless told otherwise. */
async function show(target: string, { push = false, replaceEntry = false, focus = false } = {}): Promise<void> {
  const url = new URL(target, location.origin);
  if (push) history.pushState(null, '', url);
  else if (replaceEntry) history.replaceState(null, '', url);
  const below = url.pathname.slice(DASHBOARD.length) || '/';
  try {
    const found = matchPage(PAGES, below);
    if (!found?.page.signedOut && !hasSession()) {
      goToSignIn();
      return;
    }
    if (!found?.page.signedOut && !profile) profile = (await api<{ profile: Profile }>('GET', '/api/user/profile')).profile;
    if (below === '/') {
      // Someone in no organization yet starts with their first one.
      const { organizations } = await api<{ organizations: Organization[] }>('GET', '/api/organizations');
      return show(`${DASHBOARD}/${organizations.length === 0 ? 'onboarding' : 'organizations'}`, { replaceEntry: true, focus });
    }
    if (!found) {
      renderHeader({ path: below, render: () => undefined });
      showPage(main, 'Page not found', [h('p', {}, 'There is no such page. '), h('a', { href: DASHBOARD }, 'Go to the dashboard')]);
      return;
    }
    renderHeader(found.page);
    await found.page.render({
      params: found.params,
      query: url.searchParams,
      main,
      profile,
      navigate: (path, options = {}) => show(path, { push: !options.replace, replaceEntry: options.replace ?? false, focus: !options.replace }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'unauthorized') return; // on the way to sign-in
    showPage(main, error instanceof ApiError && error.code === 'not_found' ? 'Not found' : 'Something went wrong', [
      h('p', { role: 'alert', class: 'error' }, error instanceof ApiError ? error.message : 'The dashboard could not reach the service; retry shortly.'),
    ]);
  }
  // After moving to another page, the reader starts at its content.
  if (focus) main.focus();
}

interceptLinks((path) => void show(path, { push: true, focus: true }));
window.addEventListener('popstate', () => void show(location.pathname + location.search, { focus: true }));
void show(location.pathname + location.search);
