import { defineSettings } from '../core/config/config.js';

declare module '../core/config/config.js' {
  interface Config {
    /** Trust X-Forwarded-For from a proxy in front, for per-IP limits. */
    trustProxy: boolean;
    http: {
      bodyLimitBytes: number;
      batchBodyLimitBytes: number;
      shutdownTimeoutMs: number;
    };
    /** Fixed-window quotas, counted in Postgres so every API process shares them. */
    rateLimit: {
      /** Per secret key (requests with a key). */
      keyQuota: number;
      keyWindowS: number;
      /** Per client IP address (every limited request, and the only limit on public endpoints). */
      ipQuota: number;
      ipWindowS: number;
    };
  }
}

/** The HTTP kernel's settings: the proxy in front, body limits, shutdown, and the rate limits' quotas. */
export const httpSettings = defineSettings('http', (read) => ({
  trustProxy: read.bool('TRUST_PROXY', false, 'Trust `X-Forwarded-For` from a proxy in front (for per-IP limits).'),
  http: {
    bodyLimitBytes: read.int('BODY_LIMIT_BYTES', 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024 }, 'Largest JSON request body.'),
    batchBodyLimitBytes: read.int(
      'BATCH_BODY_LIMIT_BYTES',
      16 * 1024 * 1024,
      { min: 1024, max: 256 * 1024 * 1024 },
      'Largest body of a batch verification request.',
    ),
    shutdownTimeoutMs: read.int('HTTP_SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 600_000 }, 'How long the API waits for requests in flight on shutdown.'),
  },
  rateLimit: {
    keyQuota: read.int('RATE_LIMIT_KEY_QUOTA', 100, { min: 1, max: 1_000_000 }, 'Requests per secret key per window.'),
    keyWindowS: read.int('RATE_LIMIT_KEY_WINDOW_S', 60, { min: 1, max: 86_400 }, 'The window of `RATE_LIMIT_KEY_QUOTA`, in seconds.'),
    ipQuota: read.int('RATE_LIMIT_IP_QUOTA', 300, { min: 1, max: 1_000_000 }, 'Requests per client IP per window (the only limit on public endpoints).'),
    ipWindowS: read.int('RATE_LIMIT_IP_WINDOW_S', 60, { min: 1, max: 86_400 }, 'The window of `RATE_LIMIT_IP_QUOTA`, in seconds.'),
  },
}));
