import { checksumAddress } from '../../core/chain/checksum.js';
import type { ChainRegistry } from '../../core/chain/registry.js';
import type { Queryable } from '../../core/db/pool.js';
import { formatBaseUnits, formatCents } from '../../core/money.js';
import { type PaymentReceiptClaims, type ReceiptSigners, signReceiptSync } from '../../verification/index.js';

/** What signs payment receipts: the `iss` they name (the service's public base URL) and the process's signers of the verification receipts. */
export interface PaymentReceiptSigning {
  issuer: string;
  signers: ReceiptSigners;
}

/**
 * Signs a payment's receipt (docs/receipts.md, "Payment receipts") once it is due: credited to a
 * session and its transfer confirmed in a block, with none yet. Called where either becomes true
 * (the transfer's confirmation, an attribution), in that change's transaction. A receipt states the
 * block the transfer is in; clearReceipt takes it back when the transfer leaves that block.
 */
export async function signReceiptIfDue(client: Queryable, ctx: { chains: ChainRegistry; receipts: PaymentReceiptSigning }, paymentId: string): Promise<void> {
  const { rows } = await client.query<{
    session_id: string;
    network: PaymentReceiptClaims['network'];
    amount_cents: string;
    chain: string;
    token: string;
    token_address: string;
    decimals: number;
    tx_hash: string;
    log_index: number;
    block_hash: string;
    block_number: string;
    amount_base_units: string;
    confirmations: number;
  }>(
    `SELECT p.session_id, s.network, s.amount_cents::text AS amount_cents, t.chain, t.token, t.token_address, t.decimals, t.tx_hash, t.log_index,
            t.block_hash, t.block_number, t.amount_base_units::text AS amount_base_units, t.confirmations
       FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id JOIN checkout_sessions s ON s.id = p.session_id
      WHERE p.id = $1 AND p.receipt IS NULL AND p.role = 'credited' AND t.state = 'confirmed' AND t.block_hash IS NOT NULL`,
    [paymentId],
  );
  const row = rows[0];
  const chain = row && ctx.chains.chain(row.chain);
  if (!row || !chain) return;
  const claims: PaymentReceiptClaims = {
    iss: ctx.receipts.issuer,
    iat: Math.floor(Date.now() / 1000),
    jti: paymentId,
    session_id: row.session_id,
    network: row.network,
    chain_id: chain.chainId,
    token: row.token,
    token_address: checksumAddress(row.token_address),
    tx_hash: row.tx_hash,
    log_index: row.log_index,
    block_hash: row.block_hash,
    block_number: Number(row.block_number),
    amount: formatBaseUnits(BigInt(row.amount_base_units), row.decimals),
    amount_usd: formatCents(BigInt(row.amount_cents)),
    confirmations: row.confirmations,
  };
  await client.query('UPDATE payments SET receipt = $2 WHERE id = $1', [paymentId, signReceiptSync(claims, await ctx.receipts.signers.current())]);
}

/** Takes a payment's receipt back: its transfer left the block the receipt states. */
export async function clearReceipt(client: Queryable, paymentId: string): Promise<void> {
  await client.query('UPDATE payments SET receipt = NULL WHERE id = $1 AND receipt IS NOT NULL', [paymentId]);
}
