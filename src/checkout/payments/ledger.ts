import type { ChainRegistry } from '../../core/chain/registry.js';
import type { Queryable } from '../../core/db/pool.js';
import { newId } from '../../core/ids.js';
import type { SeenTransfer } from './chain-client.js';
import { MAX_UNDERPAYMENT_TOLERANCE_BPS, usdCentsToBaseUnits } from '../../core/money.js';
import { tagSpace } from './options.js';
import { emitSessionEvent, type SessionEventSource } from './events.js';
import { emitUnattributed } from './project-payments.js';

/**
 * The payment rules (docs/payments.md): how a seen transfer is recorded and attributed, and what
 * a session's status is given what it has received. Every function here runs on the caller's
 * transaction client, so a transition and its event commit together.
 */

/** What the rules need besides the database: the registry, and the session object each event carries. */
export interface LedgerContext {
  chains: ChainRegistry;
  /** CHAIN_RPC_TIMEOUT_MS: an RPC call unanswered this long, retries included, is a failure, not a hang. */
  rpcTimeoutMs: number;
  /** CHAIN_RPC_ATTEMPT_TIMEOUT_MS: one attempt of a call unanswered this long is abandoned and the call tried again. */
  rpcAttemptTimeoutMs: number;
  sessionEvent: SessionEventSource;
}

