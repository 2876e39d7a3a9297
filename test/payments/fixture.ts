import { paymentLedger } from '../../src/checkout/index.js';
import { receiptSignersFor } from '../../src/verification/index.js';
import fs from 'node:fs';
import { type Contract, Wallet } from 'ethers';
import type { Test } from 'tap';
import { watchChainOnce } from '../../src/checkout/payments/watcher.js';
import { withTransaction } from '../../src/core/db/pool.js';
import { settleSession } from '../../src/checkout/payments/session-state.js';
import { startTestApp, type TestApp } from '../helpers/app.js';
import { deployTestToken, type LocalChain, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { type FaultyRpc, startFaultyRpc } from '../helpers/faulty-rpc.js';
import { testLog } from '../helpers/log.js';
import { type Call, caller, newProject } from '../helpers/platform.js';
import { mined } from '../../src/core/chain/mined.js';

/** anvil's account #5 receives; the deployer (account #0) pays. */
export const RECEIVING_KEY = '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba';
export const RECEIVING = new Wallet(RECEIVING_KEY).address;

export interface PaymentsWorld {
  app: TestApp;
  /** CHAIN_REGISTRY_FILE and the RPC URL variables of this world, for service processes. */
  env: Record<string, string>;
  /** The second chain, when asked for. */
  mainnet: { chain: LocalChain; usdc: Contract } | undefined;
  chain: LocalChain;
  /** With `rpcProxy`, the fault-injecting proxy the service reaches the local chain through (no faults until asked). */
  rpc: FaultyRpc | undefined;
  usdc: Contract;
  usdt: Contract;
  key: string;
  liveKey: string;
  /** The project's organization's admin on the platform interface, and the project. */
  admin: Call;
  projectId: string;
  /** One watcher pass over the local chain, run here rather than by a worker: the test decides when. */
  pass(): ReturnType<typeof watchChainOnce>;
  create(amount_usd: number): Promise<any>;
  session(id: string): Promise<any>;
  /** Sends `units` base units of `token` to the receiving address from the deployer; answers the tx hash (lowercase). */
  pay(token: Contract, units: bigint | string, to?: string): Promise<string>;
  submit(id: string, body: unknown): Promise<{ status: number; body: any }>;
  /** The merchant attaches the payment of the transfer in `txHash` to session `id` (`POST /v1/payments/{id}/attach`). */
  attach(txHash: string, id: string): Promise<{ status: number; body: any }>;
  /** The option of `session` for `symbol`. */
  option(session: any, symbol?: 'USDC' | 'USDT'): any;
  /** Types of the events recorded for a session, oldest first. */
  events(id: string): Promise<string[]>;
  /** The session's window moved into the past by SQL, as 31 minutes passing would; then the expiry rule runs. */
  expire(id: string): Promise<void>;
}

/**
 * A real anvil with two 6-decimal test stablecoins, the API (no worker: passes are run by the test),
 * and one project. With `mainnet`, a second anvil (chain id 31338) is in the registry as a mainnet
 * chain, "local-mainnet", with its own USDC. With `rpcProxy`, the service reads the local chain
 * through a fault-injecting JSON-RPC proxy (test/helpers/faulty-rpc.ts); the test's own calls go
 * to the anvil directly. `env` is added to the service's environment (settings such as
 * CHAIN_RPC_ATTEMPT_TIMEOUT_MS, or rate limits lifted for the simulation).
 */
export async function paymentsWorld(
  t: Test,
  { mainnet = false, rpcProxy = false, env: extraEnv = {} }: { mainnet?: boolean; rpcProxy?: boolean; env?: Record<string, string> } = {},
): Promise<PaymentsWorld> {
  const chain = await startLocalChain(t);
  const usdc = await deployTestToken(chain, 'USDC');
  const usdt = await deployTestToken(chain, 'USDT');
  const registry = writeLocalRegistry(t, { chainId: chain.chainId, tokens: { USDC: await usdc.getAddress(), USDT: await usdt.getAddress() } });
  const rpc = rpcProxy ? await startFaultyRpc(t, chain.rpcUrl) : undefined;
  const env: Record<string, string> = { CHAIN_REGISTRY_FILE: registry, RPC_URL_LOCAL_ANVIL: rpc?.url ?? chain.rpcUrl };
  let mainnetChain: PaymentsWorld['mainnet'];
  if (mainnet) {
    const other = await startLocalChain(t, { chainId: 31338 });
    const otherUsdc = await deployTestToken(other, 'USDC');
    const data = JSON.parse(fs.readFileSync(registry, 'utf8'));
    const copy = structuredClone(data.chains[0]);
    Object.assign(copy, { key: 'local-mainnet', chain_id: 31338, network: 'mainnet', name: 'Local Mainnet', rpc_url_env: 'RPC_URL_LOCAL_MAINNET' });
    copy.tokens = { USDC: { address: await otherUsdc.getAddress(), decimals: 6 }, USDT: { address: null, note: 'not on this test chain' } };
    data.chains.push(copy);
    fs.writeFileSync(registry, JSON.stringify(data));
    env.RPC_URL_LOCAL_MAINNET = other.rpcUrl;
    await mined((otherUsdc as any).mint(other.deployer.address, 1_000_000_000_000n));
    mainnetChain = { chain: other, usdc: otherUsdc };
  }
  const app = await startTestApp(t, { worker: false, env: { ...env, ...extraEnv } });
  const ada = await caller(app, 'ada@example.test');
  const { projectId, secretKeys: keys } = await newProject(ada, 'Acme', { receiving_address: RECEIVING });
  for (const token of [usdc, usdt]) await mined((token as any).mint(chain.deployer.address, 1_000_000_000_000n));
  const local = app.config.chains.chain('local-anvil')!;
  const ledger = paymentLedger(app.config, { receipts: receiptSignersFor(app.config, app.db) });
  const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as any });
  return {
    app,
    mainnet: mainnetChain,
    env,
    chain,
    rpc,
    usdc,
    usdt,
    key: keys.test,
    liveKey: keys.live,
    admin: ada,
    projectId,
    pass: () => watchChainOnce({ ...ledger, db: app.db, log: testLog, scanMaxBlocks: 1000 }, local),
    create: async (amount_usd) => {
      const created = await json(await app.request('/v1/checkout/sessions', { method: 'POST', token: keys.test, json: { amount_usd } }));
      if (created.status !== 201) throw new Error(`create answered ${created.status}`);
      return created.body;
    },
    session: async (id) => (await json(await app.request(`/v1/checkout/sessions/${id}`, { token: keys.test }))).body,
    pay: async (token, units, to = RECEIVING) => {
      const tx = await (token as any).transfer(to, BigInt(units));
      await mined(tx);
      return (tx.hash as string).toLowerCase();
    },
    submit: async (id, body) => json(await app.request(`/c/${id}/payments`, { method: 'POST', json: body })),
    attach: async (txHash, id) => {
      const { rows } = await app.db.query<{ id: string }>('SELECT p.id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [
        txHash,
      ]);
      return json(await app.request(`/v1/payments/${rows[0]!.id}/attach`, { method: 'POST', token: keys.test, json: { session: id } }));
    },
    option: (session, symbol = 'USDC') => session.payment_options.find((o: any) => o.token === symbol),
    events: async (id) =>
      (await app.db.query<{ type: string }>("SELECT type FROM events WHERE object->>'id' = $1 ORDER BY created_at", [id])).rows.map((row) => row.type),
    expire: async (id) => {
      await app.db.query(
        `UPDATE checkout_sessions SET created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes' WHERE id = $1`,
        [id],
      );
      await withTransaction(app.db, (client) => settleSession(client, ledger.sessionEvent, id));
    },
  };
}
