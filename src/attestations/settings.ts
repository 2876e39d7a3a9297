import { defineSettings } from '../core/config/config.js';

declare module '../core/config/config.js' {
  interface Config {
    /** On-chain attestation roots of verified proofs (docs/attestations.md). */
    attestations: {
      /** Whether workers build and post roots at all (leaves are recorded either way). */
      enabled: boolean;
      /** A pending leaf waits at most about this long for its tree. */
      intervalSeconds: number;
      /** The most leaves in one tree; this many pending leaves make a tree without waiting for the interval. */
      maxLeaves: number;
      /** How often a chain's open postings are checked for confirmations and reorgs. */
      confirmPollMs: number;
    };
  }
}

/** The attestations feature's settings: how often roots are made and how large they grow. */
export const attestationsSettings = defineSettings('attestations', (read) => ({
  attestations: {
    enabled: read.bool(
      'ATTESTATION_ENABLED',
      true,
      'Whether workers gather verified proofs into Merkle trees and post their roots on chain (docs/attestations.md). Leaves are recorded either way.',
    ),
    intervalSeconds: read.int(
      'ATTESTATION_INTERVAL_SECONDS',
      60,
      { min: 1, max: 86_400 },
      "How long a verified proof's leaf waits at most for its tree: a network's pending leaves become a tree and its root is posted every this many seconds.",
    ),
    maxLeaves: read.int(
      'ATTESTATION_MAX_LEAVES',
      65_536,
      { min: 2, max: 1_048_576 },
      'The most leaves in one attestation tree; a network with this many pending leaves gets its tree without waiting for the interval.',
    ),
    confirmPollMs: read.int(
      'ATTESTATION_CONFIRM_POLL_MS',
      4_000,
      { min: 10, max: 600_000 },
      "How often a chain's posted roots are checked for their confirmations, and for a reorg that dropped the posting (which posts the root again).",
    ),
  },
}));
