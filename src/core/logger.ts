import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Log lines are gathered up to about this many bytes and written together, so that the API's
 * busiest path pays one write per buffer, not one per request line. Lines reach stdout
 * when the buffer fills, within LOG_FLUSH_INTERVAL_MS otherwise, and synchronously when the
 * process exits.
 */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 200;

type Destination = ReturnType<typeof pino.destination>;

/**
 * Gathers lines in a list and hands them to the destination a buffer's worth at a time. At every
 * write it is given, the destination (sonic-boom) measures the byte length of the pending text it
 * appends to (up to 16 KB): one write per line would pay that measure per line; here a line costs
 * a push.
 * Lengths are counted in characters: log lines are mostly ASCII, and the bound is only a batch size.
 */
class GatheredLines {
  #lines: string[] = [];
  #chars = 0;

  constructor(private readonly destination: Destination) {}

  write(line: string): boolean {
    this.#lines.push(line);
    this.#chars += line.length;
    if (this.#chars >= LOG_BUFFER_BYTES) this.#handOver();
    return true;
  }

  /** pino's `logger.flush(callback)`: the callback runs once everything logged so far is written. */
  flush(callback?: (error?: Error) => void): void {
    this.#handOver();
    this.destination.flush(callback);
  }

  flushSync(): void {
    this.#handOver();
    this.destination.flushSync();
  }

  #handOver(): void {
    if (this.#lines.length === 0) return;
    const text = this.#lines.join('');
    this.#lines = [];
    this.#chars = 0;
    this.destination.write(text);
  }
}

/** Every logger of the process, written out synchronously as it exits (one listener for them all). */
const gathered = new Set<GatheredLines>();
let flushesOnExit = false;

function flushAllSync(): void {
  for (const lines of gathered) {
    try {
      lines.flushSync();
    } catch {
      // Destroyed as the process exits, after its final synchronous flush: nothing left to write.
    }
  }
}

/**
 * pino's ISO time without a Date and its formatting per line (half a microsecond of each request's
 * line): the text up to the second is made once per second, the milliseconds are appended.
 */
function isoTimeBySecond(): () => string {
  let second = Number.NaN;
  let upToSecond = '';
  return () => {
    const now = Date.now();
    const thisSecond = Math.floor(now / 1000);
    if (thisSecond !== second) {
      second = thisSecond;
      // `,"time":"2026-11-28T09:23:45.` of 2026-11-28T09:23:45.000Z
      upToSecond = `,"time":"${new Date(thisSecond * 1000).toISOString().slice(0, 20)}`;
    }
    return `${upToSecond}${String(now - thisSecond * 1000).padStart(3, '0')}Z"`;
  };
}

export function createLogger(level: string, bindings: Record<string, unknown> = {}): Logger {
  const lines = new GatheredLines(pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES }));
  gathered.add(lines);
  if (!flushesOnExit) {
    flushesOnExit = true;
    process.on('exit', flushAllSync);
  }
  setInterval(() => {
    try {
      lines.flush();
    } catch {
      // Destroyed as the process exits, after its final synchronous flush: nothing left to write.
    }
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return pino(
    {
      level,
      base: { service: 'proofpay', pid: process.pid, ...bindings },
      timestamp: isoTimeBySecond(),
      // Secrets never reach the logs, whichever code path logs a request or a config.
      redact: ['req.headers.authorization', 'headers.authorization', '*.secret', '*.password'],
    },
    lines,
  );
}
