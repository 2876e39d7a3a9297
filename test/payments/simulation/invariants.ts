import { id as keccak, zeroPadValue } from 'ethers';
import { RECEIVING } from '../fixture.js';
import type { ChainView, StepEffects } from './model.js';
import type { Observation, PaymentRow, SessionRow } from './observe.js';

/**
 * The money engine's invariants, computed here from the rows and the chain, never by calling the
 * engine's own rules. Each answers its violations as sentences; an empty list is a pass. To add
 * one, write a function of this shape and list it in STEP_INVARIANTS or END_INVARIANTS.
 */
type StepInvariant = (sim: ChainView, before: Observation, after: Observation, effects: StepEffects) => string[] | Promise<string[]>;
type EndInvariant = (sim: ChainView, after: Observation) => Promise<string[]>;

const TRANSFER_TOPIC = keccak('Transfer(address,address,uint256)');
const perCent = (decimals: number) => 10n ** BigInt(decimals - 2);

/** checkout_amount_accepted (sql/functions/checkout_amount_accepted.sql): the USD amount in base units less the tolerance, rounded up. */
export function acceptedUnits(session: SessionRow, decimals: number): bigint {
  const scaled = BigInt(session.amount_cents) * perCent(decimals) * BigInt(10_000 - session.tolerance_bps);
  return (scaled + 9_999n) / 10_000n;
}

/** The session's tagged amount for the payment's chain and token, if it offered them. */
function taggedFor(session: SessionRow, payment: PaymentRow): bigint | undefined {
  const option = session.options.find((o) => o.chain === payment.chain && o.token === payment.token);
  return option === undefined ? undefined : BigInt(option.amount_base_units);
}

/** The payment carries the session's tag: its exact tagged amount, or more with the same digits below the cent. */
function carriesTag(session: SessionRow, payment: PaymentRow): boolean {
  const tagged = taggedFor(session, payment);
  const amount = BigInt(payment.amount);
  return tagged !== undefined && amount >= tagged && amount % perCent(payment.decimals) === tagged % perCent(payment.decimals);
}

/**
 * The price rule (docs/payments.md, "Payments without the tag"), as the sessions stood before the
 * step: the payment pays `session`'s price (less than a cent more, or short within its tolerance)
 * and that of no other open session (pending, or processing with nothing `credited`) at the payment's block.
 */
function onlyPriceMatch(sessions: SessionRow[], credited: Set<string | null>, session: SessionRow, payment: PaymentRow): boolean {
  const amount = BigInt(payment.amount);
  const cent = perCent(payment.decimals);
  const matches = sessions.filter(
    (s) =>
      (s.status === 'pending' || (s.status === 'processing' && !credited.has(s.id))) &&
      taggedFor(s, payment) !== undefined &&
      (payment.block_time === null || s.deadline > payment.block_time) &&
      acceptedUnits(s, payment.decimals) <= amount &&
      amount < (BigInt(s.amount_cents) + 1n) * cent,
  );
  return matches.length === 1 && matches[0]!.id === session.id;
}

const key = (p: { chain: string; tx_hash: string | null; log_index: number | null }) => `${p.chain}:${p.tx_hash}:${p.log_index}`;

/** No transfer is two payments, or a payment and a refund's transfer. */
const transferCountedOnce: StepInvariant = (_sim, _before, after) => {
  const seen = new Map<string, string>();
  const violations: string[] = [];
  for (const row of [...after.payments.map((p) => ({ ...p, what: `payment ${p.id}` })), ...after.refunds.map((r) => ({ ...r, what: `refund ${r.id}` }))]) {
    if (row.tx_hash === null) continue;
    const k = key(row);
    if (seen.has(k)) violations.push(`transfer ${k} is both ${seen.get(k)} and ${row.what}`);
    seen.set(k, row.what);
  }
  return violations;
};

/**
 * What S was credited on the payment's chain and token before the step, by payments still on the
 * chain: a session credited short has a rest due, the top-up its page asks for.
 */
