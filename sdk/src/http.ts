import { errorFromAnswer, ProofpayConnectionError, type ProofpayError } from './errors.js';

export interface ClientOptions {
  /** The service's base URL, e.g. `https://pay.example.com` (no `/v1`). */
  baseUrl: string;
  /** Retries of a failed request that is safe to send again (README "Retries"); default 2. */
  maxRetries?: number;
  /** How long one attempt may take, answer body included, in milliseconds; default 60 000. */
  timeoutMs?: number;
  /** The fetch to send with; default the global one. */
  fetch?: typeof fetch;
  /** How the client waits between attempts; default a timer. A test passes one that returns at once. */
  sleep?: (ms: number) => Promise<void>;
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
   * The service does the work once however often the request arrives (or repeating it only
   * repeats a check): safe to resend after a 503, a timeout or a lost connection. Default: every
   * method but POST.
   */
  idempotent?: boolean;
  /** `bytes` answers the body as bytes (artifact downloads); default JSON. */
  answer?: 'json' | 'bytes';
}

const DEFAULT_MAX_RETRIES = 2;
const DEFAULT_TIMEOUT_MS = 60_000;
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** A `Retry-After` longer than this is not waited for: the error is thrown at once, with `retryAfterSeconds`. */
const MAX_RETRY_AFTER_MS = 60_000;
/** Connection failures before anything was sent: a request failing so never reached the service, whatever its method. */
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ENETUNREACH', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** `/v1/things/{id}` with each parameter percent-encoded: an id can never reach another path. */
export function path(strings: TemplateStringsArray, ...params: string[]): string {
  return strings.reduce((built, part, index) => built + (index > 0 ? encodeURIComponent(params[index - 1]!) : '') + part, '');
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends requests with a bearer credential and turns answers into values or ProofpayErrors,
 * retrying what is safe to retry (README "Retries"):
 * - 429: always. The rate limiter refuses before anything is done, whatever the method.
 * - a connection refused or a name not found: always; nothing was sent.
 * - 503, a timeout, a connection lost mid-request: only `idempotent` requests, since the
 *   service may have done the work before the answer was lost.
 * The wait is the answer's `Retry-After` when it has one, else an exponential backoff with jitter.
 */
export class HttpClient {
  private readonly baseUrl: string;
  private readonly maxRetries: number;
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(
    private readonly bearer: string,
    options: ClientOptions,
  ) {
    if (!options.baseUrl) throw new TypeError('baseUrl is required, e.g. https://pay.example.com');
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleep = options.sleep ?? defaultSleep;
  }

  async request<T>(spec: RequestSpec): Promise<T> {
    const idempotent = spec.idempotent ?? spec.method !== 'POST';
    const url = this.url(spec.path, spec.query);
    const headers: Record<string, string> = { Authorization: `Bearer ${this.bearer}`, Accept: spec.answer === 'bytes' ? '*/*' : 'application/json' };
    if (spec.body !== undefined) headers['Content-Type'] = 'application/json';
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await this.fetch(url, {
          method: spec.method,
          headers,
          ...(body !== undefined ? { body } : {}),
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        if (response.ok) return (spec.answer === 'bytes' ? new Uint8Array(await response.arrayBuffer()) : await response.json()) as T;
      } catch (thrown) {
        const error = connectionError(thrown, spec, this.timeoutMs);
        if (attempt >= this.maxRetries || !(idempotent || notSent(thrown))) throw error;
        await this.sleep(backoffMs(attempt));
        continue;
      }
      const error = await answerError(response);
      const retryable = response.status === 429 || (response.status === 503 && idempotent);
      const waitMs = error.retryAfterSeconds === undefined ? backoffMs(attempt) : error.retryAfterSeconds * 1000;
      if (!retryable || attempt >= this.maxRetries || waitMs > MAX_RETRY_AFTER_MS) throw error;
      await this.sleep(waitMs);
    }
  }

  private url(path: string, query: Record<string, QueryValue> | undefined): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(name, String(value));
    const text = search.toString();
    return `${this.baseUrl}${path}${text ? `?${text}` : ''}`;
  }
}

async function answerError(response: Response): Promise<ProofpayError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
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

function connectionError(thrown: unknown, spec: RequestSpec, timeoutMs: number): ProofpayConnectionError {
  const timedOut = (thrown as { name?: unknown } | null)?.name === 'TimeoutError';
  const reason = timedOut ? `no answer within ${timeoutMs} ms` : (causeCode(thrown) ?? (thrown instanceof Error ? thrown.message : String(thrown)));
  return new ProofpayConnectionError({
    status: 0,
    code: timedOut ? 'timeout' : 'connection_error',
    message: `${spec.method} ${spec.path} got no answer: ${reason}`,
  });
}
