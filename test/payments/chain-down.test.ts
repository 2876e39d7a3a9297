import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { JsonRpcProvider, Wallet } from 'ethers';
import t from 'tap';
import { paymentLedger } from '../../src/checkout/index.js';
import { receiptSignersFor } from '../../src/verification/index.js';
import { freePort } from '../../src/core/db/embedded.js';
import { watchChainOnce } from '../../src/checkout/payments/watcher.js';
import { startTestApp } from '../helpers/app.js';
import { ANVIL_DEPLOYER_KEY, binaryOf, deployTestToken } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { testLog } from '../helpers/log.js';
import { caller, newProject } from '../helpers/platform.js';
import { spawnTied } from '../helpers/processes.js';
import { RECEIVING } from './fixture.js';
import { mined } from '../../src/core/chain/mined.js';

// An anvil that keeps its chain in a state file across a stop (SIGTERM dumps it) and a restart on
// the same port: the RPC goes away and comes back with the same chain, as a provider outage does.
const port = await freePort();
const rpcUrl = `http://127.0.0.1:${port}`;
const stateFile = path.join(t.testdir(), 'anvil-state.json');
let anvil: ChildProcess | undefined;
const provider = new JsonRpcProvider(rpcUrl, 31337, { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
t.teardown(() => {
  provider.destroy();
  anvil?.kill('SIGKILL');
});
async function startAnvil() {
  anvil = spawnTied(binaryOf('anvil'), ['--host', '127.0.0.1', '--port', String(port), '--silent', '--state', stateFile], { stdio: 'ignore' });
  for (let tries = 0; ; tries++) {
    try {
      return await provider.getBlockNumber();
    } catch (error) {
      if (tries > 150) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100)); // bounded wait for the process to listen
    }
  }
}
async function stopAnvil() {
  const exited = new Promise((resolve) => anvil!.once('exit', resolve));
  anvil!.kill('SIGTERM');
  await exited;
}

await startAnvil();
const deployer = new Wallet(ANVIL_DEPLOYER_KEY, provider);
const chain = { rpcUrl, chainId: 31337, provider, deployer, mine: async () => {}, stop: stopAnvil };
const usdc = await deployTestToken(chain, 'USDC');
await mined((usdc as any).mint(deployer.address, 10n ** 12n));
const registry = writeLocalRegistry(t, {
  chainId: 31337,
  tokens: { USDC: await usdc.getAddress(), USDT: (await deployTestToken(chain, 'USDT')).target as string },
});
// A worker runs (so health has a live worker), but its watcher waits 10 minutes between passes: the test runs them.
const app = await startTestApp(t, { env: { CHAIN_REGISTRY_FILE: registry, RPC_URL_LOCAL_ANVIL: rpcUrl, PAYMENTS_WATCH_INTERVAL_MS: '600000' } });
const ada = await caller(app, 'ada@example.test');
const key = (await newProject(ada, 'Acme', { receiving_address: RECEIVING })).secretKeys.test;
const local = app.config.chains.chain('local-anvil')!;
const ledger = paymentLedger(app.config, { receipts: receiptSignersFor(app.config, app.db) });
const pass = () => watchChainOnce({ ...ledger, db: app.db, log: testLog, scanMaxBlocks: 1000 }, local);
const health = async () => {
  const response = await app.request('/v1/health');
  return { status: response.status, body: (await response.json()) as any };
};

t.test('RPC down: health reports the chain degraded; once it is back, detection catches up', async (t) => {
  await pass();
  const before = await health();
  t.equal(before.body.checks.chains['local-anvil'].status, 'ok');
  t.equal(before.body.status, 'ok');

  const session = (await (await app.request('/v1/checkout/sessions', { method: 'POST', token: key, json: { amount_usd: 25 } })).json()) as any;
  const option = session.payment_options[0];
  const tx = await (usdc as any).transfer(option.address, BigInt(option.amount_base_units));
  await mined(tx);

  await stopAnvil();
  await t.rejects(pass(), 'a pass fails while the RPC is down');
  const down = await health();
  t.equal(down.status, 200, 'still serving');
  t.equal(down.body.status, 'degraded');
  t.equal(down.body.checks.chains['local-anvil'].status, 'down');
  t.type(down.body.checks.chains['local-anvil'].error, 'string', 'with the reason');
  const stored = (await (await app.request(`/v1/checkout/sessions/${session.id}`, { token: key })).json()) as any;
  t.equal(stored.status, 'pending', 'nothing detected meanwhile');

  await startAnvil();
  await pass();
  const back = await health();
  t.equal(back.body.checks.chains['local-anvil'].status, 'ok');
  t.equal(back.body.status, 'ok');
  const caught = (await (await app.request(`/v1/checkout/sessions/${session.id}`, { token: key })).json()) as any;
  t.equal(caught.status, 'processing', 'the transfer sent before the outage is found');
  t.equal(caught.payment.tx_hash, tx.hash.toLowerCase());
});
