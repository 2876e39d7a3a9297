import fc from 'fast-check';
import { minedReceipt } from '../../../src/core/chain/mined.js';
import { RECEIVING } from '../fixture.js';
import { ELSEWHERE, formatCents, formatUnits, type Simulation, type Step } from './harness.js';
import type { SentTransfer, StepEffects, TokenSymbol } from './model.js';

/**
 * The steps a run is made of. Each takes indices (a session, a transfer, a snapshot) modulo what
 * the run has made so far, so any generated sequence, and any shrunk part of it, is a valid run;
 * `toString` is the step as generated, and `apply` answers it as it resolved. To add a command,
 * write a Step and add its arbitrary to `commandArbitrary` with a weight.
 */

const CENT = 10_000n; // base units of a 6-decimal token per cent
/** Prices the sessions are made at: few, so that sessions often share one. */
export const PRICES = [500n, 1250n, 1977n] as const;
/** The tolerance a project may have on: 1 %. */
export const TOLERANCE_BPS = 100;

/** How a transfer's amount relates to the session it is made for. */
export type Shape = 'tagged' | 'tagged+0.05' | 'tagged+1.00' | 'round' | 'short-0.5%' | 'short-2%' | 'short-0.01' | 'dai-tagged' | 'elsewhere-tagged';
export const SHAPES: Shape[] = ['tagged', 'tagged+0.05', 'tagged+1.00', 'round', 'short-0.5%', 'short-2%', 'short-0.01', 'dai-tagged', 'elsewhere-tagged'];

/** The transfer's token, amount and recipient for `shape`, given the session. */
function shaped(sim: Simulation, sessionIndex: number, symbol: 'USDC' | 'USDT', shape: Shape) {
  const session = sim.pick(sim.sessions, sessionIndex)!;
  const tagged = session.tagged[symbol]!;
  const round = session.cents * CENT;
  const short = (bps: bigint) => ((round * (10_000n - bps)) / 10_000n / CENT) * CENT; // whole cents
  const amounts: Record<Shape, { token: TokenSymbol; units: bigint; to: string }> = {
    tagged: { token: symbol, units: tagged, to: RECEIVING },
    'tagged+0.05': { token: symbol, units: tagged + 5n * CENT, to: RECEIVING },
    'tagged+1.00': { token: symbol, units: tagged + 100n * CENT, to: RECEIVING },
    round: { token: symbol, units: round, to: RECEIVING },
    'short-0.5%': { token: symbol, units: short(50n), to: RECEIVING },
    'short-2%': { token: symbol, units: short(200n), to: RECEIVING },
    'short-0.01': { token: symbol, units: round - CENT, to: RECEIVING },
    'dai-tagged': { token: 'DAI', units: tagged, to: RECEIVING },
    'elsewhere-tagged': { token: symbol, units: tagged, to: ELSEWHERE },
  };
  return { session, ...amounts[shape] };
}

export class CreateSessions implements Step {
  constructor(
    readonly price: number,
    readonly count: number,
  ) {}
  toString() {
    return `create($${formatCents(PRICES[this.price % PRICES.length]!)} x${this.count})`;
  }
  async apply(sim: Simulation) {
    const made = [];
    for (let i = 0; i < this.count; i++) made.push((await sim.createSession(PRICES[this.price % PRICES.length]!)).label);
    return `${this} -> ${made.join(', ')}`;
  }
}

export class SetTolerance implements Step {
  constructor(readonly on: boolean) {}
  toString() {
    return `tolerance(${this.on ? `${TOLERANCE_BPS / 100}%` : 'off'})`;
  }
  async apply(sim: Simulation) {
    await sim.setTolerance(this.on ? TOLERANCE_BPS : 0);
    return this.toString();
  }
}

