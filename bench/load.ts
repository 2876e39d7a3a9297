/**
 * The HTTP load a bench drives: autocannon in the bench process, or wrk (a C program, apt's `wrk`),
 * which costs the two cores less. autocannon's CPU per request is added to the service's and the
 * bare baseline's alike, which narrows their ratio; wrk's is smaller.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export type Generator = 'autocannon' | 'wrk';

export interface Load {
  method: 'GET' | 'POST';
  /** A fixed path, or one drawn per request. */
  path: string | (() => string);
  /** A fixed body, or one drawn per request. */
  body?: string | (() => string);
  headers?: Record<string, string>;
}

/** What one run of the load generator measured. */
export interface LoadResult {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  failed: number;
}

/** The headers every request of `load` carries. */
const headersOf = (load: Load): Record<string, string> => ({ 'content-type': 'application/json', ...load.headers });

/** A load's fixed path or body, or one drawn from it. */
const draw = (value: string | (() => string) | undefined) => (typeof value === 'function' ? value() : (value ?? ''));

/** The size of one answer to `load` from `baseUrl`, to show what each side sends per request. */
export async function answerBytes(baseUrl: string, load: Load): Promise<number> {
  const body = draw(load.body);
  const response = await fetch(baseUrl + draw(load.path), { method: load.method, headers: headersOf(load), ...(body ? { body } : {}) });
  if (!response.ok) throw new Error(`${baseUrl}: ${load.method} answered ${response.status}`);
  return (await response.arrayBuffer()).byteLength;
}

/** Drives `load` at `baseUrl` with `connections` for `seconds`. */
export function runLoad(generator: Generator, baseUrl: string, load: Load, connections: number, seconds: number): Promise<LoadResult> {
  return generator === 'wrk' ? runWrk(baseUrl, load, connections, seconds) : runAutocannon(baseUrl, load, connections, seconds);
}

async function runAutocannon(baseUrl: string, load: Load, connections: number, seconds: number): Promise<LoadResult> {
  const pickPath = typeof load.path === 'function' ? load.path : undefined;
  const pickBody = typeof load.body === 'function' ? load.body : undefined;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    headers: headersOf(load),
    requests: [
      {
        method: load.method,
        path: typeof load.path === 'string' ? load.path : '/',
        ...(typeof load.body === 'string' ? { body: load.body } : {}),
        ...(pickPath || pickBody
          ? {
              setupRequest: (request: Record<string, unknown>) => ({
                ...request,
                ...(pickPath ? { path: pickPath() } : {}),
                ...(pickBody ? { body: pickBody() } : {}),
              }),
            }
          : {}),
      },
    ],
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/** Requests wrk cycles through: paths and bodies drawn per request are drawn here, 10,000 of them, as wrk cannot call back. */
const WRK_REQUESTS = 10_000;
/** Sends each line of REQUESTS as one request: method, path and body separated by tabs (the body JSON has none). */
const WRK_SCRIPT = `
local lines = {}
for line in io.lines(os.getenv("REQUESTS")) do lines[#lines + 1] = line end
local next_line = 0
request = function()
  next_line = next_line % #lines + 1
  local method, path, body = lines[next_line]:match("^([^\t]*)\t([^\t]*)\t(.*)$")
  return wrk.format(method, path, nil, body ~= "" and body or nil)
end
done = function(summary, latency)
  io.write(string.format("RESULT %d %d %d %d %d\\n", summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end`;

async function runWrk(baseUrl: string, load: Load, connections: number, seconds: number): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-bench-wrk-'));
  try {
    const lines = Array.from({ length: WRK_REQUESTS }, () => `${load.method}\t${draw(load.path)}\t${draw(load.body)}`);
    fs.writeFileSync(path.join(dir, 'requests.tsv'), `${lines.join('\n')}\n`);
    fs.writeFileSync(path.join(dir, 'requests.lua'), WRK_SCRIPT);
    const headers = Object.entries(headersOf(load)).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const output = await new Promise<string>((resolve, reject) => {
      execFile(
        'wrk',
        ['-t1', `-c${connections}`, `-d${seconds}s`, '-s', path.join(dir, 'requests.lua'), ...headers, baseUrl],
        { env: { ...process.env, REQUESTS: path.join(dir, 'requests.tsv') } },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      );
    });
    const [requests, durationUs, p50Us, p99Us, failed] = /RESULT (\d+) (\d+) (\d+) (\d+) (\d+)/.exec(output)!.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    return { requests, seconds: durationUs / 1e6, p50: p50Us / 1000, p99: p99Us / 1000, failed };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
