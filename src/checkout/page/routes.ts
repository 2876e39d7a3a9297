import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Context } from 'koa';
import { checkoutStatusView } from '../session-api.js';
import { findCheckout, findSessionById } from '../sessions.js';
import type { ApiDeps } from '../../http/deps.js';
import { notFound } from '../../core/errors.js';
import type { PublicRateLimits } from '../../http/middleware/rate-limit.js';
import type { AppState } from '../../http/state.js';
import { pageContentSecurityPolicy } from './layout.js';
import { renderNotFoundPage } from './not-found-page.js';
import { renderSessionPage } from './session-page.js';
import { buildCheckoutPageView } from './view-model.js';
import { paymentOptionView } from '../../payments/index.js';

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
