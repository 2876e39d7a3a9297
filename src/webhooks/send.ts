/** One webhook POST: no redirects followed, a deadline, the first bytes of the answer kept. */
import http from 'node:http';
import https from 'node:https';
import type { Network } from '../core/network.js';
import { checkLiteralHost, safeLookup } from './url-safety.js';

/** What an attempt learnt: the receiver's status and first bytes, or why no answer came. */
export interface SendResult {
  status: number | null;
  body: string | null;
  error: string | null;
  /** The receiver's `Retry-After`, as given. */
  retryAfter: string | null;
  latencyMs: number;
}

/** Bytes of a receiver's answer kept with the attempt. */
export const RESPONSE_BODY_MAX_BYTES = 4096;

export function sendWebhook(url: URL, network: Network, headers: Record<string, string>, body: string, timeoutMs: number): Promise<SendResult> {
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
      request?.destroy();
      const text = status === null ? null : Buffer.concat(kept).toString('utf8');
      resolve({ status, body: text, error, retryAfter, latencyMs: Math.round(performance.now() - started) });
    };
    // A status that came in time counts even if the body is still streaming at the deadline.
    const deadline = setTimeout(() => finish(status === null ? `no answer within ${timeoutMs / 1000} s` : null), timeoutMs);
    let request: http.ClientRequest | undefined;
    try {
      checkLiteralHost(url, network);
      request = (url.protocol === 'https:' ? https : http).request(url, {
        method: 'POST',
        agent: false,
        lookup: safeLookup(network),
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Proofpay-Webhooks/1' },
      });
    } catch (error) {
      finish((error as Error).message);
      return;
    }
    request.on('response', (response) => {
      status = response.statusCode ?? null;
      const header = response.headers['retry-after'];
      retryAfter = typeof header === 'string' ? header : null;
      response.on('data', (chunk: Buffer) => {
        if (keptBytes < RESPONSE_BODY_MAX_BYTES) {
          const part = chunk.subarray(0, RESPONSE_BODY_MAX_BYTES - keptBytes);
          kept.push(part);
          keptBytes += part.length;
        }
        if (keptBytes >= RESPONSE_BODY_MAX_BYTES) finish(null);
      });
      response.on('end', () => finish(null));
      response.on('error', () => finish(null));
    });
    request.on('error', (error) => finish(error.message));
    request.end(body);
  });
}
