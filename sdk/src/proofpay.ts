import { type ApiPromise, type ClientOptions, HttpClient, path, type RequestOptions } from './http.js';
import { PagedList } from './paging.js';
import { Receipts } from './receipts.js';
import type {
  AttestationResult,
  AttestationVerifyParams,
  CheckoutSession,
  CheckoutSessionCreateParams,
  CheckoutSessionListParams,
  DeletedWebhookEndpoint,
  Event,
  EventDeliveryList,
  EventListParams,
  EventResendParams,
  EventWithDeliveries,
  HealthReport,
  LedgerPayment,
  LedgerPaymentAttachParams,
  LedgerPaymentListParams,
  List,
  Refund,
  RefundCreateParams,
  RefundListParams,
  SimulatedOutcome,
  VerificationBatch,
  VerificationBatchCreateParams,
  VerificationBatchItem,
  VerificationBatchItemsParams,
  VerifierInterface,
  VerifierInterfaceParams,
  WebhookEndpoint,
  WebhookEndpointCreateParams,
  WebhookEndpointListParams,
  WebhookEndpointTestEvent,
  WebhookEndpointUpdateParams,
  WebhookEndpointWithSecret,
  ZkVerification,
  ZkVerifyParams,
} from './types.js';
import { webhooks } from './webhooks.js';

export interface ProofpayOptions extends ClientOptions {
  /** A project secret key: `sk_test_…` acts on testnets, `sk_live_…` on mainnets. */
  apiKey: string;
}

/** `list(params, options)` of an id-paged list: the first page awaited, every item iterated. */
function pagedById<Item extends { id: string }, Params extends { starting_after?: string }>(
  http: HttpClient,
  listPath: string,
  params: Params | undefined,
  options: RequestOptions | undefined,
): PagedList<Item> {
  const { starting_after, ...filters } = params ?? ({} as Params);
  return new PagedList<Item>(
    (startingAfter) => http.request<List<Item>>({ method: 'GET', path: listPath, query: { ...filters, starting_after: startingAfter } }, options),
    (item) => item.id,
    starting_after,
  );
}

/**
 * A session's refunds, which the merchant sends from the receiving address with their own wallet;
 * the service sees the transfer and the refund succeeds (`refund.succeeded`).
 */
class SessionRefunds {
  constructor(private readonly http: HttpClient) {}

  /**
   * A pending refund of `sessionId`: by default all it received, to the payer. Send exactly its
   * `amount` of `token` on `chain` from `from_address` to `to_address` (or open `eip681_uri`).
   * A write: not sent again once it may have reached the service.
   */
  create(sessionId: string, params: RefundCreateParams = {}, options?: RequestOptions): ApiPromise<Refund> {
    return this.http.request({ method: 'POST', path: path`/v1/checkout/sessions/${sessionId}/refunds`, body: params }, options);
  }

  /** Newest first. */
  list(sessionId: string, params?: RefundListParams, options?: RequestOptions): PagedList<Refund> {
    return pagedById(this.http, path`/v1/checkout/sessions/${sessionId}/refunds`, params, options);
  }

  retrieve(sessionId: string, refundId: string, options?: RequestOptions): ApiPromise<Refund> {
    return this.http.request({ method: 'GET', path: path`/v1/checkout/sessions/${sessionId}/refunds/${refundId}` }, options);
  }

  /** Fails a pending refund no transfer has paid yet (`refund.failed`); anything else is an InvalidRequestError. */
  cancel(sessionId: string, refundId: string, options?: RequestOptions): ApiPromise<Refund> {
    return this.http.request({ method: 'POST', path: path`/v1/checkout/sessions/${sessionId}/refunds/${refundId}/cancel` }, options);
  }
}

class CheckoutSessions {
  readonly refunds: SessionRefunds;

  constructor(private readonly http: HttpClient) {
    this.refunds = new SessionRefunds(http);
  }

