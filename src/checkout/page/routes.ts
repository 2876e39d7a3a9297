import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { HtmlErrorPages } from '../../http/middleware/error-handler.js';
import { defineRoute } from '../../http/routes.js';
import { checkoutStatusSchema } from '../page-api.js';
import { checkoutStatusView, paymentOptionView } from '../session-api.js';
import { findCheckout, findSessionById } from '../sessions.js';
import type { ApiDeps } from '../../http/deps.js';
import { notFound } from '../../core/errors.js';
import { pageContentSecurityPolicy } from './layout.js';
import { renderErrorPage } from './error-page.js';
import { renderNotFoundPage } from './not-found-page.js';
import { renderSessionPage } from './session-page.js';
import { checkoutScript, SCRIPT_ASSETS_PATH } from './script-asset.js';
import { buildCheckoutPageView } from './view-model.js';

/** The hosted checkout: `GET /c/{id}` (HTML), `GET /c/{id}/status` (JSON, polled by the page), and the page's script. */
export const checkoutPageRoutes = [
  /** No key: the unguessable session id is the capability. Limited per client IP address. */
  defineRoute({
    method: 'get',
    path: '/c/{id}',
    interface: 'page',
    auth: 'none',
    summary: 'The hosted checkout page (HTML)',
    description:
      "What a customer opens from `checkout_url`: per chain and token of the session's `payment_options`, the exact tagged amount, the address and a QR code of the EIP-681 URI; payment with an injected browser wallet and a transaction-hash form (both post to `POST /c/{id}/payments`); it follows the session live. An unknown session is a 404 page. `chain` and `token` preselect a choice.",
    query: {
      chain: { schema: { type: 'string' }, description: 'A chain registry key, e.g. `base-sepolia`.' },
      token: { schema: { type: 'string' }, description: 'A token symbol, e.g. `USDC`.' },
    },
    responses: { 200: null, 404: null },
    mediaTypes: ['text/html'],
    handle: async (ctx, { db, config }: ApiDeps) => {
      if (isScriptFolder(ctx.path)) throw notFound('script');
      const nonce = randomBytes(16).toString('base64');
      const found = await findCheckout(db, ctx.params.id);
      if (!found) {
        // The error handler answers JSON; a customer's browser gets a page.
        sendPage(ctx, nonce, 404, renderNotFoundPage(nonce));
        return;
      }
      const { session, merchant } = found;
      const view = await buildCheckoutPageView({
        session: {
          id: session.id,
          status: session.status,
          amountCents: BigInt(session.amount_cents),
          description: session.description,
          network: session.network,
          expiresAt: session.expires_at,
          returnUrl: session.return_url,
          cancelUrl: session.cancel_url,
          paymentOptions: session.payment_options.map(paymentOptionView),
          payment: checkoutStatusView(session).payment,
          failureReason: session.failure_reason,
        },
        project: { name: merchant.name },
        chains: config.chains,
        choice: { chain: queryValue(ctx.query.chain), token: queryValue(ctx.query.token) },
        now: new Date(),
        nonce,
      });
      sendPage(ctx, nonce, 200, renderSessionPage(view));
    },
  }),
  defineRoute({
    method: 'get',
    path: '/c/{id}/status',
    interface: 'page',
    auth: 'none',
    summary: "A session's status, polled by the hosted page",
    description:
      'What the hosted page polls to follow a session without reloading: its status, deadline and primary payment. No key: the session id is the capability; limited per client IP. An unknown session is a 404.',
    responses: { 200: checkoutStatusSchema },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const session = await findSessionById(db, ctx.params.id);
      if (!session) throw notFound('checkout session');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = checkoutStatusView(session);
    },
  }),
  /** The one file the page loads, from memory, under its content's name; the literal name keeps it apart from `/c/{id}/…`. */
  defineRoute({
    method: 'get',
    path: '/c/assets/checkout-{hash}.js',
    pathParameters: { hash: { schema: { type: 'string', pattern: '^[0-9A-Za-z_-]{16}$' }, description: "The script's content hash, as the page links it." } },
    interface: 'page',
    auth: 'none',
    summary: "The hosted page's script (a JavaScript module)",
    description: 'Named by its content (the page links the current name), so it is cached for good. Not rate limited: it is served from memory.',
    responses: { 200: null },
    mediaTypes: ['text/javascript'],
    rateLimited: false,
    errors: [404],
    handle: (ctx) => {
      const script = checkoutScript();
      if (ctx.path !== script.path) throw notFound('script');
      ctx.set({ 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' });
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = script.body;
    },
  }),
];

/** `/c/assets/` is the script's folder, never a session: an asset's 404 there is JSON, as its operation documents. */
const isScriptFolder = (path: string) => path.replace(/\/$/, '') === SCRIPT_ASSETS_PATH;

/** `/c/{id}` is a page for people: its errors (a refused link, an outage) are pages too, not JSON. */
export const checkoutPageErrors: HtmlErrorPages = {
  matches: (path) => /^\/c\/[^/]+\/?$/.test(path) && !isScriptFolder(path),
  respond(ctx) {
    const nonce = randomBytes(16).toString('base64');
    sendPage(ctx, nonce, ctx.status, ctx.status === 404 ? renderNotFoundPage(nonce) : renderErrorPage(nonce, ctx.status, ctx.state.requestId));
  },
};

function sendPage(ctx: Context, nonce: string, status: number, page: string): void {
  ctx.status = status;
  ctx.set({
    'Content-Security-Policy': pageContentSecurityPolicy(nonce),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
  });
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = page;
}

const queryValue = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);
