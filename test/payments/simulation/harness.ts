import { type Contract, Wallet } from 'ethers';
import type { Test } from 'tap';
import { minedReceipt } from '../../../src/core/chain/mined.js';
import { deployTestToken } from '../../helpers/chain.js';
import { caller } from '../../helpers/platform.js';
import { type PaymentsWorld, paymentsWorld, RECEIVING, RECEIVING_KEY } from '../fixture.js';
import { checkEndInvariants, checkStepInvariants } from './invariants.js';
import type { ChainView, SentTransfer, SimRefund, SimSession, StepEffects, TokenSymbol } from './model.js';
import { observe, type Observation } from './observe.js';

/**
 * The simulation's harness: one world (a real anvil behind the fault proxy, the API without
 * worker, a real Postgres) that every run starts from afresh (`reset`), and the steps a run is made
 * of, each applied then checked against the invariants (invariants.ts). Random runs (fast-check,
 * simulation.test.ts) and fixed regression cases (regressions.test.ts) drive the same steps.
 */

/** anvil's default accounts #1 and #2: a second customer, and a third party that is neither customer nor merchant. */
const SECOND_PAYER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const THIRD_PARTY_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';
/** An address no project receives at: transfers to it are nobody's payment. */
export const ELSEWHERE = '0x000000000000000000000000000000000000dEaD';

/** One step of a run: applied to the simulation, described as it resolved (which session, which transfer). */
export interface Step {
  /** The step as generated, before it is resolved against the run (indices taken modulo what exists). */
  toString(): string;
  apply(sim: Simulation, effects: StepEffects): Promise<string>;
}

/** A failed invariant: names the run's steps so far, as they resolved. */
export class InvariantViolation extends Error {}

export class Simulation implements ChainView {
  readonly usdc: Contract;
  readonly usdt: Contract;
  /** A token not in the registry: its transfers pay nothing. */
  readonly dai: Contract;
  readonly payers: Wallet[];
  readonly merchant: Wallet;
  readonly thirdParty: Wallet;
  /** The last block before any run: the canonical chain's transfers after it are the runs'. */
  baseBlock = 0;
  private baseSnapshot = '';
  private projectId = '';
  private ada!: Awaited<ReturnType<typeof caller>>;

  // The run's state; reset() empties it.
  sessions: SimSession[] = [];
  transfers: SentTransfer[] = [];
  snapshots: { label: string; id: string; block: number }[] = [];
  refunds: SimRefund[] = [];
  /** Transactions sent with automine off, not mined yet. */
  pool: SentTransfer[] = [];
  /** Each step as it resolved, for the failure report. */
  trail: string[] = [];
  private last: Observation | undefined;

  private constructor(
    readonly world: PaymentsWorld,
    dai: Contract,
  ) {
    const provider = world.chain.provider;
    this.usdc = world.usdc;
    this.usdt = world.usdt;
    this.dai = dai;
    this.payers = [world.chain.deployer, new Wallet(SECOND_PAYER_KEY, provider)];
    this.merchant = new Wallet(RECEIVING_KEY, provider);
    this.thirdParty = new Wallet(THIRD_PARTY_KEY, provider);
  }

