import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import { Webhook } from 'standardwebhooks';
import { closeNow } from './close-now.js';

/** One request a receiver got, and whether each secret given verifies it with the standardwebhooks package. */
export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
  json: any;
  /** `new Webhook(secret).verify(body, headers)` succeeded, per secret, in the order of `secrets`. */
  verifiedWith: boolean[];
}

/**
 * How the receiver answers one request: a status (with headers, and a body instead of
 * `answered <status>`), sent once `after` settles if given; or `hang` (never answer).
 */
export type Answer = { status: number; headers?: Record<string, string>; body?: string; after?: Promise<unknown> } | 'hang';

export interface Receiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  /** Secrets a request is checked against (the merchant's copy of the signing secret). */
  secrets: string[];
  /** Answers for the next requests, used in order; afterwards every request gets 200. */
  answers: Answer[];
  /** Stops listening: connections are then refused at this port until `listen` again. */
  close(): Promise<void>;
  listen(): Promise<void>;
  /** Resolves when `count` requests have arrived. */
  waitFor(count: number): Promise<ReceivedWebhook[]>;
}

/** A real HTTP receiver on 127.0.0.1 that records and verifies every delivery, closed on teardown. */
export async function startReceiver(t: Test, path = '/hooks'): Promise<Receiver> {
  const waiters: { count: number; resolve: () => void }[] = [];
  const hanging = new Set<http.ServerResponse>();
  const receiver: Receiver = {
    url: '',
    port: 0,
    received: [],
    secrets: [],
    answers: [],
    close: () => closeNow(server, hanging),
    listen: () => new Promise<void>((resolve) => server.listen(receiver.port, '127.0.0.1', resolve)),
    waitFor: (count) =>
      new Promise((resolve) => {
        const check = () => receiver.received.length >= count;
        if (check()) return resolve(receiver.received.slice(0, count));
        waiters.push({ count, resolve: () => resolve(receiver.received.slice(0, count)) });
      }),
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
      const verifiedWith = receiver.secrets.map((secret) => {
        try {
          new Webhook(secret).verify(body, headers);
          return true;
        } catch {
          return false;
        }
      });
      receiver.received.push({ headers, body, json: JSON.parse(body), verifiedWith });
      for (const waiter of waiters.filter((w) => receiver.received.length >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
      const answer = receiver.answers.shift() ?? { status: 200 };
      if (answer === 'hang') {
        hanging.add(response);
        return;
      }
      const respond = () => {
        response.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
        response.end(answer.body ?? `answered ${answer.status}`);
      };
      if (answer.after) void answer.after.then(respond, respond);
      else respond();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}${path}`;
  t.teardown(() => (server.listening ? receiver.close() : undefined));
  return receiver;
}
