import Router from '@koa/router';
import type { Context } from 'koa';
import type { HtmlErrorPages } from '../http/middleware/error-handler.js';
import type { OperationSpec } from '../http/operations.js';
import type { AppState } from '../http/state.js';
import { notFound } from '../core/errors.js';
import type { DashboardSignIn } from '../platform/index.js';
import { ASSETS_PATH, dashboardAssets } from './assets.js';
import { DASHBOARD_CSP, renderErrorShell, renderShell } from './shell.js';

const pageOperation = { interface: 'page', auth: 'none', rateLimited: false } as const;
const SHELL_DESCRIPTION =
  'The dashboard (docs/dashboard.md): every path below `/dashboard` answers the same page, which renders the page its path names from `/api` answers, signed in by the session cookie. No external resources; a strict CSP with no inline script or style.';

export const dashboardOperations: OperationSpec[] = [
  { ...pageOperation, method: 'get', path: '/dashboard', summary: 'The dashboard (HTML)', description: SHELL_DESCRIPTION, responses: { 200: null } },
  {
    ...pageOperation,
    method: 'get',
    path: '/dashboard/{page}',
    pathParameters: { page: { schema: { type: 'string' }, description: 'Any path below /dashboard, slashes included: the client renders the page it names.' } },
    summary: 'A page of the dashboard (HTML): deep links and reloads',
    description: SHELL_DESCRIPTION,
    responses: { 200: null },
  },
  {
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
  },
];

const isAsset = (path: string) => path.startsWith(`${ASSETS_PATH}/`) || path === ASSETS_PATH;

/** `/dashboard` and every path below it: the shell, with the browser's CSRF token and the sign-in ways on; and the page's files. */
export function dashboardRoutes(signIn: DashboardSignIn): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/dashboard' });

  router.get('/assets/:version/:file', (ctx) => {
    const assets = dashboardAssets();
    const file = ctx.params.version === assets.version ? assets.files.get(ctx.params.file!) : undefined;
    if (!file) throw notFound('dashboard file');
    ctx.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
    ctx.type = file.type;
    ctx.body = file.body;
  });

  const shell = async (ctx: Context) => {
    if (isAsset(ctx.path)) throw notFound('dashboard file');
    sendPage(ctx, 200, renderShell({ assets: dashboardAssets(), csrfToken: (await signIn.csrfTokenOf(ctx)) ?? '', signIn: signIn.methods }));
  };
  router.get('/', shell);
  router.get('/*page', shell);
  return router;
}

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
