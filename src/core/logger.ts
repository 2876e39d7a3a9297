import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  return pino({
    level,
    base: { service: 'proofpay', pid: process.pid, ...bindings },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Secrets never reach the logs, whichever code path logs a request or a config.
    redact: ['req.headers.authorization', 'headers.authorization', '*.secret', '*.password'],
  });
}
