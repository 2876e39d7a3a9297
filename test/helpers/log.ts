import { pino } from 'pino';
import { createLogger, type Logger } from '../../src/core/logger.js';

/** Tests provoke failures on purpose, so they log only fatal errors unless LOG_LEVEL asks for more. */
export const testLogLevel = process.env.LOG_LEVEL ?? 'fatal';
export const testLog = createLogger(testLogLevel, { role: 'test' });

/** A logger that keeps every line it writes, parsed, for tests that assert what was logged (and at which level). */
export function memoryLog(level = 'info'): { log: Logger; lines: Record<string, any>[] } {
  const lines: Record<string, any>[] = [];
  return { log: pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) }), lines };
}
