import type { Context, Next } from 'koa';
import type { HtmlErrorPages } from '../http/middleware/error-handler.js';
import type { ApiDeps } from '../http/deps.js';
import { defineRoute } from '../http/routes.js';
import QRCode from 'qrcode';
import { invalidField, notFound } from '../core/errors.js';
import { queryParam } from '../core/paging.js';
import { dashboardSignIn } from '../platform/index.js';
import { ASSETS_PATH, dashboardAssets } from './assets.js';
import { DASHBOARD_CSP, renderErrorShell, renderShell } from './shell.js';

const pageOperation = { interface: 'page', auth: 'none', rateLimited: false } as const;

/** The one page every path below `/dashboard` answers (its files' folder aside), with the browser's CSRF token and the sign-in ways on. */
async function sendShell(ctx: Context, deps: ApiDeps, next: Next): Promise<void> {
  // The files' folder is the asset route's: a missing file there is its 404 (JSON), not a page.
  if (isAsset(ctx.path)) return next();
  const signIn = dashboardSignIn(deps);
  sendPage(ctx, 200, renderShell({ assets: dashboardAssets(), csrfToken: (await signIn.csrfTokenOf(ctx)) ?? '', signIn: signIn.methods }));
}
const SHELL_DESCRIPTION =
  'The dashboard (docs/dashboard.md): every path below `/dashboard` answers the same page, which renders the page its path names from `/api` answers, signed in by the session cookie. No external resources; a strict CSP with no inline script or style.';

export const dashboardRoutes = [
  defineRoute({
    ...pageOperation,
    method: 'get',
    path: '/dashboard',
    summary: 'The dashboard (HTML)',
    description: SHELL_DESCRIPTION,
    responses: { 200: null },
    handle: sendShell,
  }),
  defineRoute({
    ...pageOperation,
    method: 'get',
    path: '/dashboard/{page}',
    pathParameters: { page: { schema: { type: 'string' }, description: 'Any path below /dashboard, slashes included: the client renders the page it names.' } },
    summary: 'A page of the dashboard (HTML): deep links and reloads',
    description: SHELL_DESCRIPTION,
    responses: { 200: null },
    routerPath: '/dashboard/*page',
    handle: sendShell,
  }),
  defineRoute({
    ...pageOperation,
    method: 'get',
    path: `${ASSETS_PATH}/{version}/{file}`,
    pathParameters: {
      version: { schema: { type: 'string', pattern: '^[0-9A-Za-z_-]{16}$' }, description: "The files' content hash, as the page links it." },
      file: { schema: { type: 'string', pattern: '^[0-9a-z-]+\\.(js|css)$' }, description: 'A module or the stylesheet.' },
    },
    summary: "The dashboard's modules and stylesheet",
    description: 'Named by the content of them all (the page links the current version), so they are cached for good; an old version is a 404.',
    responses: { 200: null },
    mediaTypes: ['text/javascript', 'text/css'],
    errors: [404],
    handle: (ctx) => {
      const assets = dashboardAssets();
      const file = ctx.params.version === assets.version ? assets.files.get(ctx.params.file) : undefined;
      if (!file) throw notFound('dashboard file');
      ctx.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
      ctx.type = file.type;
      ctx.body = file.body;
    },
  }),
  defineRoute({
    ...pageOperation,
    method: 'get',
    path: `${ASSETS_PATH}/qr.svg`,
    query: {
      data: {
        schema: { type: 'string', pattern: '^ethereum:', maxLength: 512 },
        required: true,
        description: 'An EIP-681 URI (`ethereum:…`), as a refund carries it.',
      },
    },
    summary: 'A QR code of an EIP-681 URI (SVG)',
    description:
      "The dashboard's picture of a transfer to make (a refund's `eip681_uri`), drawn here because the page's modules cannot bundle a QR encoder: the same encoder and settings as the hosted checkout page. Only `ethereum:` URIs, up to 512 characters; anything else is a 400.",
    responses: { 200: null },
    mediaTypes: ['image/svg+xml'],
    errors: [400],
    handle: async (ctx) => {
      const data = queryParam(ctx.query, 'data');
      if (data === undefined || !data.startsWith('ethereum:') || data.length > 512) {
        throw invalidField('data', 'must be an EIP-681 URI (ethereum:…) of at most 512 characters');
      }
      const svg = await QRCode.toString(data, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      ctx.set({ 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'" });
      ctx.type = 'image/svg+xml';
      ctx.body = svg;
    },
  }),
];

const isAsset = (path: string) => path.startsWith(`${ASSETS_PATH}/`) || path === ASSETS_PATH;

/** The dashboard's pages answer their own failures as pages (its files' as JSON, as their operation documents). */
export const dashboardPageErrors: HtmlErrorPages = {
  matches: (path) => (path === '/dashboard' || path.startsWith('/dashboard/')) && !isAsset(path),
  respond(ctx) {
    sendPage(ctx, ctx.status, renderErrorShell(dashboardAssets(), ctx.status, ctx.state.requestId));
  },
};

function sendPage(ctx: Context, status: number, page: string): void {
  ctx.status = status;
  ctx.set({
    'Content-Security-Policy': DASHBOARD_CSP,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  });
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page;
}
