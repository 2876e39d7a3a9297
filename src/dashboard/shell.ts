import { escapeHtml } from '../core/html-escape.js';
import { ASSETS_PATH, type DashboardAssets } from './assets.js';

export interface ShellOptions {
  assets: DashboardAssets;
  /** The session's CSRF token, which the page's api module sends on every unsafe request; empty when signed out. */
  csrfToken: string;
  signIn: { dev: boolean; oidc: boolean };
}

/** Both documents' start, to the end of `<head>`: this version's stylesheet, no icon to fetch, `meta` after the viewport. */
const documentHead = (assets: DashboardAssets, title: string, meta = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${meta}<link rel="icon" href="data:,">
<link rel="stylesheet" href="${ASSETS_PATH}/${assets.version}/dashboard.css">
<title>${title}</title>
</head>`;

/**
 * The one document every /dashboard path answers: a skip link, the header and an empty `<main>`
 * the client fills from /api answers. Its script and stylesheet come from this origin; nothing inline.
 */
export function renderShell({ assets, csrfToken, signIn }: ShellOptions): string {
  const base = `${ASSETS_PATH}/${assets.version}`;
  const methods = [signIn.dev ? 'dev' : '', signIn.oidc ? 'oidc' : ''].filter(Boolean).join(' ');
  return `${documentHead(
    assets,
    'Proofpay dashboard',
    `<meta name="referrer" content="same-origin">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<meta name="csrf-token" content="${escapeHtml(csrfToken)}">
<meta name="sign-in-methods" content="${methods}">
`,
  )}
<body>
<a class="skip-link" href="#main">Skip to content</a>
<header class="top">
<a class="brand" href="/dashboard">Proofpay</a>
<nav id="nav" aria-label="Main"></nav>
<div id="account" class="account"></div>
</header>
<main id="main" tabindex="-1"><p class="muted">Loading…</p></main>
<script type="module" src="${base}/app.js"></script>
</body>
</html>
`;
}

/** A page of its own for a failure of the shell's request itself (a bad path, an outage): no script. */
export function renderErrorShell(assets: DashboardAssets, status: number, requestId: string): string {
  const what = status === 404 ? 'There is no such page.' : status >= 500 ? 'The dashboard is unavailable; retry shortly.' : 'This address is not valid.';
  return `${documentHead(assets, `Proofpay dashboard: error ${status}`)}
<body>
<main id="main"><h1>Error ${status}</h1><p>${what}</p><p class="muted">Request id ${escapeHtml(requestId)}</p><p><a href="/dashboard">Back to the dashboard</a></p></main>
</body>
</html>
`;
}

/** The page's policy: everything from this origin, nothing inline, never framed. */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');
