import { errorFromAnswer, ProofpayAbortError, ProofpayConnectionError, type ProofpayError } from './errors.js';

export interface ClientOptions {
  /** The service's base URL, e.g. `https://pay.example.com` (no `/v1`). */
  baseUrl: string;
  /** Retries of a failed request when retrying is safe (README "Retries"); default 2. A call's `maxRetries` overrides it. */
  maxRetries?: number | undefined;
  /** How long one attempt may take, answer body included, in milliseconds; default 60 000. A call's `timeout` overrides it. */
  timeout?: number | undefined;
  /** The fetch to send with; default the global one. */
  fetch?: typeof fetch | undefined;
  /**
   * How the client waits between attempts; default a timer, cleared if `signal` aborts. A test
   * passes one that returns at once.
   */
  sleep?: ((ms: number, signal?: AbortSignal) => Promise<void>) | undefined;
}

/**
 * Options of one call, the last argument of every method (README "Request options").
 * They apply to every request the call makes: each page of an iterated list, the key set a receipt check fetches.
 */
export interface RequestOptions {
  /** How long one attempt may take, answer body included, in milliseconds; default the client's `timeout`. */
  timeout?: number | undefined;
  /** Stops the call: the attempt under way and any wait before a retry. The call rejects with ProofpayAbortError. */
  signal?: AbortSignal | undefined;
  /** Headers added to this call's requests, after the library's own (so they can replace them); e.g. your `X-Request-Id`. */
  headers?: Record<string, string> | undefined;
  /** Retries of this call when retrying is safe; default the client's `maxRetries`. 0 sends it once. */
  maxRetries?: number | undefined;
}

/** What `.withResponse()` answers: the value the call resolves to, with the HTTP answer it came from. */
export interface WithResponse<T> {
  data: T;
  /** The HTTP answer (its body already read into `data`): status, headers such as `RateLimit`. */
  response: Response;
  /** The answer's `X-Request-Id`: quote it when reporting a problem. */
  requestId: string | undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;

export interface RequestSpec {
  method: HttpMethod;
  /** The path with its parameters already in (see `path`). */
  path: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  /**
   * The request changes nothing on the service (a GET, or a POST that only checks, like the
   * attestation check): safe to send again after a 5xx, a timeout or a lost connection. Default:
   * GET only. Anything else is a write, sent again only when it cannot have reached the service.
   */
  read?: boolean;
  /** `bytes` answers the body as bytes (artifact downloads); default JSON. */
  answer?: 'json' | 'bytes';
  /** Error statuses whose body is the answer (the health report is one when the service is down). */
  answerStatuses?: readonly number[];
}

/**
 * The promise every method answers: awaited, the value; `.withResponse()` gives it with the HTTP
 * answer and its request id, as openai-node's does. It is a Promise (`instanceof Promise`), and the
 * request is sent when the method is called, whether or not it is awaited.
 */
export class ApiPromise<T> extends Promise<T> {
  readonly #answer: Promise<WithResponse<T>>;
  #data: Promise<T> | undefined;

  constructor(answer: Promise<WithResponse<T>>) {
    // The base promise is never observed: every way to read this one goes through `#answer`.
    super((resolve) => resolve(undefined as T));
    this.#answer = answer;
  }

  /** `then` on an ApiPromise makes a plain Promise. */
  static override get [Symbol.species]() {
    return Promise;
  }

  /** The value with the HTTP answer it came from: `{ data, response, requestId }`. */
  withResponse(): Promise<WithResponse<T>> {
    return this.#answer;
  }

  // The signatures are Promise's own (lib.es5.d.ts), `reason: any` included, so code written for a Promise compiles unchanged.
  // biome-ignore lint/suspicious/noThenProperty: a Promise's own then, delegating to the answer.
  override then<Fulfilled = T, Rejected = never>(
    onFulfilled?: ((value: T) => Fulfilled | PromiseLike<Fulfilled>) | null,
    // biome-ignore lint/suspicious/noExplicitAny: as Promise's then.
    onRejected?: ((reason: any) => Rejected | PromiseLike<Rejected>) | null,
  ): Promise<Fulfilled | Rejected> {
    this.#data ??= this.#answer.then((answer) => answer.data);
    return this.#data.then(onFulfilled, onRejected);
  }

  // biome-ignore lint/suspicious/noExplicitAny: as Promise's catch.
  override catch<Rejected = never>(onRejected?: ((reason: any) => Rejected | PromiseLike<Rejected>) | null): Promise<T | Rejected> {
    return this.then(undefined, onRejected);
  }