function creditedBefore(before: Observation, session: string, payment: PaymentRow): bigint {
  return before.payments
    .filter((p) => p.session_id === session && p.role === 'credited' && p.state !== 'withdrawn' && p.chain === payment.chain && p.token === payment.token)
    .reduce((sum, p) => sum + BigInt(p.amount), 0n);
}

/** Whether `earlier` was on the chain before `payment`: in an earlier block, or earlier in the same block. */
function minedBefore(earlier: PaymentRow, payment: PaymentRow): boolean {
  if (earlier.block_hash === null || payment.block_hash === null) return false;
  if (earlier.block_hash === payment.block_hash) return earlier.log_index < payment.log_index;
  return earlier.block_number !== null && payment.block_number !== null && BigInt(earlier.block_number) < BigInt(payment.block_number);
}

/**
 * The sessions as `payment` found them: as before the step, less those a transfer of this step
 * mined ahead of it paid with their tag (one step can bring several transfers, which the watcher
 * reads in chain order, each after the ones before it).
 */
function stillOpen(before: Observation, after: Observation, payment: PaymentRow): SessionRow[] {
  const previously = new Set(before.payments.map((p) => p.id));
  const paidAhead = new Set(
    after.payments
      .filter((p) => !previously.has(p.id) && p.session_id !== null && p.role === 'credited' && minedBefore(p, payment))
      .filter((p) => {
        const session = after.sessions.find((s) => s.id === p.session_id);
        return session !== undefined && carriesTag(session, p);
      })
      .map((p) => p.session_id),
  );
  return before.sessions.filter((s) => !paidAhead.has(s.id));
}

/**
 * A payment newly credited to a session S by a customer's submission (the step submitted it for S,
 * or it was waiting for S and a pass credited it) carries S's tag, or is exactly the rest due of S
 * credited short; without either, only the price rule may give it to S (then the submission adds
 * nothing the watcher would not do). Credited by the watcher: its tag or the price rule. Only the
 * merchant's attach credits anything else.
 */
const creditsFollowTheRules: StepInvariant = (_sim, before, after, effects) => {
  const violations: string[] = [];
  const previously = new Map(before.payments.map((p) => [p.id, p.session_id]));
  const sessions = new Map(after.sessions.map((s) => [s.id, s]));
  const sessionsCredited = new Set(before.payments.filter((p) => p.role === 'credited' && p.state !== 'withdrawn').map((p) => p.session_id));
  for (const payment of after.payments) {
    if (payment.session_id === null || payment.role !== 'credited' || previously.get(payment.id) === payment.session_id) continue;
    const session = sessions.get(payment.session_id)!;
    if (effects.attached.some((a) => a.payment === payment.id && a.session === session.id)) continue;
    const bySubmission =
      effects.submitted.some((s) => s.session === session.id && s.txHash === payment.tx_hash) || before.waiting.has(`${session.id} ${payment.tx_hash}`);
    if (
      carriesTag(session, payment) ||
      onlyPriceMatch(stillOpen(before, after, payment), sessionsCredited, before.sessions.find((s) => s.id === session.id) ?? session, payment)
    )
      continue;
    const credited = creditedBefore(before, session.id, payment);
    const tagged = taggedFor(session, payment);
    if (bySubmission && credited > 0n && tagged !== undefined && BigInt(payment.amount) === tagged - credited) continue;
    violations.push(
      `${payment.token} ${payment.amount} (${payment.tx_hash}) was credited to ${session.id} (tagged ${session.options.map((o) => `${o.token} ${o.amount_base_units}`).join(', ')}) ` +
        `${bySubmission ? 'through a public submission' : 'by the watcher'} without its tag, and its price names no session alone`,
    );
  }
  return violations;
};

/** Per session and chain/token: the credited payments still on the chain, and how much of it is confirmed. */
function creditedBySession(after: Observation) {
  const totals = new Map<string, { sum: bigint; confirmed: bigint; unconfirmed: number; decimals: number }>();
  for (const p of after.payments) {
    if (p.session_id === null || p.role !== 'credited' || p.state === 'withdrawn') continue;
    const k = `${p.session_id}|${p.chain}|${p.token}`;
    const total = totals.get(k) ?? { sum: 0n, confirmed: 0n, unconfirmed: 0, decimals: p.decimals };
    total.sum += BigInt(p.amount);
    if (p.state === 'confirmed') total.confirmed += BigInt(p.amount);
    else total.unconfirmed++;
    totals.set(k, total);
  }
  return totals;
}

