import type { Chain } from '../core/chain/registry.js';
import { withTransaction, type Db } from '../core/db/pool.js';
import { invalidField, ServiceError } from '../core/errors.js';
import { blockTimes, ChainIdMismatch, checkedProviderFor, rpcFailureReason, transferOf } from './chain-client.js';
import { type LedgerContext, recordTransfer, settleSession } from './ledger.js';

/** Why a submitted transaction pays nothing to its session, as a 400 reason for `tx_hash`. */
export type SubmissionCheck = { ok: true } | { rejected: string };

/**
 * Checks a transaction submitted for a session directly on its chain, and records what it is:
 * - not mined yet: a waiting submission (the session is `processing`; each watcher pass re-checks it);
 * - mined and reverted: a reverted submission (the session fails with "transaction_reverted" at its
 *   deadline unless something else pays it);
 * - mined: each registry-token Transfer in it to the session's receiving address on that chain is
 *   recorded as the session's payment (amounts over or under the due amount included: the rules
 *   judge them); none is a rejection, as is a transfer already credited to another session.
 * An unknown hash is a rejection. An RPC failure throws the spec's 502 (`chainUnavailable`); a
 * database failure throws as it is.
 */
export async function checkSubmittedTransaction(ctx: LedgerContext, db: Db, chain: Chain, sessionId: string, txHash: string): Promise<SubmissionCheck> {
  const { receipt, pending, blockTime } = await readTransaction(ctx, chain, txHash);
  if (!receipt && !pending) {
    // A waiting transaction the node dropped no longer keeps its session processing.
    await withTransaction(db, async (client) => {
      const { rows } = await client.query<{ session_id: string }>(
        "DELETE FROM payment_submissions WHERE chain = $1 AND tx_hash = $2 AND state = 'waiting' RETURNING session_id",
        [chain.key, txHash],
      );
      for (const row of rows) await settleSession(client, ctx, row.session_id);
    });
    return { rejected: `no transaction with this hash on ${chain.key}` };
  }
  // Run again if Postgres breaks a deadlock by aborting it: a watcher pass can hold this transfer's
  // unattributed row while it waits for the session this transaction has locked.
  return withTransaction(
    db,
    async (client): Promise<SubmissionCheck> => {
      const submission = async (state: 'waiting' | 'reverted') => {
        await client.query(
          `INSERT INTO payment_submissions (chain, tx_hash, session_id, state) VALUES ($1, $2, $3, $4)
         ON CONFLICT (chain, tx_hash) DO UPDATE SET state = $4 WHERE payment_submissions.session_id = $3`,
          [chain.key, txHash, sessionId, state],
        );
        await settleSession(client, ctx, sessionId);
        return { ok: true } as const;
      };
      if (!receipt) return submission('waiting');
      if (receipt.status !== 1) return submission('reverted');
      await client.query('DELETE FROM payment_submissions WHERE chain = $1 AND tx_hash = $2', [chain.key, txHash]);
      const { rows } = await client.query<{ address: string }>(
        "SELECT DISTINCT o->>'address' AS address FROM checkout_sessions_effective s, json_array_elements(s.payment_options) o WHERE s.id = $1 AND o->>'chain' = $2",
        [sessionId, chain.key],
      );
      const addresses = new Set(rows.map((row) => row.address));
      const transfers = receipt.logs
        .map((log) => transferOf(chain, log, blockTime!))
        .filter((transfer) => transfer !== undefined && addresses.has(transfer.to));
      if (transfers.length === 0) {
        await settleSession(client, ctx, sessionId);
        return { rejected: `transfers no ${chain.tokens.map((token) => token.symbol).join(' or ')} to this session's receiving address on ${chain.key}` };
      }
      for (const transfer of transfers) {
        const outcome = await recordTransfer(client, ctx, transfer!, 'submitted', sessionId);
        if ('creditedElsewhere' in outcome) throw invalidField('tx_hash', 'is already credited to another checkout session');
      }
      return { ok: true };
    },
    { attempts: 3 },
  );
}

/** The transaction as its chain shows it: its receipt once mined, else the pending transaction, else neither. */
async function readTransaction(ctx: LedgerContext, chain: Chain, txHash: string) {
  try {
    const provider = await checkedProviderFor(chain, ctx.rpcTimeoutMs);
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
function chainUnavailable(ctx: LedgerContext, chain: Chain, error: unknown): ServiceError {
  const reason = rpcFailureReason(error, ctx.rpcTimeoutMs);
  const message = error instanceof ChainIdMismatch ? `${chain.key} cannot be checked now: ${reason}` : `${chain.key} did not answer (${reason}); retry shortly`;
  return new ServiceError('onchain_unavailable', message, [], { cause: error });
}
