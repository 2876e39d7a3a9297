import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Log lines are buffered up to this many bytes and written together: one write per request line
 * cost the API about a tenth of its CPU under load (bench/checkout.ts). Lines reach stdout when
 * the buffer fills, within LOG_FLUSH_INTERVAL_MS otherwise, and synchronously when the process exits.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 200;

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  const destination = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Destroyed as the process exits, after its final synchronous flush: nothing left to write.
    }
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return pino(
    {
      level,
      base: { service: 'proofpay', pid: process.pid, ...bindings },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Secrets never reach the logs, whichever code path logs a request or a config.
      redact: ['req.headers.authorization', 'headers.authorization', '*.secret', '*.password'],
    },
    destination,
  );
}
