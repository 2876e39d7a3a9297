import { createLogger } from '../../src/core/logger.js';

/** Tests provoke failures on purpose, so they log only fatal errors unless LOG_LEVEL asks for more. */
export const testLogLevel = process.env.LOG_LEVEL ?? 'fatal';
export const testLog = createLogger(testLogLevel, { role: 'test' });