  static async start(t: Test): Promise<Simulation> {
    // Runs create sessions and call the API far faster than a customer: no rate limit.
    const world = await paymentsWorld(t, { rpcProxy: true, env: { RATE_LIMIT_KEY_QUOTA: '1000000', RATE_LIMIT_IP_QUOTA: '1000000' } });
    const dai = await deployTestToken(world.chain, 'DAI');
    const sim = new Simulation(world, dai);
    const provider = world.chain.provider;
    // Every account that pays holds each token; none of it goes to the receiving address, so the
    // runs' transfers are the only ones it ever received.
    await minedReceipt(provider, (await (dai as any).mint(world.chain.deployer.address, 10n ** 12n)).hash);
    for (const wallet of [sim.payers[1]!, sim.thirdParty]) {
      for (const symbol of ['USDC', 'USDT', 'DAI'] as const) await sim.send(world.chain.deployer, symbol, wallet.address, 10n ** 11n, 'setup', undefined);
    }
    // The merchant pays refunds' gas from the receiving address.
    await provider.send('anvil_setBalance', [RECEIVING, '0x3635C9ADC5DEA00000']);
    sim.ada = await caller(world.app, 'ada@example.test');
    sim.projectId = (await world.app.db.query<{ id: string }>('SELECT id FROM projects')).rows[0]!.id;
    sim.baseBlock = await provider.getBlockNumber();
    sim.baseSnapshot = await provider.send('evm_snapshot', []);
    sim.transfers = [];
    return sim;
  }

  token(symbol: TokenSymbol): Contract {
    return symbol === 'USDC' ? this.usdc : symbol === 'USDT' ? this.usdt : this.dai;
  }

  get provider() {
    return this.world.chain.provider;
  }

  get db() {
    return this.world.app.db;
  }

  /**
   * A clean start: the chain back at the base snapshot, the money tables empty, no faults, the
   * project without tolerance, and one session, so that the receiving address is watched from the
   * run's first block (the watcher reads addresses of recent sessions only).
   */
  async reset(seed: number): Promise<void> {
    const rpc = this.world.rpc!;
    rpc.faultShare = 0;
    rpc.callsLeft = undefined;
    rpc.beforeCall = undefined;
    rpc.reseed(seed);
    await this.provider.send('evm_setAutomine', [true]);
    if (!(await this.provider.send('evm_revert', [this.baseSnapshot]))) throw new Error('anvil could not revert to the base snapshot');
    this.baseSnapshot = await this.provider.send('evm_snapshot', []);
    await this.db.query(
      'TRUNCATE checkout_sessions, payments, chain_transfers, payment_submissions, refunds, chain_watchers, chain_blocks, events, webhook_deliveries, project_replaced_addresses CASCADE',
    );
    await this.setTolerance(0);
    this.sessions = [];
    this.transfers = [];
    this.snapshots = [];
    this.refunds = [];
    this.pool = [];
    this.trail = [];
    await this.createSession(1234n);
    this.last = await observe(this.db);
  }

  async setTolerance(bps: number): Promise<void> {
    const answer = await this.ada('PATCH', `/api/projects/${this.projectId}`, { underpayment_tolerance_bps: bps });
    if (answer.status !== 200) throw new Error(`PATCH tolerance answered ${answer.status}`);
  }

  async createSession(cents: bigint): Promise<SimSession> {
    const created = await this.world.create(Number(cents) / 100);
    const tagged: SimSession['tagged'] = {};
    for (const option of created.payment_options) tagged[option.token as TokenSymbol] = BigInt(option.amount_base_units);
    const session = { label: `s${this.sessions.length}`, id: created.id, cents, tagged, expired: false };
    this.sessions.push(session);
    return session;
  }

  /** The session at `index` modulo those created (a generated index stays valid whatever ran before). */
  pick<T>(list: T[], index: number): T | undefined {
    return list.length === 0 ? undefined : list[index % list.length];
  }

  /**
   * Sends an ERC-20 transfer signed by `from` and keeps it; with automine on, waits until it is
   * mined; with automine off (a pending submission), leaves it in the pool.
   */
  async send(from: Wallet, symbol: TokenSymbol, to: string, units: bigint, meant: string, session: string | undefined): Promise<SentTransfer> {
    const unsigned = await (this.token(symbol).connect(from) as any).transfer.populateTransaction(to, units);
    const raw = await from.signTransaction(await from.populateTransaction(unsigned));
    const hash = (await this.provider.broadcastTransaction(raw)).hash.toLowerCase();
    const sent = { label: `t${this.transfers.length}`, hash, raw, symbol, units, to, meant, session } satisfies SentTransfer;
    this.transfers.push(sent);
    if (!(await this.automine())) this.pool.push(sent);
    else await minedReceipt(this.provider, hash);
    return sent;
  }