/** A plain ERC-20 transfer from a payer's wallet (never the hosted page), mined. */
export class Pay implements Step {
  constructor(
    readonly session: number,
    readonly symbol: 'USDC' | 'USDT',
    readonly shape: Shape,
    readonly payer: number,
  ) {}
  toString() {
    return `pay(${this.symbol}, s#${this.session}, ${this.shape}${this.payer % 2 ? ', payer 2' : ''})`;
  }
  async apply(sim: Simulation) {
    await sim.flushPool();
    const { session, token, units, to } = shaped(sim, this.session, this.symbol, this.shape);
    const sent = await sim.send(sim.payers[this.payer % 2]!, token, to, units, `${this.shape} for ${session.label}`, session.label);
    return `pay(${token}, ${session.label}, ${this.shape} = ${formatUnits(units)}${to === RECEIVING ? '' : ' to elsewhere'}) -> ${sent.label}`;
  }
}

/** Which transfer a submission names: the last one made for the session, or any of the run's. */
export type Which = 'own' | number;

function resolveTransfer(sim: Simulation, sessionLabel: string, which: Which): SentTransfer | undefined {
  if (which === 'own') return sim.transfers.filter((t) => t.session === sessionLabel).at(-1);
  return sim.pick(sim.transfers, which);
}

async function submitFor(sim: Simulation, effects: StepEffects, sessionIndex: number, which: Which): Promise<string> {
  const session = sim.pick(sim.sessions, sessionIndex)!;
  const transfer = resolveTransfer(sim, session.label, which);
  if (!transfer) return `submit(${session.label}, ${which}): no such transfer, nothing sent`;
  const answer = await sim.world.submit(session.id, { chain: 'local-anvil', tx_hash: transfer.hash });
  effects.submitted.push({ session: session.id, txHash: transfer.hash });
  return `submit(${session.label}, ${transfer.label} [${transfer.meant}]) -> ${answer.status}${answer.status >= 400 ? ` ${answer.body.error?.message ?? ''}` : ''}`;
}

/** `POST /c/{id}/payments` with a transfer's hash. */
export class Submit implements Step {
  constructor(
    readonly session: number,
    readonly which: Which,
  ) {}
  toString() {
    return `submit(s#${this.session}, ${typeof this.which === 'number' ? `t#${this.which}` : this.which})`;
  }
  apply(sim: Simulation, effects: StepEffects) {
    return submitFor(sim, effects, this.session, this.which);
  }
}

/** A transfer sent with automine off and submitted before it is mined; a later step mines it. */
export class SubmitPending implements Step {
  constructor(
    readonly session: number,
    readonly symbol: 'USDC' | 'USDT',
    readonly shape: Shape,
  ) {}
  toString() {
    return `submitPending(${this.symbol}, s#${this.session}, ${this.shape})`;
  }
  async apply(sim: Simulation, effects: StepEffects) {
    await sim.provider.send('evm_setAutomine', [false]);
    const { session, token, units, to } = shaped(sim, this.session, this.symbol, this.shape);
    const sent = await sim.send(sim.payers[0]!, token, to, units, `${this.shape} for ${session.label}, sent pending`, session.label);
    const submitted = await submitFor(sim, effects, this.session, sim.transfers.length - 1);
    return `sendPending(${token}, ${session.label}, ${this.shape}) -> ${sent.label}; ${submitted}`;
  }
}

/** Mines `count` blocks (with what waits in the pool); automine back on. */
export class Mine implements Step {
  constructor(readonly count: number) {}
  toString() {
    return `mine(${this.count})`;
  }
  async apply(sim: Simulation) {
    await sim.world.chain.mine(this.count);
    await sim.provider.send('evm_setAutomine', [true]);
    for (const sent of sim.pool) await minedReceipt(sim.provider, sent.hash);
    sim.pool = [];
    return `${this} -> head ${await sim.provider.getBlockNumber()}`;
  }
}

/** Keeps the chain as it is now, for a later fork back to it. */
export class Snapshot implements Step {
  toString() {
    return 'snapshot()';
  }
  async apply(sim: Simulation) {
    await sim.flushPool();
    const block = await sim.provider.getBlockNumber();
    const label = `snap${sim.snapshots.length}`;
    sim.snapshots.push({ label, id: await sim.provider.send('evm_snapshot', []), block });
    return `snapshot() -> ${label} at block ${block}`;
  }
}

