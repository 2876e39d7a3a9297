import { defineJob } from '../core/jobs/define.js';
import { deployVerifier } from './deploy-verifier.js';
import { failDeploy } from './deployments.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Deploy the verifier of `version` of a ZK proof record on `chain` (a registry key), through the CREATE2 proxy. */
    'deployments.deploy_verifier': { proof_id: string; version: number; chain: string };
  }
}

const deployVerifierJob = defineJob({
  name: 'deployments.deploy_verifier',
  kind: 'heavy',
  run: (payload, ctx, run) => deployVerifier({ db: ctx.db, pool: ctx.pool, config: ctx.config }, payload, run),
  /** The deploy's last attempt died with its worker: the record ends `failed`; a verifier it placed is found at its address by the next deploy. */
  abandoned: ({ proof_id }, client) => failDeploy(client, proof_id, 'the deploy stopped: the worker running its last attempt stopped; deploy again'),
});

/** The deployments feature's jobs. */
export const deploymentsJobs = [deployVerifierJob] as const;
