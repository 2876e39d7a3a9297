import { createLogger } from '../../src/logger.js';

/** Tests log warnings and worse unless LOG_LEVEL asks for more. */
export const testLog = createLogger(process.env.LOG_LEVEL ?? 'warn', { role: 'test' });
