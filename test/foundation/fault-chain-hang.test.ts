import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { freePort } from '../../src/core/db/embedded.js';
import { startTestApp } from '../helpers/app.js';
import { eventually } from '../helpers/processes.js';
import { scaled } from '../helpers/load.js';
import { LOCAL_REGISTRY_FIXTURE } from '../helpers/chain-registry.js';
import { startLocalChain } from '../helpers/chain.js';
import { caller, newProject } from '../helpers/platform.js';

// A chain RPC that accepts connections and never answers (a hung node, a black-holed proxy) must
// not hang anything: the watcher's calls fail after the RPC time limit (CHAIN_RPC_TIMEOUT_MS, set
// short here, and scaled so that the real anvil still answers within it on a busy machine), and
// health names the chain.
const RPC_TIMEOUT_MS = scaled(1_500);
t.test('a hung chain RPC: the watcher gives up within its time limit, health says which chain, and the service stays up', async (t) => {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const hung = net.createServer((socket) => {
    accepted++;
    sockets.add(socket); // accepted, read, never answered
    socket.on('close', () => sockets.delete(socket));
  });
  const hungPort = await freePort();
  await new Promise<void>((resolve) => hung.listen(hungPort, '127.0.0.1', resolve));
  t.teardown(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => hung.close(() => resolve()));
  });
  const anvil = await startLocalChain(t);

  // Two chains: the real local anvil, and a second one whose RPC is the silent server.
  const fixture = JSON.parse(fs.readFileSync(LOCAL_REGISTRY_FIXTURE, 'utf8'));
  const hungChain = { ...fixture.chains[0], key: 'local-hung', chain_id: 31338, name: 'Hung chain', rpc_url_env: 'RPC_URL_LOCAL_HUNG' };
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-hung-')), 'registry.json');
  fs.writeFileSync(file, JSON.stringify({ ...fixture, chains: [fixture.chains[0], hungChain] }));
  const app = await startTestApp(t, {
    env: {
      CHAIN_REGISTRY_FILE: file,
      RPC_URL_LOCAL_ANVIL: anvil.rpcUrl,
      RPC_URL_LOCAL_HUNG: `http://127.0.0.1:${hungPort}`,
      PAYMENTS_WATCH_INTERVAL_MS: '200',
      CHAIN_RPC_TIMEOUT_MS: String(RPC_TIMEOUT_MS),
    },
  });

  // Health reads what the watchers record: the hung chain shows once its watcher's pass timed out,
  // beside the real chain once its watcher's pass succeeded (the state asserted below, waited for).
  const report = await eventually(
    async () => {
      const answer = (await (await app.request('/v1/health')).json()) as { status: string; checks: { chains: Record<string, { status: string }> } };
      const { 'local-hung': hung, 'local-anvil': anvilChain } = answer.checks.chains;
      return hung?.status === 'down' && anvilChain?.status === 'ok' ? answer : undefined;
    },
    { intervalMs: 250, what: 'the hung chain reported down beside the real one ok' },
  );
  t.equal(report.status, 'degraded', 'a chain down degrades the service, it does not take it down');
  t.match(report.checks.chains, {
    'local-anvil': { status: 'ok', head_block: Number },
    'local-hung': { status: 'down', error: `no answer within ${RPC_TIMEOUT_MS} ms` },
  });
  t.notMatch(JSON.stringify(report), new RegExp(String(hungPort)), 'the RPC address is not shown');
  t.ok(accepted >= 1, 'the silent server was reached: the RPC was accepted, never refused');

  // A customer's transaction hash submitted on the hung chain: a 502 once the time limit passes, in
  // the same plain words, naming no address.
  const ada = await caller(app, 'ada@example.test');
  const { secretKeys } = await newProject(ada, 'Acme', { name: 'Acme', receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' });
  const session = (await (await app.request('/v1/checkout/sessions', { method: 'POST', token: secretKeys.test, json: { amount_usd: 5 } })).json()) as {
    id: string;
  };
  const submitted = await app.request(`/c/${session.id}/payments`, { method: 'POST', json: { chain: 'local-hung', tx_hash: `0x${'ab'.repeat(32)}` } });
  t.equal(submitted.status, 502);
  const refusal = await submitted.json();
  t.same(refusal, { error: { code: 'onchain_unavailable', message: `local-hung did not answer (no answer within ${RPC_TIMEOUT_MS} ms); retry shortly` } });

  // Other requests are not held up by the hung chain meanwhile.
  const jwks = await app.request('/v1/.well-known/jwks.json');
  t.equal(jwks.status, 200);
});