/**
 * A reorg: the chain goes back to a snapshot and grows a longer branch, which mines again the
 * first `rebroadcast` of the transactions it dropped (the same signed transactions, in another block).
 */
export class Fork implements Step {
  constructor(
    readonly snapshot: number,
    readonly rebroadcast: number,
    readonly extra: number,
  ) {}
  toString() {
    return `fork(snap#${this.snapshot}, rebroadcast ${this.rebroadcast}, +${this.extra} blocks)`;
  }
  async apply(sim: Simulation) {
    const index = sim.snapshots.length === 0 ? -1 : this.snapshot % sim.snapshots.length;
    if (index < 0) return `${this}: no snapshot, nothing done`;
    await sim.flushPool();
    const snapshot = sim.snapshots[index]!;
    const oldHead = await sim.provider.getBlockNumber();
    const dropped: SentTransfer[] = [];
    for (const sent of sim.transfers) {
      const receipt = await sim.provider.getTransactionReceipt(sent.hash);
      if (receipt && receipt.blockNumber > snapshot.block) dropped.push(sent);
    }
    if (!(await sim.provider.send('evm_revert', [snapshot.id]))) throw new Error(`anvil could not revert to ${snapshot.label}`);
    sim.snapshots = sim.snapshots.slice(0, index); // anvil drops the snapshot reverted to and every later one
    // A prefix in sending order is a prefix of each sender's nonces: each one can be mined again.
    const again = dropped.slice(0, this.rebroadcast);
    for (const sent of again) {
      await sim.provider.broadcastTransaction(sent.raw);
      await minedReceipt(sim.provider, sent.hash);
    }
    const head = await sim.provider.getBlockNumber();
    await sim.world.chain.mine(Math.max(0, oldHead - head) + this.extra);
    return `fork(back to ${snapshot.label} at block ${snapshot.block} from head ${oldHead}, dropped ${dropped.map((s) => s.label).join(' ') || 'nothing'}, mined again ${again.map((s) => s.label).join(' ') || 'nothing'}, +${this.extra}) -> head ${await sim.provider.getBlockNumber()}`;
  }
}

/** RPC faults on (a share of calls failed, dropped, delayed or cut) or off, through the proxy the service reads the chain with. */
export class Faults implements Step {
  constructor(readonly share: number) {}
  toString() {
    return `faults(${this.share})`;
  }
  async apply(sim: Simulation) {
    sim.world.rpc!.faultShare = this.share;
    return this.toString();
  }
}

/** One watcher pass; under faults it may fail, keeping what it committed. */
export class Pass implements Step {
  toString() {
    return 'pass()';
  }
  async apply(sim: Simulation) {
    const outcome = await sim.world.pass().then(
      (result) => `scanned ${result.scanned ? `${result.scanned.from}-${result.scanned.to}` : 'nothing'}`,
      (error: Error) => `failed: ${error.message.slice(0, 80)}`,
    );
    return `pass() -> ${outcome}`;
  }
}

/** A pass whose RPC is cut off after `calls` calls: it aborts its current transaction and keeps what it committed. */
export class CutOffPass implements Step {
  constructor(readonly calls: number) {}
  toString() {
    return `pass(cut off after ${this.calls} RPC calls)`;
  }
  async apply(sim: Simulation) {
    const rpc = sim.world.rpc!;
    rpc.callsLeft = this.calls;
    try {
      const failed = await sim.world.pass().then(
        () => false,
        () => true,
      );
      return `${this} -> ${failed ? 'failed' : 'completed'}`;
    } finally {
      rpc.callsLeft = undefined;
    }
  }
}

/**
 * A pass during which a customer submits a transfer: the pass's `at`-th block read is held until
 * the submission is answered, so the interleaving is the seed's and not the scheduler's. A pass
 * that reads fewer blocks has the submission after it.
 */
