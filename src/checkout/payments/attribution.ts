import type { Queryable } from '../../core/db/pool.js';
import { newId } from '../../core/ids.js';
import type { SeenTransfer } from './chain-client.js';
import { MAX_UNDERPAYMENT_TOLERANCE_BPS, usdCentsToBaseUnits } from '../../core/money.js';
import { tagSpace } from './options.js';
import { type LedgerContext, transferReactions } from './reactions.js';
import { signReceiptIfDue } from './receipts.js';
import { emitSessionEvent, lockSession, settleSession } from './session-state.js';
import { emitUnattributed } from './project-payments.js';
import { observeTransfer } from './transfers.js';

/**
 * Attribution (docs/payments.md, "Who a transfer belongs to"): whose a transfer to a receiving
 * address is. A payment is a transfer (its observed-transfer record, transfers.ts) and the session it
 * is credited to, or none. Attributed here by the amount (a session's exact tagged amount, or its
 * price), by a customer's submission of a transfer carrying the session's tag, or by the merchant;
 * the session's status is then settled by its owner (session-state.ts). Every function runs on the
 * caller's transaction client, so an attribution and what follows from it commit together.
 */

/** Postgres's bigint, the type of amount_cents. */
const MAX_BIGINT = 2n ** 63n - 1n;

/**
 * The session a transfer pays, found by its exact amount ($1 address, $2 network, $3 cents, $4 tag,
 * $5 the option as a jsonb containment, $6 the block time). Every option of a session is its cent
 * amount plus the session's one tag, so the amount names both (19.994127 USDC: 1999 cents, tag
 * 4127), and the session row's indexes find the sessions given them at this address on this
 * network; the option itself must match too (this chain and token were offered, at this amount).
 * Of those, the one whose payment window the block time falls in (an amount is only reused after
 * its session closed); else the latest one created before the block (the payment is late).
 *
 * A session is in one of two indexes by amount, reserving or released (sql/007_checkout.sql), each partial on
 * amount_released: the condition that names both cases lets Postgres read each index and join the
 * two. Without it neither index applies, and the lookup reads the whole table.
 */
export const SESSION_BY_AMOUNT_SQL = `
  SELECT s.id FROM checkout_sessions_effective s
   WHERE s.pay_address = $1 AND s.network = $2 AND s.amount_cents = $3 AND s.amount_tag = $4 AND s.payment_options::jsonb @> $5::jsonb
     AND (s.amount_released IS NULL OR s.amount_released IS NOT NULL)
   ORDER BY (checkout_session_deadline(s.expires_at, s.expired_at) > $6) DESC, s.amount_released IS NULL DESC, s.created_at DESC
   LIMIT 1`;

/**
 * The session a transfer pays by its price, when it carries no session's tagged amount ($1 address,
 * $2 network, $3 chain, $4 token, $5 decimals, $6 the amount in base units, $7 and $8 the cents it
 * can pay, $9 the block time): a pending session of this address and network, offered this chain
 * and token, with its deadline after the block, whose USD amount the transfer pays: the amount
 * itself with less than a cent more (12.50 or 12.503 USDC for $12.50), or short of it by no more
 * than the session's underpayment tolerance (sql/functions/checkout_amount_accepted.sql).
 * Its creation is not compared with the block's time, which can be earlier than the moment a
 * transaction in the block was sent (an Ethereum block carries its slot's start time).
 * Only the sessions of the organization untagged money at the address belongs to are candidates
 * (receiving_address_untagged_owner: the one that proved the address, or its one user).
 * Two such sessions are no answer: the amount does not say which, and nobody guesses. A cent more is
 * an overpayment, which could be anyone's. The reservation index holds the pending sessions by
 * amount, so the cents a transfer can pay ($7 its own, $8 the most it pays within the largest
 * tolerance) are one range of it.
 */
export const SESSION_BY_PRICE_SQL = `
  SELECT s.id FROM checkout_sessions s
   WHERE s.pay_address = $1 AND s.network = $2 AND s.amount_released IS NULL AND s.amount_cents BETWEEN $7 AND $8
     AND (s.status = 'pending' OR (s.status = 'processing' AND NOT EXISTS (SELECT FROM checkout_session_credits c WHERE c.session_id = s.id)))
     AND checkout_session_deadline(s.expires_at, s.expired_at) > $9
     AND checkout_amount_accepted(s.amount_cents, $5, s.underpayment_tolerance_bps) <= $6::numeric
     AND EXISTS (SELECT FROM checkout_offer_sets f WHERE f.id = s.offer_set AND f.offers @> jsonb_build_array(jsonb_build_object('chain', $3::text, 'token', $4::text)))
     AND (SELECT p.organization_id FROM projects p WHERE p.id = s.project_id) = receiving_address_untagged_owner($1)
   LIMIT 2`;

/**
 * How the amount names a session: its exact tagged amount, or its price as the only open session it
 * pays. Open: pending, or processing with nothing credited (only a submitted transaction waits), so
 * that a submission still waiting, whoever made it, never takes a session out of the price rule.
 */