  /**
   * A session for `amount_usd`, paid at its `checkout_url`. A write, and the service takes no
   * idempotency key: never sent again once it may have reached the service. After a
   * ProofpayConnectionError, look for the session before making another (README "Creating without duplicates").
   */
  create(params: CheckoutSessionCreateParams, options?: RequestOptions): ApiPromise<CheckoutSession> {
    return this.http.request({ method: 'POST', path: '/v1/checkout/sessions', body: params }, options);
  }

  retrieve(id: string, options?: RequestOptions): ApiPromise<CheckoutSession> {
    return this.http.request({ method: 'GET', path: path`/v1/checkout/sessions/${id}` }, options);
  }

  /** Newest first, optionally of one `status`. */
  list(params?: CheckoutSessionListParams, options?: RequestOptions): PagedList<CheckoutSession> {
    return pagedById(this.http, '/v1/checkout/sessions', params, options);
  }

  /** Expires a pending session (any other status is an InvalidRequestError). */
  expire(id: string, options?: RequestOptions): ApiPromise<CheckoutSession> {
    return this.http.request({ method: 'POST', path: path`/v1/checkout/sessions/${id}/expire` }, options);
  }
}

class Payments {
  constructor(private readonly http: HttpClient) {}

  /** Newest first, optionally `status: 'unattributed'` (no session claims them) or `'attributed'`, and of one `chain`, one `token`, within `created[gte]`/`created[lt]`. */
  list(params?: LedgerPaymentListParams, options?: RequestOptions): PagedList<LedgerPayment> {
    return pagedById(this.http, '/v1/payments', params, options);
  }

  retrieve(id: string, options?: RequestOptions): ApiPromise<LedgerPayment> {
    return this.http.request({ method: 'GET', path: path`/v1/payments/${id}` }, options);
  }

  /** Credits an unattributed payment to `session` (not completed), once: an attributed payment is an InvalidRequestError. */
  attach(id: string, params: LedgerPaymentAttachParams, options?: RequestOptions): ApiPromise<LedgerPayment> {
    return this.http.request({ method: 'POST', path: path`/v1/payments/${id}/attach`, body: params }, options);
  }
}

/** The range of an accounting export: ISO 8601 date-times, `from` inclusive (default 31 days before `to`), `to` exclusive (default now). */
export interface ExportParams {
  from?: string;
  to?: string;
}

/**
 * Accounting exports as CSV text (RFC 4180, a header record, one `metadata.<key>` column per key;
 * docs/payments.md, "Accounting exports"). The service streams them; these methods read the answer
 * whole, so for very large ranges export shorter ones.
 */
class Exports {
  constructor(private readonly http: HttpClient) {}

  /** The sessions created in the range, oldest first. */
  sessions(params: ExportParams = {}, options?: RequestOptions): Promise<string> {
    return csvText(this.http, '/v1/exports/sessions.csv', params, options);
  }

  /** The payments recorded in the range, oldest first. */
  payments(params: ExportParams = {}, options?: RequestOptions): Promise<string> {
    return csvText(this.http, '/v1/exports/payments.csv', params, options);
  }

  /** The refunds created in the range, oldest first. */
  refunds(params: ExportParams = {}, options?: RequestOptions): Promise<string> {
    return csvText(this.http, '/v1/exports/refunds.csv', params, options);
  }
}

/** An export's answer as text. */
async function csvText(http: HttpClient, exportPath: string, params: ExportParams, options: RequestOptions | undefined): Promise<string> {
  const bytes = await http.request<Uint8Array>({ method: 'GET', path: exportPath, query: { ...params }, answer: 'bytes' }, options);
  return new TextDecoder().decode(bytes);
}

class WebhookEndpoints {
  constructor(private readonly http: HttpClient) {}

  /** Registers `url`; the answer's `secret` is shown this once. */
  create(params: WebhookEndpointCreateParams, options?: RequestOptions): ApiPromise<WebhookEndpointWithSecret> {
    return this.http.request({ method: 'POST', path: '/v1/webhook_endpoints', body: params }, options);
  }

  list(params?: WebhookEndpointListParams, options?: RequestOptions): PagedList<WebhookEndpoint> {
    return pagedById(this.http, '/v1/webhook_endpoints', params, options);
  }

