import { randomBytes } from 'node:crypto';
import { ZeroAddress } from 'ethers';
import type { Chain, Token } from '../../core/chain/registry.js';
import { withTransaction, type Db } from '../../core/db/pool.js';
import { invalidField } from '../../core/errors.js';
import { usdCentsToBaseUnits } from '../../core/money.js';
import { recordPayment } from './attribution.js';
import type { LedgerContext } from './reactions.js';
import { settleSession } from './session-state.js';
import type { StoredPaymentOption } from './options.js';
import type { SimulatedOutcome } from './schemas.js';

const randomTxHash = () => `0x${randomBytes(32).toString('hex')}`;

/**
 * The test helper (docs/payments.md, "Test helpers"): a recorded simulated payment driven through
 * the same rules as a real one (recordPayment, settleSession), on the session's first payment
 * option (or, with no chain watched, the first chain and token of its network). Simulated payments
 * need no confirmations. Outcomes that need the deadline passed (underpaid, late, failed) move the
 * session's expires_at to now, as the clock would.
 */
export async function simulatePayment(db: Db, ctx: LedgerContext, sessionId: string, outcome: SimulatedOutcome): Promise<void> {
  await withTransaction(db, async (client) => {
    const { rows } = await client.query<{
      status: string;
      network: string;
      amount_cents: string;
      receiving_address: string | null;
      first_option: StoredPaymentOption | null;
    }>(
      `SELECT s.effective_status AS status, s.network, s.amount_cents::text AS amount_cents, p.receiving_address, s.payment_options->0 AS first_option
         FROM checkout_sessions_effective s JOIN projects p ON p.id = s.project_id WHERE s.id = $1`,
      [sessionId],
    );
    const session = rows[0]!;
    if (session.status !== 'pending') throw invalidField('id', `the session is ${session.status}; only a pending session can be simulated`);
    const target = session.first_option ?? fallbackTarget(ctx, session);
    const chain = ctx.chains.chain(target.chain) as Chain;
    const token = chain.tokens.find((candidate) => candidate.symbol === target.token) as Token;
    const due = BigInt(target.amount_base_units);
    const expireNow = () =>
      client.query("UPDATE checkout_sessions SET expires_at = greatest(now(), created_at + interval '1 millisecond') WHERE id = $1", [sessionId]);

    if (outcome === 'failed') {
      await client.query("INSERT INTO payment_submissions (chain, tx_hash, session_id, state) VALUES ($1, $2, $3, 'reverted')", [
        chain.key,
        randomTxHash(),
        sessionId,
      ]);
      await expireNow();
      await settleSession(client, ctx.sessionEvent, sessionId);
      return;
    }
    if (outcome === 'underpaid' || outcome === 'late') await expireNow();
    if (outcome === 'late') await settleSession(client, ctx.sessionEvent, sessionId);
    const amount = outcome === 'underpaid' ? due / 2n : outcome === 'overpaid' ? due + 10n ** BigInt(token.decimals) : due;
    const { rows: clock } = await client.query<{ before: Date; after: Date }>(
      "SELECT now() - interval '1 second' AS before, now() + interval '1 second' AS after",
    );
    await recordPayment(
      client,
      ctx,
      {
        chain,
        token,
        txHash: randomTxHash(),
        logIndex: 0,
        from: ZeroAddress,
        to: target.address.toLowerCase(),
        amount,
        blockNumber: null,
        blockHash: null,
        // A late payment is mined after the (moved) deadline; the others before it.
        blockTime: outcome === 'late' ? clock[0]!.after : clock[0]!.before,
      },
      'simulated',
      sessionId,
    );
  });
}

function fallbackTarget(ctx: LedgerContext, session: { network: string; amount_cents: string; receiving_address: string | null }) {
  const chain = ctx.chains.chainsOf(session.network as Chain['network']).find((candidate) => candidate.tokens.length > 0);
  if (!chain || !session.receiving_address) throw invalidField('id', 'the session has no chain or receiving address to simulate a payment on');
  const token = chain.tokens[0]!;
  return {
    chain: chain.key,
    token: token.symbol,
    address: session.receiving_address,
    amount_base_units: usdCentsToBaseUnits(BigInt(session.amount_cents), token.decimals).toString(),
  };
}
