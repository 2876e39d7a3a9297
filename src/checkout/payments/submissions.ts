import type { Chain } from '../../core/chain/registry.js';
import { withTransaction, type Db, type Queryable } from '../../core/db/pool.js';
import { invalidField } from '../../core/errors.js';
import type { Logger } from '../../core/logger.js';
import type { Network } from '../../core/network.js';
import { onchainUnavailable } from '../../deployments/index.js';
import { recordPayment, submissionRefusal } from './attribution.js';
import { blockTimes, ChainIdMismatch, checkedProviderFor, rpcFailureReason, type SeenTransfer, transferOf } from './chain-client.js';
import type { LedgerContext } from './reactions.js';
import { settleSession } from './session-state.js';

/**
 * A transaction a customer submits for a session (`POST /c/{id}/payments`): the chain must be one
 * this service watches, of the session's network, and the session still open; then the
 * transaction is checked on that chain (checkSubmittedTransaction). Each refusal names its field.
 */
export async function submitTransaction(
  ctx: LedgerContext,
  db: Db,
  session: { id: string; network: Network; status: string },
  submission: { chain: string; tx_hash: string },
): Promise<void> {
  const chain = ctx.chains.chain(submission.chain);
  if (!chain?.rpcUrl || chain.tokens.length === 0) throw invalidField('chain', `${submission.chain} is not a chain this service watches`);
  if (chain.network !== session.network) throw invalidField('chain', `${chain.key} is a ${chain.network} chain; this session is paid on ${session.network}`);
  if (session.status !== 'pending' && session.status !== 'processing') {
    throw invalidField('id', `the session is ${session.status}; only an open session takes a payment`);
  }
  const check = await checkSubmittedTransaction(ctx, db, chain, session.id, submission.tx_hash.toLowerCase());
  if ('rejected' in check) throw invalidField('tx_hash', check.rejected);
}

/** Why a submitted transaction pays nothing to its session, as a 400 reason for `tx_hash`. */
export type SubmissionCheck = { ok: true } | { rejected: string };

/**
 * Checks a transaction submitted for a session directly on its chain, and records what it is:
 * - not mined yet: a waiting submission (the session is `processing`; each watcher pass re-checks it);
 * - mined and reverted: a reverted submission (the session fails with "transaction_reverted" at its
 *   deadline unless something else pays it);
 * - mined: each registry-token Transfer in it to the session's receiving address on that chain is
 *   credited to the session where the payment rules allow it (`submissionRefusal`: a submission
 *   never takes another session's payment; amounts over or under the due amount are judged by the
 *   rules). A transfer of another session's exact amount is recorded for that session.
 * Nothing credited is a rejection, with the reason; a waiting submission rejected once mined is kept
 * as `rejected` with it, so no watcher pass tries it again. An RPC failure throws the spec's 502
 * (`chainUnavailable`); a database failure throws as it is.
 */
export async function checkSubmittedTransaction(ctx: LedgerContext, db: Db, chain: Chain, sessionId: string, txHash: string): Promise<SubmissionCheck> {
  const { receipt, pending, blockTime } = await readTransaction(ctx, chain, txHash);
  // Run again if Postgres breaks a deadlock by aborting it: a watcher pass can hold this transfer's
  // unattributed row while it waits for the session this transaction has locked.
  return withTransaction(
    db,
    async (client): Promise<SubmissionCheck> => {
      const keep = async (state: 'waiting' | 'reverted') => {
        await client.query(
          `INSERT INTO payment_submissions (chain, tx_hash, session_id, state) VALUES ($1, $2, $3, $4)
           ON CONFLICT (chain, tx_hash, session_id) DO UPDATE SET state = $4, reason = NULL`,
          [chain.key, txHash, sessionId, state],
        );
        await settleSession(client, ctx.sessionEvent, sessionId);
        return { ok: true } as const;
      };
      const reject = async (reason: string) => {
        await client.query("UPDATE payment_submissions SET state = 'rejected', reason = $4 WHERE chain = $1 AND tx_hash = $2 AND session_id = $3", [
          chain.key,
          txHash,
          sessionId,
          reason,
        ]);
        await settleSession(client, ctx.sessionEvent, sessionId);
        return { rejected: reason };
      };
      if (!receipt && !pending) return reject(`no transaction with this hash on ${chain.key}`);
      if (!receipt) {
        const refusal = await waitingRefusal(client, chain, txHash, sessionId);
        return refusal === undefined ? keep('waiting') : reject(refusal);
      }
      if (receipt.status !== 1) return keep('reverted');
      const { rows } = await client.query<{ address: string }>(
        "SELECT DISTINCT o->>'address' AS address FROM checkout_sessions_effective s, json_array_elements(s.payment_options) o WHERE s.id = $1 AND o->>'chain' = $2",
        [sessionId, chain.key],
      );
      const addresses = new Set(rows.map((row) => row.address));
      const transfers = receipt.logs
        .map((log) => transferOf(chain, log, blockTime!))
        .filter((transfer): transfer is SeenTransfer => transfer !== undefined && addresses.has(transfer.to));
      if (transfers.length === 0) {
        return reject(`transfers no ${chain.tokens.map((token) => token.symbol).join(' or ')} to this session's receiving address on ${chain.key}`);
      }
      const refusals: string[] = [];
      for (const transfer of transfers) {
        const refusal = await submissionRefusal(client, transfer, sessionId);
        // Another session's exact amount: recorded for it now, as the watcher would.
        if (refusal?.owner) await recordPayment(client, ctx, transfer, 'submitted');
        const outcome = refusal ? undefined : await recordPayment(client, ctx, transfer, 'submitted', sessionId);
        if (refusal) refusals.push(refusal.reason);
        else if (outcome && 'creditedElsewhere' in outcome) refusals.push('is already credited to another checkout session');
      }
      if (refusals.length === transfers.length) return reject(refusals[0]!);
      await client.query('DELETE FROM payment_submissions WHERE chain = $1 AND tx_hash = $2 AND session_id = $3', [chain.key, txHash, sessionId]);
      // The session no longer waits on this transaction, a fact its status may rest on: a transfer
      // mined after the deadline is credited nothing, and the session must not stay `processing`.
      await settleSession(client, ctx.sessionEvent, sessionId);
      return { ok: true };
    },
    { attempts: 3 },
  );
}