  retrieve(id: string, options?: RequestOptions): ApiPromise<WebhookEndpoint> {
    return this.http.request({ method: 'GET', path: path`/v1/webhook_endpoints/${id}` }, options);
  }

  /** Sets the given fields (`disabled: false` re-enables). */
  update(id: string, params: WebhookEndpointUpdateParams, options?: RequestOptions): ApiPromise<WebhookEndpoint> {
    return this.http.request({ method: 'PATCH', path: path`/v1/webhook_endpoints/${id}`, body: params }, options);
  }

  delete(id: string, options?: RequestOptions): ApiPromise<DeletedWebhookEndpoint> {
    return this.http.request({ method: 'DELETE', path: path`/v1/webhook_endpoints/${id}` }, options);
  }

  /** A new signing secret, shown this once; the previous one keeps signing beside it for 24 hours. */
  rotateSecret(id: string, options?: RequestOptions): ApiPromise<WebhookEndpointWithSecret> {
    return this.http.request({ method: 'POST', path: path`/v1/webhook_endpoints/${id}/rotate_secret` }, options);
  }

  /**
   * Records a `webhook_endpoint.test` event and delivers it to this endpoint alone, signed and
   * retried like any other: the answer is the event with its delivery (follow it with `events.retrieve`).
   */
  test(id: string, options?: RequestOptions): ApiPromise<WebhookEndpointTestEvent> {
    return this.http.request({ method: 'POST', path: path`/v1/webhook_endpoints/${id}/test` }, options);
  }
}

class Events {
  constructor(private readonly http: HttpClient) {}

  /** Newest first, optionally of one `type` and within `created[gt|gte|lt|lte]`. */
  list(params?: EventListParams, options?: RequestOptions): PagedList<Event> {
    return pagedById(this.http, '/v1/events', params, options);
  }

  /** The event with its deliveries and their attempts. */
  retrieve(id: string, options?: RequestOptions): ApiPromise<EventWithDeliveries> {
    return this.http.request({ method: 'GET', path: path`/v1/events/${id}` }, options);
  }

  /** Delivers the event again (same `webhook-id`) to `endpoint`, or to every enabled endpoint subscribed to its type. */
  resend(id: string, params: EventResendParams = {}, options?: RequestOptions): ApiPromise<EventDeliveryList> {
    return this.http.request({ method: 'POST', path: path`/v1/events/${id}/resend`, body: params }, options);
  }
}

class VerificationBatches {
  constructor(private readonly http: HttpClient) {}

  /**
   * Verifies `items` (`{proof_id, proof, public_signals}` each): up to 100 at once, answered with
   * every item's result (`id: null`); more are queued as a job (`status: 'queued'`, an `id` to
   * follow with `retrieve` and `listItems`).
   */
  create(params: VerificationBatchCreateParams, options?: RequestOptions): ApiPromise<VerificationBatch> {
    return this.http.request({ method: 'POST', path: '/v1/zk/verifications', body: params }, options);
  }

  /** A queued batch's progress and counts, with one page of its items. */
  retrieve(id: string, params?: VerificationBatchItemsParams, options?: RequestOptions): ApiPromise<VerificationBatch> {
    return this.http.request({ method: 'GET', path: path`/v1/zk/verifications/${id}`, query: params }, options);
  }

  /** A queued batch's items in order, each page asked for after the last item's `index`; items not processed yet are `pending`. */
  listItems(id: string, params?: VerificationBatchItemsParams, options?: RequestOptions): PagedList<VerificationBatchItem, number> {
    const { starting_after, limit } = params ?? {};
    return new PagedList<VerificationBatchItem, number>(
      (startingAfter) =>
        this.http.request<VerificationBatch, List<VerificationBatchItem>>(
          {
            method: 'GET',
            path: path`/v1/zk/verifications/${id}`,
            query: { limit, starting_after: startingAfter },
          },
          options,
          (batch) => batch.items ?? { object: 'list', data: [], has_more: false },
        ),
      (item) => item.index,
      starting_after,
    );
  }
}

