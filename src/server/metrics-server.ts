import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '../core/logger.js';
import { answerScrape } from '../ops/index.js';

/**
 * A worker process has no API port: with METRICS_PORT (and METRICS_TOKEN) set, it answers
 * `GET /metrics` there with its own metrics (jobs, pool); everything else is a 404.
 */
export async function startMetricsServer(host: string, port: number, token: string, log: Logger): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    answerScrape(token, request.headers.authorization).then(
      ({ status, contentType, body }) => response.writeHead(status, { 'Content-Type': contentType, 'Cache-Control': 'no-store' }).end(body),
      (error: unknown) => {
        log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  log.info({ host, port: bound }, 'worker metrics listening');
  return { port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
