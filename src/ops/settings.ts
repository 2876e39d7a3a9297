import { defineSettings } from '../core/config/config.js';

declare module '../core/config/config.js' {
  interface Config {
    /** Prometheus metrics: off (404) unless METRICS_TOKEN is set; METRICS_PORT serves a worker-role process's own. */
    metrics: {
      token: string | undefined;
      port: number | undefined;
    };
  }
}

/** The ops feature's settings: who may scrape the metrics, and where a worker serves its own. */
export const opsSettings = defineSettings(
  'ops',
  (read) => ({
    metrics: {
      token: read.string('METRICS_TOKEN', undefined, {
        default: 'unset (metrics off: `/metrics` is a 404)',
        meaning:
          'Bearer token (at least 16 characters) that `GET /metrics` (Prometheus text, on the API port) requires. Names and sample queries: docs/reliability.md.',
      }),
      port: read.optionalInt(
        'METRICS_PORT',
        { min: 0, max: 65535 },
        'A `--role worker` process has no API port: with this (and `METRICS_TOKEN`) it serves its own `GET /metrics` (jobs, pool) on `HOST:METRICS_PORT`. In `all` the API port serves everything.',
      ),
    },
  }),
  ({ metrics }, problem) => {
    if (metrics.token !== undefined && metrics.token.length < 16) problem('METRICS_TOKEN: must be at least 16 characters');
    if (metrics.port !== undefined && metrics.token === undefined) problem('METRICS_PORT: needs METRICS_TOKEN (scrapes are authenticated)');
  },
);
