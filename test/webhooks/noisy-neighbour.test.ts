import type { Contract } from 'ethers';
import t from 'tap';
import { deliveryQueue, PROJECT_DELIVERY_SLOTS } from '../../src/webhooks/endpoints.js';
import { startTestApp } from '../helpers/app.js';
import { deployTestToken, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { RECEIVING } from '../payments/fixture.js';
import { mined } from '../../src/core/chain/mined.js';

// Two tenants on one worker, run as in production (not driven by the test): one has 14 endpoints
// whose receiver never answers and ten sessions' events queued for them; the other has one healthy
// endpoint and a customer who pays on chain with a plain ERC-20 transfer. Chain watching runs in
// a runner of its own, and the noisy tenant gets only its share of the delivery slots, so the
// quiet tenant's payment and webhook are not held up.
const chain = await startLocalChain(t);
const usdc: Contract = await deployTestToken(chain, 'USDC');
const usdt: Contract = await deployTestToken(chain, 'USDT');
await mined((usdc as any).mint(chain.deployer.address, 1_000_000_000_000n));
const registry = writeLocalRegistry(t, { chainId: chain.chainId, tokens: { USDC: await usdc.getAddress(), USDT: await usdt.getAddress() } });
const app = await startTestApp(t, {
  env: {
    CHAIN_REGISTRY_FILE: registry,
    RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
    PAYMENTS_WATCH_INTERVAL_MS: '250',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    // The hanging deliveries still running at the end are abandoned rather than awaited.
    WORKER_SHUTDOWN_TIMEOUT_MS: '500',
  },
});

async function tenant(email: string, receivingAddress: string) {
  const { projectId, secretKeys } = await newProject(await caller(app, email), email, { receiving_address: receivingAddress });
  const call = async (method: string, path: string, json?: unknown) => {
    const response = await app.request(path, { method, token: secretKeys.test, ...(json !== undefined ? { json } : {}) });
    return { status: response.status, body: (await response.json()) as any };
  };
  return { projectId, call };
}

t.test("a tenant whose endpoints hang does not hold up another tenant's payment, webhook or retries", async (t) => {
  const noisy = await tenant('mallory@noisy.test', '0x52908400098527886E0F7030069857D2E4169EE7');
  const hanging = await startReceiver(t);
  hanging.answers = Array.from({ length: 1000 }, () => 'hang' as const);
  const queues = new Set<string>();
  for (let k = 0; k < 14; k++) {
    const created = await noisy.call('POST', '/v1/webhook_endpoints', { url: `${hanging.url}/${k}` });
    t.equal(created.status, 201);
    queues.add(deliveryQueue(noisy.projectId, created.body.id));
  }
  for (let k = 0; k < 10; k++) {
    const session = (await noisy.call('POST', '/v1/checkout/sessions', { amount_usd: 3 + k })).body;
    t.equal((await noisy.call('POST', `/v1/checkout/sessions/${session.id}/expire`)).status, 200);
  }
  // Its deliveries hold a slot per queue its endpoints fall in (at most PROJECT_DELIVERY_SLOTS).
  await eventually(async () => (hanging.received.length >= queues.size ? true : undefined), { what: 'the noisy tenant’s deliveries to hang' });

  const quiet = await tenant('ada@quiet.test', RECEIVING);
  const receiver = await startReceiver(t);
  receiver.answers = [{ status: 500 }];
  const endpoint = (await quiet.call('POST', '/v1/webhook_endpoints', { url: receiver.url, enabled_events: ['checkout.session.completed'] })).body;
  receiver.secrets = [endpoint.secret];
  const session = (await quiet.call('POST', '/v1/checkout/sessions', { amount_usd: 19.99 })).body;
  const option = session.payment_options.find((o: any) => o.token === 'USDC');
  await mined((usdc as any).transfer(option.address, BigInt(option.amount_base_units)));
  await chain.mine(2); // the registry's confirmations
  const minedAt = Date.now();

  const completed = await eventually(
    async () => {
      const current = (await quiet.call('GET', `/v1/checkout/sessions/${session.id}`)).body;
      return current.status === 'completed' ? current : undefined;
    },
    { timeoutMs: 30_000, intervalMs: 200, what: 'the quiet tenant’s payment to complete within 30 s of being mined' },
  );
  t.equal(completed.status, 'completed', `completed ${Date.now() - minedAt} ms after its transfer was mined`);

  // The first attempt fails (500); the second comes on the schedule, about 5 s later.
  const [first, second] = await eventually(async () => (receiver.received.length >= 2 ? receiver.received : undefined), {
    timeoutMs: 30_000,
    what: 'the completion webhook, attempted twice',
  });
  t.equal(first!.json.type, 'checkout.session.completed');
  t.equal(first!.json.data.object.id, session.id);
  t.same(second!.verifiedWith, [true]);
  t.equal(second!.headers['webhook-id'], first!.headers['webhook-id'], 'the retry of the same event');
  // The receiver has the second request before the worker records its answer: wait for the record.
  const attempts = await eventually(
    async () => {
      const recorded = (await quiet.call('GET', `/v1/events/${first!.json.id}`)).body.deliveries[0].attempts;
      return recorded.length >= 2 ? recorded : undefined;
    },
    { what: 'both attempts recorded' },
  );
  const retryDelay = Date.parse(attempts[1].attempted_at) - Date.parse(attempts[0].attempted_at);
  t.ok(retryDelay >= 5_000 && retryDelay < 15_000, `retry #2 ran ${retryDelay} ms after #1 (scheduled 5 s)`);
  t.match(attempts, [{ response_status: 500 }, { response_status: 200, succeeded: true }]);

  const { rows } = await app.db.query<{ running: number }>(
    `SELECT count(*)::int AS running FROM graphile_worker._private_jobs j JOIN graphile_worker._private_job_queues q ON q.id = j.job_queue_id
      WHERE j.locked_at IS NOT NULL AND q.queue_name LIKE $1`,
    [`webhooks:${noisy.projectId}:%`],
  );
  t.ok(rows[0]!.running <= PROJECT_DELIVERY_SLOTS, `the noisy tenant runs ${rows[0]!.running} deliveries at once, at most its share`);
  t.ok(hanging.received.length < 14 * 10, 'its backlog is still waiting');
});
