import { html, trustedHtml, type SafeHtml } from './html.js';
import { PAGE_STYLES } from './styles.js';

export interface LayoutOptions {
  title: string;
  nonce: string;
  main: SafeHtml;
  /** The path of the page's script, a module loaded from this origin under the CSP nonce. */
  scriptSrc?: string;
  /** Without JavaScript, reload every this many seconds to follow the session's status. */
  noscriptRefreshS?: number;
}

/** The whole document: inline CSS, and at most one script, from this origin; nothing else is loaded. */
export function renderLayout({ title, nonce, main, scriptSrc, noscriptRefreshS }: LayoutOptions): string {
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
${scriptSrc ? html`<script type="module" nonce="${nonce}" src="${scriptSrc}"></script>` : ''}
</body>
</html>
`.value;
}

/**
 * The Content-Security-Policy for a page rendered with `nonce`: nothing loads from anywhere but
 * the page's own style and script, both by nonce (no inline script), and it may only call back to its own origin.
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
