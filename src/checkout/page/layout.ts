import { html, trustedHtml, type SafeHtml } from './html.js';
import { PAGE_STYLES } from './styles.js';

export interface LayoutOptions {
  title: string;
  nonce: string;
  main: SafeHtml;
  /** Inline script for the page, run under the CSP nonce. */
  script?: string;
  /** Without JavaScript, reload every this many seconds to follow the session's status. */
  noscriptRefreshS?: number;
}

/** The whole document: inline CSS and script only, no external resource of any kind. */
export function renderLayout({ title, nonce, main, script, noscriptRefreshS }: LayoutOptions): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title}</title>
${noscriptRefreshS ? html`<noscript><meta http-equiv="refresh" content="${noscriptRefreshS}"></noscript>` : ''}
<style nonce="${nonce}">${trustedHtml(PAGE_STYLES)}</style>
</head>
<body>
${main}
<footer class="site-footer">Secured by <strong>Proofpay</strong></footer>
${script ? html`<script nonce="${nonce}">${trustedHtml(script)}</script>` : ''}
</body>
</html>
`.value;
}

/**
 * The Content-Security-Policy for a page rendered with `nonce`: nothing loads from anywhere,
 * the page's own style and script run by nonce, and it may only call back to its own origin.
 */
export function pageContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `script-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