class Zk {
  readonly verifications: VerificationBatches;

  constructor(private readonly http: HttpClient) {
    this.verifications = new VerificationBatches(http);
  }

  /**
   * Verifies one snarkjs proof against the ZK proof record `proofId`: `verified` and a signed
   * receipt. The service records each verification, so this is a write: not sent again once it
   * may have reached the service.
   */
  verify(proofId: string, params: ZkVerifyParams, options?: RequestOptions): ApiPromise<ZkVerification> {
    return this.http.request({ method: 'POST', path: path`/v1/zk/proofs/${proofId}/verify`, body: params }, options);
  }

  /** The record's deployed verifier: address, chain, ABI and call snippets. */
  interface(proofId: string, params?: VerifierInterfaceParams, options?: RequestOptions): ApiPromise<VerifierInterface> {
    return this.http.request({ method: 'GET', path: path`/v1/zk/proofs/${proofId}/interface`, query: params }, options);
  }
}

class Attestations {
  constructor(private readonly http: HttpClient) {}

  /**
   * The service's own check of a receipt, either kind (no key needed; limited per IP): `{valid:
   * true, claims, kid}` or `{valid: false, reason, message}`. It changes nothing, so it is retried
   * like a read. `receipts.verify` checks the same offline.
   */
  verify(params: AttestationVerifyParams, options?: RequestOptions): ApiPromise<AttestationResult> {
    return this.http.request({ method: 'POST', path: '/v1/attestations/verify', body: params, read: true }, options);
  }
}

class Health {
  constructor(private readonly http: HttpClient) {}

  /**
   * The service's health (no key needed): `ok`, `degraded` or `down` with each check. A service
   * that is down answers its report with a 503: that report is answered too, not thrown.
   */
  retrieve(options?: RequestOptions): ApiPromise<HealthReport> {
    return this.http.request({ method: 'GET', path: '/v1/health', answerStatuses: [503] }, options);
  }
}

class TestHelperSessions {
  constructor(private readonly http: HttpClient) {}

  /** Drives a test-mode session (`sk_test_` keys only) as a payment with this outcome would. */
  simulate(id: string, outcome: SimulatedOutcome, options?: RequestOptions): ApiPromise<CheckoutSession> {
    return this.http.request({ method: 'POST', path: path`/v1/test_helpers/checkout/sessions/${id}/simulate`, body: { outcome } }, options);
  }
}

/**
 * The public interface (`/v1`) with a project secret key, in the shape of Stripe's library:
 * `new Proofpay({ apiKey, baseUrl })`, then `proofpay.checkout.sessions.create(…)` and so on.
 * Every method takes request options last (`{ timeout, signal, headers, maxRetries }`) and answers
 * an ApiPromise (`.withResponse()`), or a PagedList for lists.
 */
export class Proofpay {
  /** Checks a webhook delivery's signature and answers its event (needs no client). */
  static readonly webhooks = webhooks;
  readonly webhooks = webhooks;
  readonly checkout: { readonly sessions: CheckoutSessions };
  readonly payments: Payments;
  readonly exports: Exports;
  readonly webhookEndpoints: WebhookEndpoints;
  readonly events: Events;
  readonly zk: Zk;
  readonly receipts: Receipts;
  readonly attestations: Attestations;
  readonly health: Health;
  readonly testHelpers: { readonly checkout: { readonly sessions: TestHelperSessions } };

  constructor({ apiKey, ...options }: ProofpayOptions) {
    if (!apiKey) throw new TypeError('apiKey is required: a project secret key (sk_test_… or sk_live_…)');
    const http = new HttpClient(apiKey, options);
    this.checkout = { sessions: new CheckoutSessions(http) };
    this.payments = new Payments(http);
    this.exports = new Exports(http);
    this.webhookEndpoints = new WebhookEndpoints(http);
    this.events = new Events(http);
    this.zk = new Zk(http);
    this.receipts = new Receipts(http);
    this.attestations = new Attestations(http);
    this.health = new Health(http);
    this.testHelpers = { checkout: { sessions: new TestHelperSessions(http) } };
  }
}
