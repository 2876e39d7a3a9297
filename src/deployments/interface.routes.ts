/**
 * Public: `GET /v1/zk/proofs/{proofId}/interface[?chain=]`: the record's verifier on the key's
 * network (its address, chain, ABI, public signal count) and call snippets filled in for it.
 */
import Router from '@koa/router';
import { notFound } from '../core/errors.js';
import { queryParam } from '../core/paging.js';
import type { ApiDeps } from '../http/deps.js';
import type { OperationSpec } from '../http/operations.js';
import { type PublicRateLimits, type PublicState, secretKeyAuth } from '../platform/index.js';
import { requestedChain } from './chains.js';
import { findProjectRecord, findVerifierDeployments } from './deployments.js';
import { proofNotReady } from './errors.js';
import { chainQuerySchema, type VerifierInterfaceView, verifierInterfaceSchema } from './schemas.js';
import { buildSnippets } from './snippets.js';

export function verifierInterfaceRoutes(deps: ApiDeps, limits: PublicRateLimits): Router<PublicState> {
  const { db, config } = deps;
  const router = new Router<PublicState>();

  router.get('/v1/zk/proofs/:proofId/interface', limits.keyAndIp, secretKeyAuth(deps), async (ctx) => {
    const { id: projectId, network } = ctx.state.project;
    const chainKey = queryParam(ctx.query, 'chain', chainQuerySchema);
    const chain = chainKey === undefined ? undefined : requestedChain(config.chains, chainKey, { network });
    const proofId = ctx.params.proofId!;
    const record = await findProjectRecord(db, projectId, proofId);
    if (!record) throw notFound('ZK proof');
    if (record.version === null) throw proofNotReady(`The ZK proof has no verification key yet (status ${record.status}); compile it first`);
    const deployment = (await findVerifierDeployments(db, { projectId, network }, [proofId], chain?.key)).get(proofId);
    const deployedOn = deployment && config.chains.chain(deployment.chain);
    if (!deployment || !deployedOn) {
      const where = chain ? chain.key : `any ${network} chain`;
      throw proofNotReady(
        `The ZK proof's verifier (version ${record.version}) is not deployed on ${where}; deploy it with POST /api/zk-proofs/${proofId}/deploy`,
      );
    }
    const abi = deployment.abi as Record<string, unknown>[];
    const view: VerifierInterfaceView = {
      proof_id: proofId,
      contract_address: deployment.contractAddress,
      chain: deployment.chain,
      chain_id: deployment.chainId,
      network: deployment.network,
      abi,
      public_signal_count: deployment.publicSignalCount,
      snippets: buildSnippets({
        baseUrl: config.publicBaseUrl,
        proofId,
        chain: deployedOn,
        contractAddress: deployment.contractAddress,
        publicSignalCount: deployment.publicSignalCount,
        abi,
      }),
    };
    ctx.body = view;
  });

  return router;
}

export const verifierInterfaceOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/v1/zk/proofs/{proofId}/interface',
    interface: 'public',
    auth: 'secret_key',
    rateLimited: true,
    summary: "The proof's deployed verifier: address, chain, ABI and call snippets",
    description:
      "For the secret key's network: the deployment on `chain`, or the most recent one. 409 proof_not_ready when the record has no verification key or no deployment there; 400 names `chain` when it is unknown or of the other network.",
    query: { chain: { schema: chainQuerySchema, description: 'A registry chain key of the key’s network.' } },
    responses: { 200: verifierInterfaceSchema },
    errors: [404, 409],
  },
];
