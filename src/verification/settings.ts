import { defineSettings } from '../core/config/config.js';

/** How long a rotated-out receipt key stays published (RECEIPT_KEY_RETENTION_DAYS). */
export const DEFAULT_RECEIPT_KEY_RETENTION_DAYS = 365;

declare module '../core/config/config.js' {
  interface Config {
    receipts: {
      /** Days a rotated-out receipt key stays published and trusted. */
      retentionDays: number;
      /** How often a process re-reads which key is the active signer (a rotation by the CLI reaches it within this). */
      signerRefreshMs: number;
    };
    verification: {
      /** Batches of up to this many items are answered at once; larger ones (up to batchMaxItems) by a job. */
      syncBatchMaxItems: number;
      batchMaxItems: number;
      /** How long an on-chain verification waits for the chain's RPC before answering 502 onchain_unavailable. */
      onchainTimeoutMs: number;
    };
  }
}

/** The verification feature's settings: its receipt keys' lifetimes, its batches' sizes, its on-chain checks' patience. */
export const verificationSettings = defineSettings('verification', (read) => ({
  receipts: {
    retentionDays: read.int(
      'RECEIPT_KEY_RETENTION_DAYS',
      DEFAULT_RECEIPT_KEY_RETENTION_DAYS,
      { min: 1, max: 36_500 },
      'How long a rotated-out receipt key stays published and trusted.',
    ),
    signerRefreshMs: read.int(
      'RECEIPT_SIGNER_REFRESH_MS',
      60_000,
      { min: 100, max: 3_600_000 },
      'How often each process re-reads which receipt key is active (a rotation reaches running processes within this).',
    ),
  },
  verification: {
    syncBatchMaxItems: 100,
    batchMaxItems: 10_000,
    onchainTimeoutMs: read.int(
      'ONCHAIN_VERIFY_TIMEOUT_MS',
      5_000,
      { min: 100, max: 60_000 },
      "How long an `onchain: true` verification waits for the chain's RPC before `502 onchain_unavailable`.",
    ),
  },
}));
