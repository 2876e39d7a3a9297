import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import { closeNow } from './close-now.js';

/**
 * What the proxy does with one request:
 * - `pass`: forwards it to the target and relays the answer;
 * - `{status, headers}`: answers it itself, never forwarding (a 503 or 429 of a load balancer);
 * - `reset`: reads it, then drops the connection without forwarding (lost on the way);
 * - `forward-then-reset`: forwards it, lets the target answer, then drops the connection (the work
 *   was done, the answer lost);
 * - `forward-then-hang`: forwards it, lets the target answer, then never answers (the work was
 *   done, the client times out);
 * - `hang`: never answers.
 */
export type ProxyAction =
  | 'pass'
  | 'reset'
  | 'forward-then-reset'
  | 'forward-then-hang'
  | 'hang'
  | { status: number; headers?: Record<string, string>; body?: string };

export interface FaultProxy {
  url: string;
  /** Actions for the next requests, used in order; afterwards every request passes. */
  actions: ProxyAction[];
  /** How many requests the target received through the proxy. */
  forwarded: number;
  /** Stops listening: connections are refused at this port until `listen`. */
  close(): Promise<void>;
  listen(): Promise<void>;
}

/** A real HTTP proxy on 127.0.0.1 in front of `target`, failing requests as told; closed on teardown. */
export async function startFaultProxy(t: Test, target: string): Promise<FaultProxy> {
  const hanging = new Set<http.ServerResponse>();
  const forward = async (request: http.IncomingMessage, body: Buffer) => {
    proxy.forwarded++;
    const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'host' && name !== 'connection')) as Record<string, string>;
    return fetch(`${target}${request.url}`, { method: request.method!, headers, ...(body.length > 0 ? { body: new Uint8Array(body) } : {}) });
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const action = proxy.actions.shift() ?? 'pass';
      const body = Buffer.concat(chunks);
      if (action === 'reset') return request.socket.destroy();
      if (action === 'hang') return hanging.add(response);
      if (action === 'pass' || action === 'forward-then-reset' || action === 'forward-then-hang') {
        const answer = await forward(request, body);
        const text = Buffer.from(await answer.arrayBuffer());
        if (action === 'forward-then-reset') return request.socket.destroy();
        if (action === 'forward-then-hang') return hanging.add(response);
        // fetch decoded the body: its length and encoding are the relayed bytes' now.
        const relayed = [...answer.headers.entries()].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name));
        response.writeHead(answer.status, Object.fromEntries(relayed));
        return response.end(text);
      }
      response.writeHead(action.status, { 'content-type': 'application/json', ...action.headers });
      response.end(
        action.body ?? JSON.stringify({ error: { code: action.status === 429 ? 'rate_limited' : 'unavailable', message: `proxy answered ${action.status}` } }),
      );
    });
  });
  const proxy: FaultProxy = {
    url: '',
    actions: [],
    forwarded: 0,
    close: () => closeNow(server, hanging),
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  proxy.url = `http://127.0.0.1:${port}`;
  t.teardown(() => (server.listening ? proxy.close() : undefined));
  return proxy;
}
