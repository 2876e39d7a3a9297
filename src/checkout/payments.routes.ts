import { notFound } from '../core/errors.js';
import { bodyValidator } from '../core/validation.js';
import type { ApiDeps } from '../http/deps.js';
import { defineRoute, perProcess } from '../http/routes.js';
import { simulatePayment, simulatePaymentSchema, submitPaymentSchema, submitTransaction } from './payments/index.js';
import { checkoutStatusSchema } from './page-api.js';
import { paymentLedger } from './payment-ledger.js';
import type { VerificationServices } from '../verification/index.js';
import { checkoutSessionSchema, checkoutSessionView, checkoutStatusView } from './session-api.js';
import { findSessionById } from './sessions.js';

const submitBody = bodyValidator(submitPaymentSchema);
const simulateBody = bodyValidator(simulatePaymentSchema);

/** The payments ledger of a process, shared by its routes. */
const ledgerOf = perProcess((deps: ApiDeps & VerificationServices) => paymentLedger(deps.config, deps));

export const checkoutPaymentRoutes = [
  /**
   * The hosted page reports a transaction. No key (the session id is the capability). Answers 202
   * with the status the page polls; the transaction is checked on its chain first (docs/payments.md,
   * "Submitting a transaction").
   */
  defineRoute({
    method: 'post',
    path: '/c/{id}/payments',
    interface: 'public',
    auth: 'none',
    summary: 'Report a transaction that pays a checkout session',
    description:
      'Used by the hosted page after the wallet sent the transfer, or when the customer pastes a transaction hash. The transaction is checked on its chain (receipt status, token contract, recipient, chain, network); amounts are judged by the payment rules. Limited per client IP.',
    requestBody: submitPaymentSchema,
    requestExample: { chain: 'base-sepolia', tx_hash: '0x8abbc941132e44386da136ca1d23a89e382bf5ab47887c4aebd9c1078c03b40f' },
    responses: { 202: checkoutStatusSchema },
    rateLimited: true,
    errors: [404, 502],
    handle: async (ctx, deps: ApiDeps & VerificationServices) => {
      const body = submitBody(ctx.request.body);
      const session = await findSessionById(deps.db, ctx.params.id);
      if (!session) throw notFound('checkout session');
      await submitTransaction(ledgerOf(deps), deps.db, session, body);
      ctx.status = 202;
      ctx.body = checkoutStatusView((await findSessionById(deps.db, session.id))!);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/v1/test_helpers/checkout/sessions/{id}/simulate',
    interface: 'public',
    auth: 'secret_key',
    summary: 'Simulate a payment outcome on a test-mode session',
    description: 'Test keys only (live keys get 404). Records a simulated payment and drives the session through the same rules as a real one.',
    requestBody: simulatePaymentSchema,
    requestExample: { outcome: 'completed' },
    responses: { 200: checkoutSessionSchema },
    rateLimited: true,
    errors: [404],
    handle: async (ctx, deps: ApiDeps & VerificationServices) => {
      const { project } = ctx.state;
      if (project.network !== 'testnet') throw notFound('test helper: test helpers answer test keys (sk_test_) only');
      const session = await findSessionById(deps.db, ctx.params.id);
      if (!session || session.project_id !== project.id || session.network !== project.network) throw notFound('checkout session');
      const { outcome } = simulateBody(ctx.request.body);
      await simulatePayment(deps.db, ledgerOf(deps), session.id, outcome);
      ctx.body = checkoutSessionView((await findSessionById(deps.db, session.id))!, deps.config.publicBaseUrl);
    },
  }),
];