  override finally(onFinally?: (() => void) | null): Promise<T> {
    return this.then().finally(onFinally);
  }
}

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 60_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** A `Retry-After` longer than this is not waited for: the error is thrown at once, with `retryAfterSeconds`. */
const MAX_RETRY_AFTER_MS = 60_000;
/** Statuses a read is sent again after: a proxy's timeout, the rate limiter, a fault or outage of the service or of a gateway before it. */
const READ_RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** Connection failures before anything was sent: a request failing so never reached the service, whatever its method. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** `/v1/things/{id}` with each parameter percent-encoded: an id can never reach another path. */
export function path(strings: TemplateStringsArray, ...params: string[]): string {
  return strings.reduce((built, part, index) => built + (index > 0 ? encodeURIComponent(params[index - 1]!) : '') + part, '');
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends requests with a bearer credential and turns answers into values or ProofpayErrors,
 * retrying only what cannot do the work twice (README "Retries"). The service takes no
 * idempotency key, so a write is sent again only when it cannot have been done:
 * - a 429: the rate limiter refuses before the route runs, whatever the method;
 * - a connection refused, a host not found, a connect timeout: nothing was sent.
 * A read (`RequestSpec.read`) is also sent again after a 408, 500, 502, 503 or 504, a timeout or a
 * connection lost mid-request. The wait is the answer's `Retry-After` when it has one, else an
 * exponential backoff with jitter. A caller's abort is never retried.
 */
export class HttpClient {
  private readonly baseUrl: string;
  private readonly maxRetries: number;
  private readonly timeout: number;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number, signal?: AbortSignal) => Promise<void>;

  constructor(
    private readonly bearer: string,
    options: ClientOptions,
  ) {
    if (!options.baseUrl) throw new TypeError('baseUrl is required, e.g. https://pay.example.com');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? defaultSleep;
  }

  /** The answer of `spec`, as `map` makes it (the platform's envelope taken off). */
  request<T>(spec: RequestSpec, options?: RequestOptions): ApiPromise<T>;
  request<Raw, T>(spec: RequestSpec, options: RequestOptions | undefined, map: (raw: Raw) => T): ApiPromise<T>;
  request<Raw, T>(spec: RequestSpec, options: RequestOptions | undefined, map?: (raw: Raw) => T): ApiPromise<T> {
    const sent = this.send<Raw>(spec, options ?? {});
    return new ApiPromise(map ? sent.then((answer) => ({ ...answer, data: map(answer.data) })) : (sent as unknown as Promise<WithResponse<T>>));
  }

  private async send<T>(spec: RequestSpec, options: RequestOptions): Promise<WithResponse<T>> {
    const read = spec.read ?? spec.method === 'GET';
    const maxRetries = options.maxRetries ?? this.maxRetries;
    const timeout = options.timeout ?? this.timeout;
    const { signal } = options;
    const url = this.url(spec.path, spec.query);
    const headers: Record<string, string> = { Authorization: `Bearer ${this.bearer}`, Accept: spec.answer === 'bytes' ? '*/*' : 'application/json' };
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    Object.assign(headers, options.headers);
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    for (let attempt = 0; ; attempt++) {
      if (signal?.aborted) throw aborted(spec, signal);
      const attemptSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeout)]) : AbortSignal.timeout(timeout);
      let response: Response;
      try {
        response = await this.fetch(url, { method: spec.method, headers, ...(body !== undefined ? { body } : {}), signal: attemptSignal });
        const requestId = response.headers.get('x-request-id') ?? undefined;
        if (response.ok) {
          const data = (spec.answer === 'bytes' ? new Uint8Array(await response.arrayBuffer()) : await response.json()) as T;
          return { data, response, requestId };
        }
        // The service's own JSON body is the answer; anything else (a proxy's page) is an error as usual.
        const answer = spec.answerStatuses?.includes(response.status) ? jsonOrUndefined(await response.clone().text()) : undefined;
        if (answer !== undefined) return { data: answer as T, response, requestId };
      } catch (thrown) {
        if (signal?.aborted) throw aborted(spec, signal);
        if (thrown instanceof SyntaxError) throw thrown; // a 2xx whose body is not JSON: not the service's answer, and not worth another
        const error = connectionError(thrown, spec, timeout);
        if (attempt >= maxRetries || !(read || notSent(thrown))) throw error;
        await this.wait(backoffMs(attempt), spec, signal);
        continue;
      }
      const error = await answerError(response);
      const retryable = response.status === 429 || (read && READ_RETRY_STATUSES.has(response.status));
      const waitMs = error.retryAfterSeconds === undefined ? backoffMs(attempt) : error.retryAfterSeconds * 1000;
      if (!retryable || attempt >= maxRetries || waitMs > MAX_RETRY_AFTER_MS) throw error;
      await this.wait(waitMs, spec, signal);
    }
  }

  private async wait(ms: number, spec: RequestSpec, signal: AbortSignal | undefined): Promise<void> {
    await this.sleep(ms, signal);
    if (signal?.aborted) throw aborted(spec, signal);
  }

  private url(path: string, query: Record<string, QueryValue> | undefined): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
    const text = search.toString();
    return `${this.baseUrl}${path}${text ? `?${text}` : ''}`;
  }
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function answerError(response: Response): Promise<ProofpayError> {
  const body = jsonOrUndefined(await response.text().catch(() => '')) ?? null;
  return errorFromAnswer(response.status, body, response.headers.get('x-request-id') ?? undefined, retryAfterSeconds(response.headers.get('retry-after')));
}

/** `Retry-After` as whole seconds from now: the header is seconds or an HTTP date. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** 0.5 s, 1 s, 2 s, … up to 8 s, each between half and all of it (so clients refused together spread out). */
function backoffMs(attempt: number): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** The code of a failed fetch's cause (undici puts the socket's error there). */
function causeCode(thrown: unknown): string | undefined {
  const cause = (thrown as { cause?: { code?: unknown } } | null)?.cause;
  return typeof cause?.code === 'string' ? cause.code : undefined;
}

const notSent = (thrown: unknown) => NOT_SENT_CODES.has(causeCode(thrown) ?? '');

function connectionError(thrown: unknown, spec: RequestSpec, timeout: number): ProofpayConnectionError {
  const timedOut = (thrown as { name?: unknown } | null)?.name === 'TimeoutError';
  const reason = timedOut ? `no answer within ${timeout} ms` : (causeCode(thrown) ?? (thrown instanceof Error ? thrown.message : String(thrown)));
  return new ProofpayConnectionError(
    { status: 0, code: timedOut ? 'timeout' : 'connection_error', message: `${spec.method} ${spec.path} got no answer: ${reason}` },
    { cause: thrown },
  );
}

function aborted(spec: RequestSpec, signal: AbortSignal): ProofpayAbortError {
  return new ProofpayAbortError(
    { status: 0, code: 'aborted', message: `${spec.method} ${spec.path} was aborted by the caller's signal` },
    { cause: signal.reason },
  );
}