/**
 * `completed` exactly when the session's confirmed credited payments on one chain and token cover
 * its amount due (USD amount less tolerance).
 */
const completedWhenPaid: StepInvariant = (_sim, _before, after) => {
  const totals = creditedBySession(after);
  const violations: string[] = [];
  for (const session of after.sessions) {
    const groups = [...totals].filter(([k]) => k.startsWith(`${session.id}|`)).map(([k, v]) => ({ where: k.split('|').slice(1).join(' '), ...v }));
    const covered = groups.filter((g) => g.confirmed >= acceptedUnits(session, g.decimals));
    const show = groups.map((g) => `${g.where}: ${g.sum} credited, ${g.confirmed} confirmed, ${g.unconfirmed} confirming`).join('; ') || 'nothing credited';
    if (session.status === 'completed' && covered.length === 0)
      violations.push(`${session.id} is completed, but its confirmed credited payments do not cover $${session.amount_cents}¢ (${show})`);
    if (session.status !== 'completed' && covered.length > 0) {
      violations.push(`${session.id} is ${session.status}, but confirmed credited payments cover its amount due (${session.amount_cents}¢, ${show})`);
    }
  }
  return violations;
};

/**
 * Every status change has its event: a session whose status changed since the last step has, as
 * its newest status event, the one of its new status; and each status event carries the session
 * with the status its type names.
 */
const statusChangesAnnounced: StepInvariant = (_sim, before, after) => {
  const violations: string[] = [];
  const previous = new Map(before.sessions.map((s) => [s.id, s.status]));
  for (const session of after.sessions) {
    const was = previous.get(session.id) ?? 'pending'; // a new session starts pending, without an event
    if (was === session.status) continue;
    const newest = after.statusEvents.filter((e) => e.session === session.id).at(-1);
    if (newest?.type !== `checkout.session.${session.status}`) {
      violations.push(`${session.id} went from ${was} to ${session.status}, but its newest status event is ${newest?.type ?? 'none'}`);
    }
  }
  for (const event of after.statusEvents) {
    if (`checkout.session.${event.status}` !== event.type) violations.push(`event ${event.id} ${event.type} carries ${event.session} as ${event.status}`);
  }
  return violations;
};

/** A session's pending and succeeded refunds never exceed its confirmed credited payments on that chain and token. */
const refundsWithinCredit: StepInvariant = (_sim, _before, after) => {
  const totals = creditedBySession(after);
  const owed = new Map<string, bigint>();
  for (const refund of after.refunds) {
    if (refund.status === 'failed') continue;
    const k = `${refund.session_id}|${refund.chain}|${refund.token}`;
    owed.set(k, (owed.get(k) ?? 0n) + BigInt(refund.amount));
  }
  return [...owed]
    .filter(([k, amount]) => amount > (totals.get(k)?.confirmed ?? 0n))
    .map(([k, amount]) => `refunds of ${k.replaceAll('|', ' ')} come to ${amount}, more than its confirmed credited ${totals.get(k)?.confirmed ?? 0n}`);
};

/** A refund succeeds only on the merchant's own matching transfer: its token, exact amount, from the receiving address, to its address. */
const refundsPaidByTheirTransfer: StepInvariant = async (sim, _before, after) => {
  const violations: string[] = [];
  for (const refund of after.refunds) {
    if (refund.status !== 'succeeded') continue;
    const receipt = await sim.provider.getTransactionReceipt(refund.tx_hash!);
    const log = receipt?.logs.find((l) => l.index === refund.log_index);
    const matches =
      log !== undefined &&
      log.address.toLowerCase() === refund.token_address &&
      log.topics[0] === TRANSFER_TOPIC &&
      `0x${log.topics[1]!.slice(26)}` === refund.from_address &&
      refund.from_address === RECEIVING.toLowerCase() &&
      `0x${log.topics[2]!.slice(26)}` === refund.to_address &&
      BigInt(log.data) === BigInt(refund.amount);
    if (!matches) violations.push(`refund ${refund.id} succeeded on ${refund.tx_hash}:${refund.log_index}, which is not its transfer`);
  }
  return violations;
};