export type AmountMatch = { id: string; by: 'tag' | 'price' };

/**
 * The session a transfer pays by its amount (docs/payments.md, "Attribution"): the session given
 * that exact tagged amount (SESSION_BY_AMOUNT_SQL); else the one pending session whose price it
 * pays (SESSION_BY_PRICE_SQL). None: the transfer stays unattributed until someone submits it or
 * the merchant attaches it.
 */
async function sessionByAmount(client: Queryable, transfer: SeenTransfer): Promise<AmountMatch | undefined> {
  const { perCent, cents, tag } = splitAmount(transfer.amount, transfer.token.decimals);
  if (cents > MAX_BIGINT) return undefined; // more cents than the column holds: no session has this price
  // A tag no session can have: no session was given this exact amount.
  if (tag < tagSpace(transfer.token.decimals)) {
    const { rows } = await client.query<{ id: string }>(SESSION_BY_AMOUNT_SQL, [
      transfer.to,
      transfer.chain.network,
      cents.toString(),
      Number(tag),
      JSON.stringify([{ chain: transfer.chain.key, token: transfer.token.symbol, amount_base_units: transfer.amount.toString() }]),
      transfer.blockTime,
    ]);
    if (rows[0]) return { id: rows[0].id, by: 'tag' };
  }
  const mostCents = (transfer.amount * 10_000n) / ((10_000n - BigInt(MAX_UNDERPAYMENT_TOLERANCE_BPS)) * perCent);
  const { rows } = await client.query<{ id: string }>(SESSION_BY_PRICE_SQL, [
    transfer.to,
    transfer.chain.network,
    transfer.chain.key,
    transfer.token.symbol,
    transfer.token.decimals,
    transfer.amount.toString(),
    cents.toString(),
    (mostCents > MAX_BIGINT ? MAX_BIGINT : mostCents).toString(),
    transfer.blockTime,
  ]);
  return rows.length === 1 ? { id: rows[0]!.id, by: 'price' } : undefined;
}

/** An amount in base units as whole cents and the tag below one cent (19.994127 USDC: 1999 cents, tag 4127). */
function splitAmount(amount: bigint, decimals: number): { perCent: bigint; cents: bigint; tag: bigint } {
  const perCent = usdCentsToBaseUnits(1n, decimals);
  return { perCent, cents: amount / perCent, tag: amount % perCent };
}

/**
 * Who may be credited a transfer that a customer submitted by hash for `sessionId`
 * (docs/payments.md, "Who a transfer belongs to"). A submission only adds evidence, and only
 * evidence the transfer itself carries:
 * - a transfer already credited to another session stays there;
 * - a transfer the amount gives to a session (its exact tagged amount, or its price when it is the
 *   one pending session the transfer pays: sessionByAmount) is that session's (`owner` when another);
 * - otherwise it is credited only when it carries this session's tag: its exact tagged amount, or
 *   more with the same digits below the cent (the customer added whole cents); or when it is exactly
 *   the rest due of a session already credited short there (the top-up its page asks for). Untagged money (a
 *   round amount two sessions could have asked for, a short payment beyond the tolerance, an
 *   overpayment) could be any customer's: the merchant attributes it (`attach`), never whoever
 *   knows its hash.
 * Undefined: the session may be credited.
 */
export async function submissionRefusal(client: Queryable, transfer: SeenTransfer, sessionId: string): Promise<{ reason: string; owner?: string } | undefined> {
  const { rows: credited } = await client.query<{ session_id: string | null }>(
    'SELECT p.session_id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.chain = $1 AND t.tx_hash = $2 AND t.log_index = $3',
    [transfer.chain.key, transfer.txHash, transfer.logIndex],
  );
  const creditedTo = credited[0]?.session_id;
  if (creditedTo != null) return creditedTo === sessionId ? undefined : { reason: 'is already credited to another checkout session' };
  const owner = await sessionByAmount(client, transfer);
  if (owner?.id === sessionId) return undefined;
  if (owner?.by === 'tag') return { reason: "is another checkout session's payment (it carries that session's exact amount)", owner: owner.id };
  if (owner?.by === 'price') {
    return { reason: "is another checkout session's payment (it pays that session's amount, and no other open session's)", owner: owner.id };
  }
  // The tagged amount of the session's option on this chain and token (none: the session was not
  // offered them, so no amount carries its tag there), and what it was credited there so far.
  const { rows } = await client.query<{ due: string | null; received: string | null }>(
    `SELECT (SELECT o->>'amount_base_units' FROM json_array_elements(s.payment_options) o WHERE o->>'chain' = $2 AND o->>'token' = $3) AS due,
            (SELECT c.received::text FROM checkout_session_credits c WHERE c.session_id = s.id AND c.chain = $2 AND c.token = $3) AS received
       FROM checkout_sessions_effective s WHERE s.id = $1`,
    [sessionId, transfer.chain.key, transfer.token.symbol],
  );
  const due = rows[0]?.due == null ? undefined : BigInt(rows[0].due);
  const received = BigInt(rows[0]?.received ?? 0);
  const perCent = usdCentsToBaseUnits(1n, transfer.token.decimals);
  if (due !== undefined && transfer.amount >= due && (transfer.amount - due) % perCent === 0n) return undefined;
  // The top-up its hosted page asks of a session credited short: exactly the rest due. Only a
  // session already credited has a rest, and credit comes from a tag, a price or the merchant.
  if (due !== undefined && received > 0n && transfer.amount === due - received) return undefined;
  return {
    reason:
      "does not carry this session's exact amount (or more with the same last digits); a transfer without it is attributed by its price or by the merchant",
  };
}

