/**
 * Webhook delivery latency and throughput (docs/performance.md#webhook-delivery): an API and a worker in this process
 * on a private embedded Postgres, one test endpoint at a real HTTP receiver on 127.0.0.1. Each event
 * comes from a real state change, a checkout session expired by the merchant (the transaction that
 * also records the event and its delivery job). Latency runs from the moment that transaction's
 * COMMIT returns to the moment the receiver answers 2xx, for:
 *   - paced: 1,000 expiries one after another, each waiting for its delivery (the latency a
 *     merchant sees on an idle service);
 *   - burst: 1,000 expiries committed by 8 concurrent clients as fast as they can, without waiting
 *     for deliveries (deliveries/s: from the first commit to the last 2xx).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { Webhook } from 'standardwebhooks';
import { checkoutSessionEvents } from '../src/checkout/payment-ledger.js';
import { expireSession } from '../src/checkout/sessions.js';
import { PROJECT_DELIVERY_SLOTS } from '../src/webhooks/endpoints.js';
import { startInProcessService } from './in-process-service.js';

const EVENTS = 1000;
const BURST_CLIENTS = 8;

const service = await startInProcessService({ worker: true });
const { app, projectId, testKey } = service;
const { db, config } = app;
await db.query(`UPDATE projects SET receiving_address = '0x52908400098527886E0F7030069857D2E4169EE7' WHERE id = $1`, [projectId]);

// The receiver: verifies each delivery as a merchant would, then notes when it answered.
const committedAt = new Map<string, number>();
const answeredAt = new Map<string, number>();
const waiting = new Map<string, () => void>();
let failures = 0;
let verifier: Webhook;
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      verifier.verify(body, request.headers as Record<string, string>);
    } catch {
      failures++;
    }
    response.end('ok', () => {
      const sessionId = (JSON.parse(body) as { data: { object: { id: string } } }).data.object.id;
      answeredAt.set(sessionId, performance.now());
      waiting.get(sessionId)?.();
    });
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const endpointResponse = await app.request('/v1/webhook_endpoints', {
  method: 'POST',
  token: testKey,
  json: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, enabled_events: ['checkout.session.expired'] },
});
const endpoint = (await endpointResponse.json()) as { secret: string };
verifier = new Webhook(endpoint.secret);

async function newSessions(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let k = 0; k < count; k++) {
    const response = await app.request('/v1/checkout/sessions', { method: 'POST', token: testKey, json: { amount_usd: 1 } });
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

const scope = { projectId, network: 'testnet' as const };
/** Expires the session; `delivered` resolves when the receiver has answered its delivery. */
async function expire(sessionId: string): Promise<{ delivered: Promise<void> }> {
  const delivered = new Promise<void>((resolve) => waiting.set(sessionId, resolve));
  await expireSession(db, checkoutSessionEvents(config.publicBaseUrl), scope, sessionId);
  committedAt.set(sessionId, performance.now());
  return { delivered };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
function report(name: string, ids: string[], wallMs: number) {
  const latencies = ids.map((id) => answeredAt.get(id)! - committedAt.get(id)!).sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `${name.padEnd(6)} ${ids.length} events: commit→2xx p50 ${ms(percentile(latencies, 50))}, p99 ${ms(percentile(latencies, 99))}, max ${ms(latencies.at(-1)!)}; ${(ids.length / (wallMs / 1000)).toFixed(0)} deliveries/s`,
  );
}

console.log(
  `node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model}), load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
console.log(
  `webhook delivery concurrency ${config.worker.concurrency.webhooks} (${PROJECT_DELIVERY_SLOTS} per project); receiver on 127.0.0.1; every delivery verified with standardwebhooks`,
);

// Warm-up: connections, JIT, prepared plans.
for (const id of await newSessions(50)) await (await expire(id)).delivered;

const paced = await newSessions(EVENTS);
let started = performance.now();
for (const id of paced) await (await expire(id)).delivered;
report('paced', paced, performance.now() - started);

const burst = await newSessions(EVENTS);
started = performance.now();
let next = 0;
const deliveries: Promise<void>[] = [];
await Promise.all(
  Array.from({ length: BURST_CLIENTS }, async () => {
    for (let k = next++; k < burst.length; k = next++) deliveries.push((await expire(burst[k]!)).delivered);
  }),
);
await Promise.all(deliveries);
report('burst', burst, performance.now() - started);
if (failures > 0) console.log(`${failures} deliveries did not verify`);

receiver.close();
await service.close();
