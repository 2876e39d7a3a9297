-- The blocks each chain's watcher scanned (docs/payments.md, "Reorgs"): the block its cursor moved
-- to after each step and every block a payment was found in, by number, hash and parent hash. When
-- the block after the cursor no longer descends from it, the watcher walks these down to the
-- highest one still on the chain (the fork point) and rescans from there, however deep the reorg
-- within the window it keeps (pruned below the cursor). Rows above the cursor are deleted when it
-- moves back.
CREATE TABLE chain_blocks (
  chain text NOT NULL,
  number bigint NOT NULL,
  hash text NOT NULL,
  parent_hash text NOT NULL,
  PRIMARY KEY (chain, number)
);

-- Confirmed payments are re-checked while their block is within twice the confirmations of the
-- head (a reorg deeper than the confirmations can still take them away).
CREATE INDEX payments_confirmed_by_block ON payments (chain, block_number) WHERE state = 'confirmed';
