import type { ChainRegistry } from '../../core/chain/registry.js';
import type { Queryable } from '../../core/db/pool.js';
import { type PaymentReceiptSigning, clearReceipt, signReceiptIfDue } from './receipts.js';
import { refundReaction } from './refunds.js';
import { emitSessionEvent, lockSession, type SessionEventSource, settleSession } from './session-state.js';
import type { TransferChange, TransferReactions } from './transfers.js';

/** What the money engine needs besides the database: the registry, the RPC time limit, the session object each event carries, and the payment receipts' signing. */
export interface LedgerContext {
  chains: ChainRegistry;
  /** CHAIN_RPC_TIMEOUT_MS: an RPC call unanswered this long, retries included, is a failure, not a hang. */
  rpcTimeoutMs: number;
  /** CHAIN_RPC_ATTEMPT_TIMEOUT_MS: one attempt of a call unanswered this long is abandoned and the call tried again. */
  rpcAttemptTimeoutMs: number;
  sessionEvent: SessionEventSource;
  receipts: PaymentReceiptSigning;
}

/**
 * What a transfer's change means to its owner, in the change's transaction: a payment's session is
 * settled by its owner (session-state.ts) and its receipt signed or taken back; a refund's status
 * follows (refunds.ts). A transfer is one or the other, never both.
 */
export function transferReactions(ctx: LedgerContext): TransferReactions {
  return async (client, transferId, change, { inPool }) => {
    if (!(await paymentReaction(client, ctx, transferId, change, inPool))) await refundReaction(client, transferId, change);
  };
}

/**
 * A payment's transfer changed: its session is settled, whichever session it is credited to when
 * the change commits. The payment row is locked after its session, in the order every attribution
 * takes them, and read again once locked: a payment attributed while its transfer confirmed is seen
 * with its session, so no session stays `processing` with all its payments confirmed. Answers
 * whether the transfer is a payment's.
 */
async function paymentReaction(client: Queryable, ctx: LedgerContext, transferId: string, change: TransferChange, inPool: boolean): Promise<boolean> {
  const paymentOf = async (lock: boolean) =>
    (
      await client.query<{ id: string; session_id: string | null; tx_hash: string; chain: string }>(
        `SELECT p.id, p.session_id, t.tx_hash, t.chain FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id
          WHERE p.transfer_id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
        [transferId],
      )
    ).rows[0];
  const seen = await paymentOf(false);
  if (!seen) return false;
  if (seen.session_id) await lockSession(client, seen.session_id);
  const payment = (await paymentOf(true))!;
  if (change === 'confirmed') {
    if (payment.session_id) await settleSession(client, ctx.sessionEvent, payment.session_id);
    await signReceiptIfDue(client, ctx, payment.id);
    return true;
  }
  await clearReceipt(client, payment.id);
  if (!payment.session_id) return true;
  if (change === 'withdrawn' && inPool) {
    // Its transaction waits to be mined again: the session waits with it (`processing`).
    await client.query(
      `INSERT INTO payment_submissions (chain, tx_hash, session_id, state) VALUES ($1, $2, $3, 'waiting')
       ON CONFLICT (chain, tx_hash, session_id) DO UPDATE SET state = 'waiting', reason = NULL`,
      [payment.chain, payment.tx_hash, payment.session_id],
    );
  }
  await settleSession(client, ctx.sessionEvent, payment.session_id);
  // After the settling, so that it carries the session as it now is.
  if (change === 'withdrawn') await emitSessionEvent(client, ctx.sessionEvent, payment.session_id, 'checkout.session.payment_withdrawn');
  return true;
}
