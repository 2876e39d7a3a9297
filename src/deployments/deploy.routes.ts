/**
 * Platform: `POST /api/zk-proofs/{id}/deploy` `{chain}` (admins of the record's organization)
 * starts the deploy of the record's verifier on a registry chain: 202, and the record turns
 * `deploying`, then `deployed` (listed in its `deployments`) or `failed` with the reason.
 */
import { withTransaction } from '../core/db/pool.js';
import { conflict, invalidField, notFound } from '../core/errors.js';
import type { ApiDeps } from '../http/deps.js';
import { defineRoute } from '../http/routes.js';
import { bodyValidator } from '../core/validation.js';
import { findProof } from '../circuits/index.js';
import { assertRole } from '../platform/index.js';
import { requestedChain } from './chains.js';
import { requestDeploy } from './deployments.js';
import { deployAcceptedSchema, deployRequestSchema } from './schemas.js';

const deployBody = bodyValidator(deployRequestSchema);

export const deployRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/zk-proofs/{id}/deploy',
    interface: 'platform',
    auth: 'platform_jwt',
    summary: "Deploy the record's Groth16 verifier on a chain",
    description:
      'Admins only; the record must have a compiled version and no compile or deploy running. The verifier goes through the CREATE2 proxy, at one address on every chain; the record turns `deploying`, then `deployed` or `failed` with the reason. 400 names `chain` when it is unknown or has no deployer key or RPC configured.',
    requestBody: deployRequestSchema,
    requestExample: { chain: 'base-sepolia' },
    responses: { 202: deployAcceptedSchema },
    errors: [403, 404, 409],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const chain = requestedChain(config.chains, deployBody(ctx.request.body).chain);
      await withTransaction(db, async (client) => {
        const found = await findProof(client, ctx.params.id, ctx.state.user.id, { lock: true });
        if (!found) throw notFound('ZK proof');
        assertRole(found.role, 'admin');
        // Checked at request time so the caller learns it now, not from a failed record later.
        if (!config.deployments.deployerKeys[chain.network]) {
          throw invalidField(
            'chain',
            `no deployer key is configured for ${chain.network} chains (DEPLOYER_PRIVATE_KEY_${chain.network.toUpperCase()}), so ${chain.key} cannot be deployed to`,
          );
        }
        if (!chain.rpcUrl) throw invalidField('chain', `${chain.rpcUrlEnv} is not set, so ${chain.key} cannot be reached`);
        const requested = await requestDeploy(client, found.proof, chain, config.deployments.maxAttempts);
        if (!requested.ok) throw conflict(`Cannot deploy: ${requested.reason}`);
      });
      ctx.status = 202;
      ctx.body = { message: `Deployment to ${chain.key} started; follow the record's status and deployments` };
    },
  }),
];