export class PassDuringSubmit implements Step {
  constructor(
    readonly at: number,
    readonly session: number,
    readonly which: Which,
  ) {}
  toString() {
    return `pass(with submit(s#${this.session}, ${typeof this.which === 'number' ? `t#${this.which}` : this.which}) at block read #${this.at})`;
  }
  async apply(sim: Simulation, effects: StepEffects) {
    const rpc = sim.world.rpc!;
    let reads = 0;
    let submitted: string | undefined;
    rpc.beforeCall = async (method) => {
      if (method !== 'eth_getBlockByNumber' || ++reads !== this.at) return;
      rpc.beforeCall = undefined;
      submitted = await submitFor(sim, effects, this.session, this.which).catch((error: Error) => `submit threw ${error.message}`);
    };
    let outcome: string;
    try {
      outcome = await sim.world.pass().then(
        () => 'ok',
        (error: Error) => `failed: ${error.message.slice(0, 80)}`,
      );
    } finally {
      rpc.beforeCall = undefined;
    }
    if (submitted === undefined) return `pass() -> ${outcome} (${reads} block reads); then ${await submitFor(sim, effects, this.session, this.which)}`;
    return `pass() holding block read #${this.at} for ${submitted}; pass -> ${outcome}`;
  }
}

/** The merchant attaches an unattributed payment to a session (`POST /v1/payments/{id}/attach`). */
export class Attach implements Step {
  constructor(
    readonly payment: number,
    readonly session: number,
  ) {}
  toString() {
    return `attach(unattributed#${this.payment}, s#${this.session})`;
  }
  async apply(sim: Simulation, effects: StepEffects) {
    const { rows } = await sim.db.query<{ id: string; tx_hash: string }>(
      'SELECT p.id, t.tx_hash FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE p.session_id IS NULL ORDER BY p.created_at, p.id',
    );
    const payment = sim.pick(rows, this.payment);
    const session = sim.pick(sim.sessions, this.session)!;
    if (!payment) return `${this}: no unattributed payment`;
    const transfer = sim.transfers.find((t) => t.hash === payment.tx_hash);
    const answer = await sim.world.app.request(`/v1/payments/${payment.id}/attach`, { method: 'POST', token: sim.world.key, json: { session: session.id } });
    effects.attached.push({ payment: payment.id, session: session.id });
    return `attach(${transfer?.label ?? payment.tx_hash}, ${session.label}) -> ${answer.status}`;
  }
}

/** The merchant asks for a refund of a session: everything left, or 1.00. */
export class CreateRefund implements Step {
  constructor(
    readonly session: number,
    readonly partial: boolean,
  ) {}
  toString() {
    return `refund(s#${this.session}, ${this.partial ? '1.00' : 'the rest'})`;
  }
  async apply(sim: Simulation) {
    const session = sim.pick(sim.sessions, this.session)!;
    const response = await sim.world.app.request(`/v1/checkout/sessions/${session.id}/refunds`, {
      method: 'POST',
      token: sim.world.key,
      json: this.partial ? { amount: '1.00' } : {},
    });
    const body = (await response.json()) as any;
    if (response.status !== 201) return `refund(${session.label}, ${this.partial ? '1.00' : 'the rest'}) -> ${response.status} ${body.error?.message ?? ''}`;
    const label = `r${sim.refunds.length}`;
    sim.refunds.push({ label, id: body.id, session: session.id, symbol: body.token, units: BigInt(body.amount_base_units), to: body.to_address });
    return `refund(${session.label}, ${body.token} ${body.amount}) -> ${label}`;
  }
}

export type RefundPayment = 'exact' | 'one-unit-short' | 'from-third-party';

/** A transfer that may pay a refund: the merchant's exact one from the receiving address, a wrong amount, or someone else's. */
export class PayRefund implements Step {
  constructor(
    readonly refund: number,
    readonly how: RefundPayment,
  ) {}
  toString() {
    return `payRefund(r#${this.refund}, ${this.how})`;
  }
  async apply(sim: Simulation) {
    const refund = sim.pick(sim.refunds, this.refund);
    if (!refund) return `${this}: no refund`;
    await sim.flushPool();
    const from = this.how === 'from-third-party' ? sim.thirdParty : sim.merchant;
    const units = this.how === 'one-unit-short' ? refund.units - 1n : refund.units;
    const balance = BigInt(await (sim.token(refund.symbol) as any).balanceOf(from.address));
    if (balance < units) return `payRefund(${refund.label}, ${this.how}): the sender holds ${formatUnits(balance)}, nothing sent`;
    const sent = await sim.send(from, refund.symbol, refund.to, units, `${this.how} for ${refund.label}`, undefined);
    return `payRefund(${refund.label}, ${this.how} = ${formatUnits(units)}) -> ${sent.label}`;
  }
}

