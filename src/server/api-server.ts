import type { AddressInfo } from 'node:net';
import { ConfigError } from '../core/config/config.js';
import { createHttpServer } from '../http/server.js';
import { createServiceDeps } from './deps.js';
import { serviceApp } from './routes.js';
import { trackQueue } from '../core/metrics.js';
import type { Runtime } from './runtime.js';

export interface ApiServer {
  port: number;
  url: string;
  /** Stops taking connections and waits (within the shutdown bound) for requests in flight. */
  close(): Promise<void>;
}

export async function startApiServer(runtime: Runtime): Promise<ApiServer> {
  const { config, log, db } = runtime;
  const deps = createServiceDeps({ config, db, log });
  trackQueue(db); // the queue gauges are read from Postgres at scrape time
  await deps.receipts.current(); // the first process to start creates the first receipt key
  const app = serviceApp(deps);
  const server = createHttpServer(app.callback());
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      // An operator's mistake, not a fault: say which setting to change, without a stack trace.
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES' || error.code === 'EADDRNOTAVAIL') {
        const why =
          error.code === 'EADDRINUSE'
            ? 'is already in use'
            : error.code === 'EACCES'
              ? 'needs privileges this process lacks'
              : 'is not an address of this machine';
        reject(new ConfigError([`PORT/HOST: ${config.host}:${config.port} ${why}`]));
      } else reject(error);
    });
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
