import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import type { OperationSpec } from '../../http/operations.js';
import { checkoutStatusSchema } from '../page-api.js';
import { checkoutStatusView } from '../session-api.js';
import { findCheckout, findSessionById } from '../sessions.js';
import type { ApiDeps } from '../../http/deps.js';
import { notFound } from '../../core/errors.js';
import type { PublicRateLimits } from '../../platform/index.js';
import type { AppState } from '../../http/state.js';
import { pageContentSecurityPolicy } from './layout.js';
import { renderNotFoundPage } from './not-found-page.js';
import { renderSessionPage } from './session-page.js';
import { buildCheckoutPageView } from './view-model.js';

export const checkoutPageOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/c/{id}',
    interface: 'page',
    auth: 'none',
    summary: 'The hosted checkout page (HTML)',
    description:
      'What a customer opens from `checkout_url`: the amount, the chains and tokens accepted, the address and a QR code. An unknown session is a 404 page. `chain` and `token` preselect a choice.',
    query: {
      chain: { schema: { type: 'string' }, description: 'A chain registry key, e.g. `base-sepolia`.' },
      token: { schema: { type: 'string' }, description: 'A token symbol, e.g. `USDC`.' },
    },
    responses: { 200: null, 404: null },
    mediaType: 'text/html',
  },
  {
    method: 'get',
    path: '/c/{id}/status',
    interface: 'page',
    auth: 'none',
    summary: "A session's status, polled by the hosted page",
    responses: { 200: checkoutStatusSchema },
    errors: [404],
  },
];

/**
 * The hosted checkout: `GET /c/{id}` (HTML) and `GET /c/{id}/status` (JSON, polled by the page).
 * No key: the unguessable session id is the capability. Limited per client IP address.
 */
export function checkoutPageRoutes({ db, config }: ApiDeps, limits: PublicRateLimits): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/c' });
  router.use(limits.ipOnly);

  router.get('/:id', async (ctx) => {
    const nonce = randomBytes(16).toString('base64');
    const found = await findCheckout(db, ctx.params.id!);
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
        // Payment detection (a later issue) fills these.
        payment: null,
        failureReason: session.failure_reason,
      },
      project: { name: merchant.name, receivingAddress: merchant.receiving_address },
      chains: config.chains,
      choice: { chain: queryValue(ctx.query.chain), token: queryValue(ctx.query.token) },
      now: new Date(),
      nonce,
    });
    sendPage(ctx, nonce, 200, renderSessionPage(view));
  });

  router.get('/:id/status', async (ctx) => {
    const session = await findSessionById(db, ctx.params.id!);
    if (!session) throw notFound('checkout session');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = checkoutStatusView(session);
  });

  return router;
}

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