/** A checkout session's statuses (the spec's table); settleSession below is what moves a session between them. */
export const SESSION_STATUSES = ['pending', 'processing', 'completed', 'failed', 'expired'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

interface LockedSession {
  id: string;
  status: SessionStatus;
  failure_reason: string | null;
  /** expires_at, or the merchant's earlier expiry: payments mined after it are late. */
  deadline: Date;
  /** The database's clock: every time rule reads the one clock the views read too. */
  now: Date;
}

async function lockSession(client: Queryable, id: string): Promise<LockedSession | undefined> {
  const { rows } = await client.query<LockedSession>(
    `SELECT id, status, failure_reason, least(expires_at, coalesce(expired_at, expires_at)) AS deadline, now() AS now
       FROM checkout_sessions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0];
}

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
   ORDER BY (least(s.expires_at, coalesce(s.expired_at, s.expires_at)) > $6) DESC, s.amount_released IS NULL DESC, s.created_at DESC
   LIMIT 1`;

/**
 * The session a transfer pays by its price, when it carries no session's tagged amount ($1 address,
 * $2 network, $3 chain, $4 token, $5 decimals, $6 the amount in base units, $7 and $8 the cents it
 * can pay, $9 the block time): a pending session of this address and network, offered this chain
 * and token, with its deadline after the block, whose USD amount the transfer pays: the amount
 * itself with less than a cent more (12.50 or 12.503 USDC for $12.50), or short of it by no more
 * than the session's underpayment tolerance (checkout_amount_accepted, sql/022_attribution_by_price.sql).
 * Its creation is not compared with the block's time, which can be earlier than the moment a
 * transaction in the block was sent (an Ethereum block carries its slot's start time).
 * Two such sessions are no answer: the amount does not say which, and nobody guesses. A cent more is
 * an overpayment, which could be anyone's. The reservation index holds the pending sessions by
 * amount, so the cents a transfer can pay ($7 its own, $8 the most it pays within the largest
 * tolerance) are one range of it.
 */
export const SESSION_BY_PRICE_SQL = `
  SELECT s.id FROM checkout_sessions s
   WHERE s.pay_address = $1 AND s.network = $2 AND s.amount_released IS NULL AND s.amount_cents BETWEEN $7 AND $8
     AND s.status = 'pending' AND least(s.expires_at, coalesce(s.expired_at, s.expires_at)) > $9
     AND checkout_amount_accepted(s.amount_cents, $5, s.underpayment_tolerance_bps) <= $6::numeric
     AND EXISTS (SELECT FROM checkout_offer_sets f WHERE f.id = s.offer_set AND f.offers @> jsonb_build_array(jsonb_build_object('chain', $3::text, 'token', $4::text)))
   LIMIT 2`;

/** How the amount names a session: its exact tagged amount, or its price as the only pending session it pays. */
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
 * (docs/payments.md, "Who a transfer belongs to"). A submission only adds evidence; it never takes
 * what an earlier credit or the amount gives to another session:
 * - a transfer already credited to another session stays there;
 * - a transfer the amount gives to another session is that session's (`owner`): its exact tagged
 *   amount, or its price when it is the one pending session the transfer pays (sessionByAmount);
 * - an overpayment of a cent or more that does not carry this session's tag could be anyone's
 *   (another customer's wrong amount): it stays with the merchant to attribute, not the first hash
 *   submitted.
 * Undefined: the session may be credited (its own amount, a top-up or a short payment, or its
 * tag with more whole cents).
 */
export async function submissionRefusal(client: Queryable, transfer: SeenTransfer, sessionId: string): Promise<{ reason: string; owner?: string } | undefined> {
  const { rows: credited } = await client.query<{ session_id: string | null }>(
    'SELECT session_id FROM payments WHERE chain = $1 AND tx_hash = $2 AND log_index = $3',
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
  // The tagged amount of the session's option on this chain and token; without one (a token not
  // offered when the session was made), the bare USD amount, which carries no tag to match.
  const { rows } = await client.query<{ offered: boolean; due: string }>(
    `SELECT s.payment_options::jsonb @> jsonb_build_array(jsonb_build_object('chain', $2::text, 'token', $3::text)) AS offered,
            checkout_amount_due(s.payment_options, s.amount_cents, $2, $3, $4)::text AS due
       FROM checkout_sessions_effective s WHERE s.id = $1`,
    [sessionId, transfer.chain.key, transfer.token.symbol, transfer.token.decimals],
  );
  const due = BigInt(rows[0]!.due);
  const paid = splitAmount(transfer.amount, transfer.token.decimals);
  const carriesOwnTag = rows[0]!.offered && paid.tag === splitAmount(due, transfer.token.decimals).tag;
  if (transfer.amount >= due + paid.perCent && !carriesOwnTag) {
    return { reason: "pays more than this session's amount without its exact amount's last digits; the merchant can attribute it" };
  }
  return undefined;
}

export type RecordOutcome = { recorded: 'new' | 'remined' | 'attributed' | 'unchanged'; sessionId: string | undefined } | { creditedElsewhere: string };

/**
 * Records one transfer, once (unique by chain, tx hash, log index): seen again by a rescan it
 * changes nothing, unless its block changed (mined again after a reorg). `claimedBy` is the
 * session a submission names; without it the amount decides. Then the session is settled.
 */
export async function recordTransfer(
  client: Queryable,
  ctx: LedgerContext,
  transfer: SeenTransfer,
  source: 'watcher' | 'submitted' | 'simulated',
  claimedBy?: string,
): Promise<RecordOutcome> {
  const sessionId = claimedBy ?? (await sessionByAmount(client, transfer))?.id;
  const session = sessionId === undefined ? undefined : await lockSession(client, sessionId);
  const recordedRow = async () =>
    (
      await client.query<{ id: string; session_id: string | null; block_hash: string | null }>(
        'SELECT id, session_id, block_hash FROM payments WHERE chain = $1 AND tx_hash = $2 AND log_index = $3 FOR UPDATE',
        [transfer.chain.key, transfer.txHash, transfer.logIndex],
      )
    ).rows[0];
  const role = session === undefined ? null : transfer.blockTime >= session.deadline ? 'late' : session.status === 'completed' ? 'extra' : 'credited';
  let recorded: 'new' | 'remined' | 'attributed' | 'unchanged' = 'unchanged';
  let found = await recordedRow();
  let insertedId: string | undefined;
  if (!found) {
    const inserted = await client.query<{ id: string }>(
      `INSERT INTO payments (id, session_id, role, chain, token, token_address, decimals, tx_hash, log_index, from_address, to_address,
                             amount_base_units, block_number, block_hash, block_time, source, confirmations_required, state, confirmed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
               CASE WHEN $16 = 'simulated' THEN 'confirmed' ELSE 'confirming' END, CASE WHEN $16 = 'simulated' THEN now() END)
       ON CONFLICT (chain, tx_hash, log_index) DO NOTHING RETURNING id`,
      [
        newId('pay'),
        session?.id ?? null,
        role,
        transfer.chain.key,
        transfer.token.symbol,
        transfer.token.address.toLowerCase(),
        transfer.token.decimals,
        transfer.txHash,
        transfer.logIndex,
        transfer.from,
        transfer.to,
        transfer.amount.toString(),
        transfer.blockNumber,
        transfer.blockHash,
        transfer.blockTime,
        source,
        source === 'simulated' ? 0 : transfer.chain.confirmations,
      ],
    );
    // A watcher pass and a submission can record the same transfer at once: the later insert waits
    // for the earlier one's commit and inserts nothing, and the row it committed is read instead.
    insertedId = inserted.rows[0]?.id;
    if (insertedId !== undefined) recorded = 'new';
    else found = await recordedRow();
  }
  if (found?.session_id && claimedBy && found.session_id !== claimedBy) return { creditedElsewhere: found.session_id };
  if (found && found.block_hash !== transfer.blockHash) {
    await client.query(
      `UPDATE payments SET block_number = $2, block_hash = $3, block_time = $4, state = 'confirming', confirmations = 0, confirmed_at = NULL,
              receipt = NULL
        WHERE id = $1`,
      [found.id, transfer.blockNumber, transfer.blockHash, transfer.blockTime],
    );
    recorded = 'remined';
  } else if (found && found.session_id === null && session) {
    await client.query('UPDATE payments SET session_id = $2, role = $3 WHERE id = $1', [found.id, session.id, role]);
    recorded = 'attributed';
  }
  const owner = found?.session_id ?? session?.id;
  if (owner === undefined) {
    if (insertedId !== undefined) await emitUnattributed(client, transfer.chain.network, insertedId);
    return { recorded, sessionId: undefined };
  }
  if (recorded === 'new' || recorded === 'attributed') {
    if (role === 'late') await emitSessionEvent(client, ctx.sessionEvent, owner, 'checkout.session.payment_late');
    if (role === 'extra') await emitSessionEvent(client, ctx.sessionEvent, owner, 'checkout.session.payment_extra');
  }
  await settleSession(client, ctx, owner);
  return { recorded, sessionId: owner };
}

/**
 * The merchant's attribution (`POST /v1/payments/{id}/attach`): an unattributed payment credited to
 * `sessionId`, whatever its amount and whenever it was mined (the merchant has judged it), once. A
 * completed session has been paid: it takes none. The session is locked before the payment, in
 * the order recordTransfer takes them.
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
  await settleSession(client, ctx, sessionId);
  return 'attached';
}

/**
 * The session's credited payments still on the chain, grouped by chain and token, with the least
 * that pays it there: its USD amount less its underpayment tolerance (checkout_amount_accepted).
 */
async function creditedTotals(client: Queryable, sessionId: string) {
  const { rows } = await client.query<{ received: string; accepted: string; unconfirmed: number }>(
    `SELECT t.received::text AS received,
            checkout_amount_accepted(s.amount_cents, t.decimals, s.underpayment_tolerance_bps)::text AS accepted,
            t.unconfirmed
       FROM (SELECT decimals, sum(amount_base_units) AS received, count(*) FILTER (WHERE state <> 'confirmed')::int AS unconfirmed
               FROM payments
              WHERE session_id = $1 AND role = 'credited' AND state <> 'withdrawn'
              GROUP BY chain, token, decimals) t
      CROSS JOIN checkout_sessions s
      WHERE s.id = $1`,
    [sessionId],
  );
  return rows.map((row) => ({ received: BigInt(row.received), accepted: BigInt(row.accepted), unconfirmed: row.unconfirmed }));
}

/**
 * A session's status from what it has received, at `now` (the database's clock unless a test advances it; docs/payments.md, "States"):
 * - a chain and token whose credited payments reach the session's USD amount less its
 *   underpayment tolerance (the tagged amount, the round amount, or short of it within tolerance):
 *   `completed` once they are all confirmed, `processing` before (an overpayment is the same; the
 *   excess is shown, and so is a shortfall);
 * - credited payments short of that (underpaid): `pending` until the deadline for a top-up, then
 *   `failed` ("underpaid");
 * - nothing credited: `processing` while a submitted transaction waits to be mined, else `pending`
 *   until the deadline, then `failed` ("transaction_reverted") if a submitted transaction reverted,
 *   else `expired`.
 * `completed` stays while its payments stay on the chain: one withdrawn by a reorg (or mined again in
 * another block) takes the session back to what the rest says. A payment mined before the deadline
 * counts whenever it is seen, so an expired or failed session can still move on to processing and
 * completed. Every change of status is announced by the event of its new status.
 */
export async function settleSession(client: Queryable, ctx: LedgerContext, sessionId: string, now?: Date): Promise<SessionStatus | undefined> {
  const session = await lockSession(client, sessionId);
  if (!session) return undefined; // gone with its project
  const totals = await creditedTotals(client, sessionId);
  const paid = totals.find((total) => total.received >= total.accepted);
  const overdue = (now ?? session.now) >= session.deadline;
  let next: { status: SessionStatus; reason: string | null };
  if (paid) next = { status: paid.unconfirmed === 0 ? 'completed' : 'processing', reason: null };
  else if (totals.length > 0) next = overdue ? { status: 'failed', reason: 'underpaid' } : { status: 'pending', reason: null };
  else {
    const { rows } = await client.query<{ state: 'waiting' | 'reverted' | 'rejected' }>(
      'SELECT DISTINCT state FROM payment_submissions WHERE session_id = $1',
      [sessionId],
    );
    const states = rows.map((row) => row.state);
    if (states.includes('waiting')) next = { status: 'processing', reason: null };
    else if (!overdue) next = { status: 'pending', reason: null };
    else if (states.includes('reverted')) next = { status: 'failed', reason: 'transaction_reverted' };
    else next = { status: 'expired', reason: null };
  }
  if (next.status === session.status && next.reason === session.failure_reason) return session.status;
  await client.query(
    `UPDATE checkout_sessions SET status = $2, failure_reason = $3,
            expired_at = CASE WHEN $2 = 'expired' THEN coalesce(expired_at, now()) ELSE expired_at END
      WHERE id = $1`,
    [sessionId, next.status, next.reason],
  );
  if (next.status !== session.status) {
    await emitSessionEvent(client, ctx.sessionEvent, sessionId, `checkout.session.${next.status}`);
  }
  return next.status;
}
