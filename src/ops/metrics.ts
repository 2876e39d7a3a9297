import { timingSafeEqual } from 'node:crypto';
import { metricsRegistry } from '../core/metrics.js';

export interface MetricsAnswer {
  status: 200 | 401;
  contentType: string;
  body: string;
}

/**
 * The answer to a scrape: the registry's text when `authorization` is `Bearer <token>` (compared
 * in constant time), a 401 otherwise. Served on the API port (`GET /metrics`) and, for the worker
 * role, on METRICS_PORT.
 */
export async function answerScrape(token: string, authorization: string | undefined): Promise<MetricsAnswer> {
  const presented = Buffer.from(/^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    return { status: 401, contentType: 'text/plain; charset=utf-8', body: 'Send "Authorization: Bearer <METRICS_TOKEN>"\n' };
  }
  return { status: 200, contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}
