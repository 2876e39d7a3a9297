-- Payment receipts (docs/receipts.md, "Payment receipts"): a compact JWS, signed with the
-- verification receipts' keys, stating a confirmed transfer credited to a session. Signed by the
-- chain's watcher once the payment is confirmed and credited (whoever attributed it), cleared
-- when its block leaves the chain, and signed again once it is confirmed again.
ALTER TABLE payments ADD COLUMN receipt text;

-- The payments a watcher pass still has to sign: few at any time, whatever the table holds.
CREATE INDEX payments_receipt_due ON payments (chain)
  WHERE receipt IS NULL AND state = 'confirmed' AND role = 'credited' AND block_hash IS NOT NULL;
