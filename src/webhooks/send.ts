/** One webhook POST: no redirects followed, a connect deadline and an answer deadline, an excerpt of the answer kept. */
import http from 'node:http';
import https from 'node:https';
import { checkLiteralHost, safeLookup } from './url-safety.js';

/** What an attempt learnt: the receiver's status and an excerpt of its answer, or why no answer came. */
export interface SendResult {
  status: number | null;
  /** `responseExcerpt` of the answer's body. */
  body: string | null;
  error: string | null;
  /** The receiver's `Retry-After`, as given. */
  retryAfter: string | null;
  latencyMs: number;
}

export interface SendOptions {
  /** The receiver must have answered (its status) within this. */
  timeoutMs: number;
  /** The connection (and its TLS handshake) must be up within this. */
  connectTimeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: connect to any address, the service's own network included. */
  allowPrivateUrls: boolean;
}

/** Characters of a receiver's answer kept with an attempt and shown by the API. */
export const RESPONSE_EXCERPT_MAX_CHARS = 256;
/** Bytes of an answer read: enough for the excerpt. */
const RESPONSE_READ_MAX_BYTES = 1024;

/**
 * A short plain-text excerpt of a receiver's answer: control and format characters (line breaks,
 * escapes, bidirectional overrides) become single spaces, then at most 256 characters remain. The
 * answer comes from a server the merchant names, so no more of it is shown than helps debugging.
 */
export function responseExcerpt(text: string): string {
  const plain = text.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]+/gu, ' ').trim();
  return Array.from(plain).slice(0, RESPONSE_EXCERPT_MAX_CHARS).join('');
}

export function sendWebhook(url: URL, headers: Record<string, string>, body: string, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    let status: number | null = null;
    let retryAfter: string | null = null;
    const kept: Buffer[] = [];
    let keptBytes = 0;
    let settled = false;
    const finish = (error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      clearTimeout(connectDeadline);
      request?.destroy();
      const text = status === null ? null : responseExcerpt(Buffer.concat(kept).toString('utf8'));
      resolve({ status, body: text, error, retryAfter, latencyMs: Math.round(performance.now() - started) });
    };
    // A status that came in time counts even if the body is still streaming at the deadline.
    const deadline = setTimeout(() => finish(status === null ? `no answer within ${options.timeoutMs / 1000} s` : null), options.timeoutMs);
    // A receiver that cannot be reached fails fast and frees the delivery slot for the next one.
    const connectDeadline = setTimeout(() => finish(`no connection within ${options.connectTimeoutMs / 1000} s`), options.connectTimeoutMs);
    let request: http.ClientRequest | undefined;
    try {
      if (!options.allowPrivateUrls) checkLiteralHost(url);
      request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'POST',
        agent: false,
        ...(options.allowPrivateUrls ? {} : { lookup: safeLookup }),
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Proofpay-Webhooks/1' },
      });
    } catch (error) {
      finish((error as Error).message);
      return;
    }
    request.on('socket', (socket) => {
      socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => clearTimeout(connectDeadline));
    });
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      const header = response.headers['retry-after'];
      retryAfter = typeof header === 'string' ? header : null;
      response.on('data', (chunk: Buffer) => {
        if (keptBytes < RESPONSE_READ_MAX_BYTES) {
          const part = chunk.subarray(0, RESPONSE_READ_MAX_BYTES - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        }
        if (keptBytes >= RESPONSE_READ_MAX_BYTES) finish(null);
      });
      response.on('end', () => finish(null));
      response.on('error', () => finish(null));
    });
    request.on('error', (error) => finish(error.message));
    request.end(body);
  });
}