/** The session's window moved 31 minutes into the past, and the expiry rule runs (the fixture's `expire`). */
export class Expire implements Step {
  constructor(readonly session: number) {}
  toString() {
    return `expire(s#${this.session})`;
  }
  async apply(sim: Simulation) {
    const session = sim.pick(sim.sessions, this.session)!;
    if (session.expired) return `expire(${session.label}): already past its deadline`;
    await sim.world.expire(session.id);
    session.expired = true;
    return `expire(${session.label})`;
  }
}

/** A fast-check command running one step through the harness (which checks the step invariants). */
class StepCommand implements fc.AsyncCommand<object, Simulation> {
  constructor(readonly step: Step) {}
  check() {
    return true;
  }
  run(_model: object, sim: Simulation) {
    return sim.step(this.step);
  }
  toString() {
    return this.step.toString();
  }
}

const index = fc.nat({ max: 15 });
const symbol = fc.constantFrom<'USDC' | 'USDT'>('USDC', 'USDC', 'USDT');
const shape = fc.constantFrom(...SHAPES);
const which: fc.Arbitrary<Which> = fc.oneof({ arbitrary: fc.constant('own' as const), weight: 2 }, { arbitrary: index, weight: 1 });

/** Every command, weighted so that payments, submissions, passes and forks interleave often. */
export const commandArbitrary: fc.Arbitrary<fc.AsyncCommand<object, Simulation>> = fc
  .oneof(
    { weight: 3, arbitrary: fc.tuple(fc.nat({ max: PRICES.length - 1 }), fc.integer({ min: 1, max: 2 })).map(([p, n]) => new CreateSessions(p, n) as Step) },
    { weight: 1, arbitrary: fc.boolean().map((on) => new SetTolerance(on)) },
    { weight: 7, arbitrary: fc.tuple(index, symbol, shape, fc.nat({ max: 1 })).map(([s, t, k, p]) => new Pay(s, t, k, p)) },
    { weight: 4, arbitrary: fc.tuple(index, which).map(([s, w]) => new Submit(s, w)) },
    { weight: 1, arbitrary: fc.tuple(index, symbol, shape).map(([s, t, k]) => new SubmitPending(s, t, k)) },
    { weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }).map((n) => new Mine(n)) },
    { weight: 3, arbitrary: fc.constant(null).map(() => new Snapshot()) },
    { weight: 2, arbitrary: fc.tuple(index, fc.nat({ max: 3 }), fc.integer({ min: 1, max: 3 })).map(([s, r, e]) => new Fork(s, r, e)) },
    { weight: 1, arbitrary: fc.constantFrom(0, 0.2).map((share) => new Faults(share)) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 12 }).map((calls) => new CutOffPass(calls)) },
    { weight: 7, arbitrary: fc.constant(null).map(() => new Pass()) },
    { weight: 3, arbitrary: fc.tuple(fc.integer({ min: 2, max: 4 }), index, which).map(([at, s, w]) => new PassDuringSubmit(at, s, w)) },
    { weight: 1, arbitrary: fc.tuple(index, index).map(([p, s]) => new Attach(p, s)) },
    { weight: 1, arbitrary: fc.tuple(index, fc.boolean()).map(([s, partial]) => new CreateRefund(s, partial)) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(index, fc.constantFrom<RefundPayment>('exact', 'exact', 'one-unit-short', 'from-third-party'))
        .map(([r, how]) => new PayRefund(r, how)),
    },
    { weight: 1, arbitrary: index.map((s) => new Expire(s)) },
  )
  .map((step) => new StepCommand(step));
