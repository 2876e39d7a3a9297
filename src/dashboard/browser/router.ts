/**
 * The dashboard's pages and the client router between them: each page is a path pattern below
 * /dashboard (`/organizations/:id`) and a function that fills `<main>`. Links to /dashboard paths
 * are followed without reloading; the server answers every such path with the same page, so deep
 * links and reloads land on the same page.
 */
import type { Profile } from './api.js';
import { type Child, h, replace } from './dom.js';

export const DASHBOARD = '/dashboard';

export interface PageContext {
  params: Record<string, string>;
  query: URLSearchParams;
  main: HTMLElement;
  /** The signed-in person; undefined only on a page that needs no sign-in. */
  profile: Profile | undefined;
  /** Shows another page (or this one again, with `replace`), resolved once it is rendered. */
  navigate(path: string, options?: { replace?: boolean }): Promise<void>;
}

export interface Page {
  /** Below /dashboard: `/organizations/:id`; `:name` matches one segment. */
  path: string;
  /** Which main navigation item is current on this page. */
  section?: 'organizations' | 'projects';
  /** Needs no sign-in (the sign-in page). */
  signedOut?: boolean;
  render(context: PageContext): Promise<void> | void;
}

/** A breadcrumb: its text, and where it leads (none for the current page). */
export type Crumb = [label: string, href?: string];

/** Fills `main` with a page: its heading (also the document's title), breadcrumbs, and body. */
export function showPage(main: HTMLElement, title: string, body: Child[], crumbs: Crumb[] = []): void {
  document.title = `${title} · Proofpay dashboard`;
  replace(
    main,
    crumbs.length > 0
      ? h(
          'nav',
          { class: 'breadcrumbs', 'aria-label': 'Breadcrumb' },
          h(
            'ol',
            {},
            crumbs.map(([label, href]) => h('li', {}, href ? h('a', { href }, label) : label)),
          ),
        )
      : null,
    h('h1', {}, title),
    body,
  );
}

/** The page whose pattern matches `path` (below /dashboard), with the values of its `:name` segments. */
export function matchPage(pages: readonly Page[], path: string): { page: Page; params: Record<string, string> } | undefined {
  const segments = path.replace(/\/+$/, '').split('/').filter(Boolean);
  for (const page of pages) {
    const pattern = page.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    pattern.forEach((part, index) => {
      if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(segments[index]!);
      else if (part !== segments[index]) matches = false;
    });
    if (matches) return { page, params };
  }
  return undefined;
}

/** Follows same-origin links to /dashboard paths in place (a plain click only: a new tab is the browser's), and the back button. */
export function interceptLinks(go: (path: string) => void): void {
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest('a');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target) return;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || !(url.pathname === DASHBOARD || url.pathname.startsWith(`${DASHBOARD}/`))) return;
    if (url.pathname.startsWith(`${DASHBOARD}/assets/`)) return;
    event.preventDefault();
    go(url.pathname + url.search);
  });
}