/** At most this many transactions wait to be mined for one session: each costs every watcher pass an RPC call. */
const MAX_WAITING_PER_SESSION = 5;

/**
 * Why a transaction not mined yet may not wait for the session; undefined when it may. Only until the session's deadline:
 * mined after it, it could only be a late payment, which the watcher finds by its amount anyway. And
 * only a few per session, so that submitting the chain's pending transactions cannot slow the pass.
 */
async function waitingRefusal(client: Queryable, chain: Chain, txHash: string, sessionId: string): Promise<string | undefined> {
  const { rows } = await client.query<{ overdue: boolean; others: number }>(
    `SELECT checkout_session_deadline(s.expires_at, s.expired_at) <= now() AS overdue,
            (SELECT count(*)::int FROM payment_submissions w
              WHERE w.session_id = s.id AND w.state = 'waiting' AND (w.chain, w.tx_hash) <> ($2, $3)) AS others
       FROM checkout_sessions s WHERE s.id = $1`,
    [sessionId, chain.key, txHash],
  );
  const { overdue, others } = rows[0]!;
  if (overdue) return "was not mined before the session's deadline";
  if (others >= MAX_WAITING_PER_SESSION) return `this session already waits on ${MAX_WAITING_PER_SESSION} transactions not mined yet`;
  return undefined;
}

/** The transaction as its chain shows it: its receipt once mined, else the pending transaction, else neither. */
async function readTransaction(ctx: LedgerContext, chain: Chain, txHash: string) {
  try {
    const provider = await checkedProviderFor(chain, ctx);
    const receipt = await provider.getTransactionReceipt(txHash);
    const pending = receipt ? undefined : await provider.getTransaction(txHash);
    return { receipt, pending, blockTime: receipt ? await blockTimes(provider)(receipt.blockNumber) : undefined };
  } catch (error) {
    throw chainUnavailable(ctx, chain, error);
  }
}

/**
 * The reading of an RPC failure: the spec's 502 for a chain that did not answer, or whose RPC
 * answers for another chain id (nothing it says is credited), in the health check's plain words,
 * since the error's own text can carry the RPC URL (and its API key).
 */
function chainUnavailable(ctx: LedgerContext, chain: Chain, error: unknown) {
  const reason = rpcFailureReason(error, ctx.rpcTimeoutMs);
  const message = error instanceof ChainIdMismatch ? `${chain.key} cannot be checked now: ${reason}` : `${chain.key} did not answer (${reason}); retry shortly`;
  return onchainUnavailable(message, error);
}

/**
 * Re-checks each submitted transaction of `chain` still waiting to be mined (run by every watcher
 * pass). One bad submission (refused by the rules once mined, or failing on its own) is recorded or
 * logged and skipped: it never fails the pass, which every merchant on the chain depends on.
 */
export async function checkWaitingSubmissions(ctx: LedgerContext, db: Db, log: Logger, chain: Chain): Promise<void> {
  const { rows } = await db.query<{ session_id: string; tx_hash: string }>(
    "SELECT session_id, tx_hash FROM payment_submissions WHERE chain = $1 AND state = 'waiting' ORDER BY created_at",
    [chain.key],
  );
  for (const { session_id: sessionId, tx_hash: txHash } of rows) {
    try {
      const check = await checkSubmittedTransaction(ctx, db, chain, sessionId, txHash);
      if ('rejected' in check) log.info({ chain: chain.key, session_id: sessionId, tx_hash: txHash, reason: check.rejected }, 'submitted transaction rejected');
    } catch (error) {
      log.warn({ chain: chain.key, session_id: sessionId, tx_hash: txHash, err: error }, 'submitted transaction not checked; retrying at the next pass');
    }
  }
}
