import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Test } from 'tap';

/** What the proxy does to one call. */
export type RpcFault = 'fail' | 'error' | 'drop' | 'delay' | 'truncate';

/** Calls held rather than failed: `hang` is never answered, `slow` is answered late. */
export type RpcStall = 'hang' | 'slow';

export interface FaultyRpc {
  /** The proxy's URL: give it to the service as the chain's RPC URL. */
  url: string;
  /** Where calls are forwarded (an anvil's RPC URL); may be changed at any time. */
  target: string;
  /** The share of calls (0 to 1) that get a fault; 0 forwards every call untouched. */
  faultShare: number;
  /** When set, this many more calls are served as above, and every call after them fails (HTTP 503). */
  callsLeft: number | undefined;
  /** How many calls were forwarded untouched, and how many got each fault. */
  counts: Record<RpcFault | 'ok', number>;
  /** The share of calls (0 to 1) never answered: the proxy holds the connection until the caller closes it (or teardown). */
  hangShare: number;
  /** The share of calls (0 to 1) answered late, after a delay drawn between `slowMs[0]` and `slowMs[1]`. */
  slowShare: number;
  slowMs: [number, number];
  /** When set, this many next calls hang (before any share is drawn); counted in `stalls.hang`. */
  hangNext: number;
  /** How many calls were held by each stall (those calls are not in `counts`). */
  stalls: Record<RpcStall, number>;
  /** How many hung calls' connections are still open: the caller has not given up on them yet. */
  holding(): number;
  /**
   * When set, awaited before each call is served (with the call's JSON-RPC method): a test can hold
   * one call of a watcher pass and do something else meanwhile, at a point of its choosing.
   */
  beforeCall: ((method: string) => Promise<void> | void) | undefined;
  /** Restarts the fault sequence from `seed`, so that a run's faults depend on its seed only. */
  reseed(seed: number): void;
}

const FAULTS: RpcFault[] = ['fail', 'error', 'drop', 'delay', 'truncate'];

/** mulberry32: a small seeded generator, so a run's faults are the same every time. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A JSON-RPC proxy in front of `target`, closed on teardown. A seeded sequence picks which calls
 * get a fault and which: `fail` (HTTP 503), `error` (a JSON-RPC internal error, -32603), `drop`
 * (the connection closed without an answer), `delay` (forwarded after `delayMs`), `truncate` (the
 * answer cut in half). `callsLeft` cuts the RPC off after a number of calls.
 * With `hangShare` or `slowShare` set, a second seeded sequence (drawn from only then, so the
 * faults' sequence is the same with or without stalls) first picks the calls to `hang` (never
 * answered) or to make `slow` (forwarded untouched after a delay within `slowMs`); the others are
 * served as above. Held connections and pending delays are ended on teardown.
 */
export async function startFaultyRpc(t: Test, target: string, { faultShare = 0, seed = 55, delayMs = 150 } = {}): Promise<FaultyRpc> {
  let random = seeded(seed);
  const stallRandom = seeded(seed ^ 0x5a5a5a5a);
  const counts: FaultyRpc['counts'] = { ok: 0, fail: 0, error: 0, drop: 0, delay: 0, truncate: 0 };
  const stalls: FaultyRpc['stalls'] = { hang: 0, slow: 0 };
  const held = new Set<Socket>();
  const slowTimers = new Set<NodeJS.Timeout>();
  const stallOf = (): RpcStall | undefined => {
    if (proxy.hangShare + proxy.slowShare <= 0) return undefined;
    const draw = stallRandom();
    return draw < proxy.hangShare ? 'hang' : draw < proxy.hangShare + proxy.slowShare ? 'slow' : undefined;
  };
  const slowly = () =>
    new Promise<void>((resolve) => {
      const [min, max] = proxy.slowMs;
      const timer = setTimeout(
        () => {
          slowTimers.delete(timer);
          resolve();
        },
        min + stallRandom() * (max - min),
      );
      slowTimers.add(timer);
    });
  const forward = async (body: string) => (await fetch(proxy.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).text();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (proxy.beforeCall) {
        let method = '';
        try {
          method = String((JSON.parse(body) as { method?: unknown }).method ?? '');
        } catch {
          // not JSON: served (and failed by the target) as it is
        }
        await proxy.beforeCall(method);
      }
      const cutOff = proxy.callsLeft !== undefined && proxy.callsLeft-- <= 0;
      const next = !cutOff && proxy.hangNext > 0;
      if (next) proxy.hangNext--;
      const stall = cutOff ? undefined : next ? 'hang' : stallOf();
      if (stall === 'hang') {
        stalls.hang++;
        held.add(request.socket); // read, never answered
        request.socket.on('close', () => held.delete(request.socket));
        return;
      }
      if (stall === 'slow') {
        stalls.slow++;
        try {
          await slowly();
          if (request.socket.destroyed) return; // the caller gave up meanwhile
          const answer = await forward(body);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(answer);
        } catch {
          request.socket.destroy();
        }
        return;
      }
      const fault = cutOff ? 'fail' : random() < proxy.faultShare ? FAULTS[Math.floor(random() * FAULTS.length)]! : undefined;
      counts[fault ?? 'ok']++;
      try {
        if (fault === 'fail') return response.writeHead(503).end('service unavailable');
        if (fault === 'drop') return request.socket.destroy();
        if (fault === 'error') {
          const id = (JSON.parse(body) as { id?: unknown }).id ?? null;
          response.writeHead(200, { 'content-type': 'application/json' });
          return response.end(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message: 'internal error' } }));
        }
        if (fault === 'delay') await new Promise((resolve) => setTimeout(resolve, delayMs));
        const answer = await forward(body);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(fault === 'truncate' ? answer.slice(0, Math.floor(answer.length / 2)) : answer);
      } catch {
        request.socket.destroy(); // the target is gone: as a dead RPC, no answer
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const timer of slowTimers) clearTimeout(timer);
    for (const socket of held) socket.destroy();
    server.closeAllConnections();
    server.close();
  });
  const proxy: FaultyRpc = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    target,
    faultShare,
    callsLeft: undefined,
    counts,
    hangShare: 0,
    slowShare: 0,
    slowMs: [2_000, 8_000],
    hangNext: 0,
    stalls,
    holding: () => held.size,
    beforeCall: undefined,
    reseed: (next) => {
      random = seeded(next);
    },
  };
  return proxy;
}
