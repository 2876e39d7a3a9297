import { defineSettings } from '../core/config/config.js';

declare module '../core/config/config.js' {
  interface Config {
    /** The chain watchers and the RPC calls of payments (docs/payments.md). */
    payments: {
      /** Pause between two passes of a chain's watcher. */
      watchIntervalMs: number;
      /** Most blocks one pass scans. */
      scanMaxBlocks: number;
      /** How long a chain's RPC gets to answer one call (a watcher pass's, a submitted hash's check) before it counts as failed. */
      rpcTimeoutMs: number;
      /** How long one attempt of such a call gets before it is abandoned and tried again (within rpcTimeoutMs). */
      rpcAttemptTimeoutMs: number;
    };
  }
}

/** Checkout's settings: how its payments' chain watchers pass over the chains, and how long an RPC gets. */
export const checkoutSettings = defineSettings('checkout', (read) => ({
  payments: {
    watchIntervalMs: read.int(
      'PAYMENTS_WATCH_INTERVAL_MS',
      4_000,
      { min: 10, max: 600_000 },
      "Pause between two passes of a chain's watcher once it is caught up (docs/payments.md).",
    ),
    scanMaxBlocks: read.int('PAYMENTS_SCAN_MAX_BLOCKS', 500, { min: 1, max: 100_000 }, 'Most blocks one watcher pass scans for `Transfer` logs.'),
    rpcTimeoutMs: read.int(
      'CHAIN_RPC_TIMEOUT_MS',
      10_000,
      { min: 100, max: 120_000 },
      "How long a chain's RPC gets to answer one call of a watcher pass or of a submitted hash's check, its retries included, before it counts as failed (health then names the chain).",
    ),
    rpcAttemptTimeoutMs: read.int(
      'CHAIN_RPC_ATTEMPT_TIMEOUT_MS',
      2_500,
      { min: 100, max: 120_000 },
      'How long one attempt of such a call gets before it is abandoned (its connection closed) and tried again, never more than is left of `CHAIN_RPC_TIMEOUT_MS`: a call the RPC never answers costs one attempt, not the whole call. Raise it for an RPC whose `eth_getLogs` over `PAYMENTS_SCAN_MAX_BLOCKS` blocks takes longer than that.',
    ),
  },
}));