export type RecordOutcome = { recorded: 'new' | 'attributed' | 'unchanged'; sessionId: string | undefined } | { creditedElsewhere: string };

/**
 * Records a transfer to a receiving address as a payment, once: its observed-transfer record (a
 * rescan changes nothing; seen in another block it confirms anew), and the payment attributed to
 * `claimedBy` (the session a submission names, which submissionRefusal allowed) or else to the
 * session its amount names, if any and if it has none yet. Then that session is settled. A payment
 * no session claims is announced to the address's projects (`payment.unattributed`).
 */
export async function recordPayment(
  client: Queryable,
  ctx: LedgerContext,
  transfer: SeenTransfer,
  source: 'watcher' | 'submitted' | 'simulated',
  claimedBy?: string,
): Promise<RecordOutcome> {
  const sessionId = claimedBy ?? (await sessionByAmount(client, transfer))?.id;
  const session = sessionId === undefined ? undefined : await lockSession(client, sessionId);
  const observed = await observeTransfer(client, transfer, transferReactions(ctx));
  const role = session === undefined ? null : transfer.blockTime >= session.deadline ? 'late' : session.status === 'completed' ? 'extra' : 'credited';
  const inserted = await client.query<{ id: string }>(
    `INSERT INTO payments (id, transfer_id, session_id, role, source) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (transfer_id) DO NOTHING RETURNING id`,
    [newId('pay'), observed.id, session?.id ?? null, role, source],
  );
  let recorded: 'new' | 'attributed' | 'unchanged' = 'new';
  let paymentId = inserted.rows[0]?.id;
  let owner = session?.id;
  if (paymentId === undefined) {
    // Recorded before (or by a concurrent pass or submission, whose commit the insert waited for).
    const { rows } = await client.query<{ id: string; session_id: string | null }>('SELECT id, session_id FROM payments WHERE transfer_id = $1 FOR UPDATE', [
      observed.id,
    ]);
    const found = rows[0]!;
    paymentId = found.id;
    if (found.session_id && claimedBy && found.session_id !== claimedBy) return { creditedElsewhere: found.session_id };
    recorded = 'unchanged';
    owner = found.session_id ?? undefined;
    if (found.session_id === null && session) {
      await client.query('UPDATE payments SET session_id = $2, role = $3 WHERE id = $1', [found.id, session.id, role]);
      recorded = 'attributed';
      owner = session.id;
    }
  }
  if (owner === undefined) {
    if (recorded === 'new') await emitUnattributed(client, transfer.chain.network, paymentId);
    return { recorded, sessionId: undefined };
  }
  if (recorded !== 'unchanged') {
    if (role === 'late') await emitSessionEvent(client, ctx.sessionEvent, owner, 'checkout.session.payment_late');
    if (role === 'extra') await emitSessionEvent(client, ctx.sessionEvent, owner, 'checkout.session.payment_extra');
  }
  await settleSession(client, ctx.sessionEvent, owner);
  await signReceiptIfDue(client, ctx, paymentId);
  return { recorded, sessionId: owner };
}

/**
 * The merchant's attribution (`POST /v1/payments/{id}/attach`): an unattributed payment credited to
 * `sessionId`, whatever its amount and whenever it was mined (the merchant has judged it), once. A
 * completed session has been paid: it takes none. The session is locked before the payment, in
 * the order recordPayment takes them.
 */
export async function attachPayment(
  client: Queryable,
  ctx: LedgerContext,
  paymentId: string,
  sessionId: string,
): Promise<'attached' | { alreadyAttributed: string } | { sessionCompleted: true }> {
  const session = await lockSession(client, sessionId);
  const { rows } = await client.query<{ session_id: string | null }>('SELECT session_id FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
  const attributedTo = rows[0]!.session_id;
  if (attributedTo !== null) return { alreadyAttributed: attributedTo };
  if (session!.status === 'completed') return { sessionCompleted: true };
  await client.query("UPDATE payments SET session_id = $2, role = 'credited' WHERE id = $1", [paymentId, sessionId]);
  await settleSession(client, ctx.sessionEvent, sessionId);
  await signReceiptIfDue(client, ctx, paymentId);
  return 'attached';
}