const STEP_INVARIANTS: StepInvariant[] = [
  transferCountedOnce,
  creditsFollowTheRules,
  completedWhenPaid,
  statusChangesAnnounced,
  refundsWithinCredit,
  refundsPaidByTheirTransfer,
];

/** SIM_IGNORE: invariants left out by name (comma-separated), to look past a known fault for others. */
const ignored = new Set((process.env.SIM_IGNORE ?? '').split(',').filter(Boolean));

export async function checkStepInvariants(sim: ChainView, before: Observation, after: Observation, effects: StepEffects): Promise<string[]> {
  const violations: string[] = [];
  for (const invariant of STEP_INVARIANTS.filter((i) => !ignored.has(i.name))) violations.push(...(await invariant(sim, before, after, effects)));
  return violations;
}

/**
 * At the end (faults off, mined past confirmations, passes until nothing changes): every registry
 * token Transfer to the receiving address on the canonical chain is recorded once, in its
 * canonical block, and nothing off the canonical chain stays counted.
 */
const ledgerMatchesCanonicalChain: EndInvariant = async (sim, after) => {
  const head = await sim.provider.getBlockNumber();
  const logs = await sim.provider.getLogs({
    address: await sim.registryTokens(),
    topics: [TRANSFER_TOPIC, null, zeroPadValue(RECEIVING.toLowerCase(), 32)],
    fromBlock: sim.baseBlock + 1,
    toBlock: head,
  });
  const canonical = new Map(logs.map((log) => [`local-anvil:${log.transactionHash.toLowerCase()}:${log.index}`, log.blockHash.toLowerCase()]));
  const recorded = new Map(after.payments.map((p) => [key(p), p]));
  const violations: string[] = [];
  for (const [k, blockHash] of canonical) {
    const payment = recorded.get(k);
    if (!payment) violations.push(`transfer ${k} on the canonical chain is not recorded`);
    else if (payment.state === 'withdrawn' || payment.block_hash !== blockHash) {
      violations.push(`transfer ${k} is in block ${blockHash}, but its payment is ${payment.state} in ${payment.block_hash}`);
    }
  }
  for (const payment of after.payments) {
    if (payment.state === 'withdrawn' || canonical.get(key(payment)) === payment.block_hash) continue;
    violations.push(
      `payment ${payment.id} (${key(payment)}) is ${payment.state}${payment.session_id ? `, credited to ${payment.session_id} (${payment.role})` : ''}, but its block ${payment.block_hash} holds no such transfer on the canonical chain`,
    );
  }
  for (const refund of after.refunds) {
    if (refund.tx_hash === null || refund.transfer_state === 'withdrawn') continue;
    const receipt = await sim.provider.getTransactionReceipt(refund.tx_hash);
    if (receipt?.blockHash.toLowerCase() !== refund.block_hash)
      violations.push(`refund ${refund.id} is paid by ${refund.tx_hash} in ${refund.block_hash}, not on the canonical chain`);
  }
  return violations;
};

/** Once every payment is confirmed and nothing waits to be mined, no session is left processing. */
const nothingLeftProcessing: EndInvariant = async (_sim, after) =>
  after.sessions
    .filter((s) => s.status === 'processing')
    .filter((s) => ![...after.waiting].some((w) => w.startsWith(`${s.id} `)))
    .filter((s) => !after.payments.some((p) => p.session_id === s.id && p.state === 'confirming'))
    .map((s) => `${s.id} stays processing, though all its payments are confirmed and no submitted transaction waits`);

const END_INVARIANTS: EndInvariant[] = [ledgerMatchesCanonicalChain, nothingLeftProcessing];

export async function checkEndInvariants(sim: ChainView, after: Observation): Promise<string[]> {
  const violations: string[] = [];
  for (const invariant of END_INVARIANTS.filter((i) => !ignored.has(i.name))) violations.push(...(await invariant(sim, after)));
  return violations;
}
