import { defineJob } from '../core/jobs/define.js';
import { buildRoots, checkPostings, postRoot, scheduleRootBuild } from './roots.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Gather each network's due pending leaves into trees and start their postings; schedules its own next run. `force`: every pending leaf now. */
    'attestations.build_roots': { force?: boolean };
    /** Post one root on one chain (its registry deployed first if needed). */
    'attestations.post_root': { root_id: string; chain: string };
    /** Follow a chain's posted roots to their confirmations, or back to pending after a reorg. */
    'attestations.confirm': { chain: string };
  }
}

/**
 * The attestation trigger: one recurring job. It runs every min(ATTESTATION_INTERVAL_SECONDS, 5 s),
 * so that ATTESTATION_MAX_LEAVES pending leaves make a tree within seconds while a quiet network's
 * leaves wait the interval; the tree itself is built in a pool thread.
 */
const buildRootsJob = defineJob({
  name: 'attestations.build_roots',
  kind: 'heavy',
  run: async ({ force }, ctx, { log }) => {
    try {
      await buildRoots(ctx, log, { force: force ?? false });
    } finally {
      await scheduleRootBuild(ctx.db, ctx.config);
    }
  },
});

const postRootJob = defineJob({
  name: 'attestations.post_root',
  kind: 'chain',
  run: (payload, ctx, { log }) => postRoot(ctx, payload, log),
});

const confirmJob = defineJob({
  name: 'attestations.confirm',
  kind: 'chain',
  run: (payload, ctx, { log }) => checkPostings(ctx, payload, log),
});

/** The attestations feature's jobs. */
export const attestationsJobs = [buildRootsJob, postRootJob, confirmJob] as const;
