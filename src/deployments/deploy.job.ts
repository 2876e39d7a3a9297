import type { JobHandler } from '../core/jobs/context.js';
import { deployVerifier } from './deploy-verifier.js';

export const deploymentsDeployVerifier: JobHandler<'deployments.deploy_verifier'> = (payload, ctx, run) =>
  deployVerifier({ db: ctx.db, pool: ctx.pool, config: ctx.config }, payload, run);
