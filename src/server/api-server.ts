import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../http/app.js';
import { createApiDeps } from '../http/deps.js';
import type { Runtime } from './runtime.js';

export interface ApiServer {
  port: number;
  url: string;
  /** Stops taking connections and waits (within the shutdown bound) for requests in flight. */
  close(): Promise<void>;
}

export async function startApiServer(runtime: Runtime): Promise<ApiServer> {
  const { config, log, db } = runtime;
  const deps = createApiDeps({ config, db, log });
  await deps.receipts.current(); // the first process to start creates the first receipt key
  const app = createApp(deps);
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  server.requestTimeout = 120_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  log.info({ host: config.host, port, public_base_url: config.publicBaseUrl }, 'API listening');
  return {
    port,
    url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), config.http.shutdownTimeoutMs);
        server.close(() => {
          clearTimeout(force);
          deps.close().then(resolve, resolve);
        });
        server.closeIdleConnections();
      }),
  };
}
