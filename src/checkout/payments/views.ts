import { formatBaseUnits, usdCentsToBaseUnits } from '../../core/money.js';
import type { Payment } from './schemas.js';

/** A payment row as every session query returns it (see paymentsColumn). */
export interface StoredPayment {
  role: 'credited' | 'late' | 'extra';
  chain: string;
  token: string;
  decimals: number;
  tx_hash: string;
  amount_base_units: string;
  block_number: number | null;
  source: 'watcher' | 'submitted' | 'simulated';
  state: Payment['status'];
  confirmations: number;
  confirmations_required: number;
  confirmed_at: string | null;
  /** The signed payment receipt, once the payment is confirmed and credited (docs/receipts.md). */
  receipt: string | null;
  /** What the session is due on this payment's chain and token, in its base units (sql/functions/checkout_amount_due.sql). */
  amount_due: string;
  /** What the session was credited on this payment's chain and token, by payments still on the chain (checkout_session_credits). */
  amount_received: string;
}

/** The payments of `session` (a relation with checkout_sessions_effective's columns) as a JSON array, oldest first: a column of every session query. */
export const paymentsColumn = (session: string) =>
  `(SELECT coalesce(json_agg(json_build_object('role', p.role, 'chain', t.chain, 'token', t.token, 'decimals', t.decimals, 'tx_hash', t.tx_hash,
       'amount_base_units', t.amount_base_units::text, 'block_number', t.block_number, 'source', p.source, 'state', t.state,
       'confirmations', t.confirmations, 'confirmations_required', t.confirmations_required, 'confirmed_at', t.confirmed_at, 'receipt', p.receipt,
       'amount_due', checkout_amount_due(${session}.payment_options, ${session}.amount_cents, t.chain, t.token, t.decimals)::text,
       'amount_received', coalesce(c.received, 0)::text)
       ORDER BY p.created_at, t.log_index), '[]'::json)
     FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id
     LEFT JOIN checkout_session_credits c ON c.session_id = ${session}.id AND c.chain = t.chain AND c.token = t.token
    WHERE p.session_id = ${session}.id) AS payments`;

/**
 * Every payment of a session (of `amountCents`) in the Payment shape, with what was due and
 * received on its chain and token, and what that falls short of the session's USD amount.
 */
export function paymentsView(payments: StoredPayment[], amountCents: bigint): Payment[] {
  return payments.map((payment) => {
    const received = BigInt(payment.amount_received);
    const dueUnits = BigInt(payment.amount_due);
    const format = (units: bigint) => formatBaseUnits(units, payment.decimals);
    const price = usdCentsToBaseUnits(amountCents, payment.decimals);
    return {
      chain: payment.chain,
      token: payment.token,
      tx_hash: payment.tx_hash,
      amount: format(BigInt(payment.amount_base_units)),
      confirmations: payment.confirmations,
      completed_at: payment.confirmed_at === null ? null : new Date(payment.confirmed_at).toISOString(),
      status: payment.state,
      confirmations_required: payment.confirmations_required,
      block_number: payment.block_number === null ? null : Number(payment.block_number),
      late: payment.role === 'late',
      extra: payment.role === 'extra',
      simulated: payment.source === 'simulated',
      amount_due: format(dueUnits),
      amount_received: format(received),
      amount_excess: format(received > dueUnits ? received - dueUnits : 0n),
      shortfall: format(received < price ? price - received : 0n),
      receipt: payment.receipt,
    };
  });
}

/**
 * The session's `payment`: the latest credited payment still on the chain; else the latest late
 * one (an expired session shows what arrived too late); else the latest withdrawn one. A payment
 * flagged extra only shows in `payments`.
 */
export function primaryPayment(payments: Payment[]): Payment | null {
  const latest = (pick: (payment: Payment) => boolean) => payments.filter(pick).at(-1);
  return latest((p) => !p.late && !p.extra && p.status !== 'withdrawn') ?? latest((p) => p.late && p.status !== 'withdrawn') ?? latest((p) => !p.extra) ?? null;
}