  async automine(): Promise<boolean> {
    return Boolean(await this.provider.send('anvil_getAutomine', []));
  }

  /** Mines what waits in the pool (one block) and turns automine back on: before a step that needs mined transactions. */
  async flushPool(): Promise<void> {
    if (this.pool.length === 0 && (await this.automine())) return;
    await this.provider.send('anvil_mine', ['0x1']);
    await this.provider.send('evm_setAutomine', [true]);
    for (const sent of this.pool) await minedReceipt(this.provider, sent.hash);
    this.pool = [];
  }

  /** Applies one step and checks the invariants that hold after every step. */
  async step(step: Step): Promise<void> {
    const effects: StepEffects = { submitted: [], attached: [] };
    let described: string;
    try {
      described = await step.apply(this, effects);
    } catch (error) {
      this.trail.push(`${step} -> threw`);
      throw new InvariantViolation(`a step failed: ${(error as Error).stack}\n${this.describeTrail()}`);
    }
    this.trail.push(described);
    const before = this.last!;
    const after = await observe(this.db);
    this.last = after;
    const violations = await checkStepInvariants(this, before, after, effects);
    if (violations.length > 0) throw new InvariantViolation(`${violations.join('\n')}\n${this.describeTrail()}`);
  }

  /**
   * The run's end: faults off, the pool mined, the chain mined past every confirmation window,
   * and passes run until nothing changes; then the end invariants.
   */
  async finish(): Promise<void> {
    const rpc = this.world.rpc!;
    rpc.faultShare = 0;
    rpc.callsLeft = undefined;
    rpc.beforeCall = undefined;
    await this.flushPool();
    await this.world.chain.mine(3);
    let previous = '';
    let failure: unknown;
    for (let passes = 0; passes < 10; passes++) {
      failure = undefined;
      await this.world.pass().catch((error) => {
        failure = error;
      });
      const now = fingerprint(await observe(this.db));
      if (now === previous && failure === undefined) break;
      previous = now;
    }
    this.trail.push('finish: faults off, pool mined, 3 blocks, passes until nothing changes');
    if (failure !== undefined) throw new InvariantViolation(`the last pass with faults off failed: ${(failure as Error).message}\n${this.describeTrail()}`);
    const after = await observe(this.db);
    const violations = [...(await checkStepInvariants(this, this.last!, after, { submitted: [], attached: [] })), ...(await checkEndInvariants(this, after))];
    this.last = after;
    if (violations.length > 0) throw new InvariantViolation(`${violations.join('\n')}\n${this.describeTrail()}`);
  }

  describeTrail(): string {
    const sessions = this.sessions.map((s) => `${s.label}=${s.id} ($${formatCents(s.cents)})`).join(', ');
    const transfers = this.transfers.map((x) => `${x.label}=${x.hash.slice(0, 10)} ${x.meant}`).join(', ');
    return `steps as they ran:\n${this.trail.map((line, i) => `  ${i + 1}. ${line}`).join('\n')}\nsessions: ${sessions}\ntransfers: ${transfers}`;
  }

  /** Runs `steps` from a clean start, then finishes: a fixed case replayed through the same harness. */
  async replay(steps: Step[], seed = 1): Promise<void> {
    await this.reset(seed);
    for (const step of steps) await this.step(step);
    await this.finish();
  }

  async registryTokens(): Promise<string[]> {
    return [await this.usdc.getAddress(), await this.usdt.getAddress()];
  }
}

const fingerprint = (o: Observation) => JSON.stringify({ ...o, waiting: [...o.waiting].sort() });

export const formatCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
/** 6-decimal base units as a decimal string. */
export const formatUnits = (units: bigint) => `${units / 1_000_000n}.${(units % 1_000_000n).toString().padStart(6, '0')}`;
