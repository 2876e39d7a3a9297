/**
 * `GET /v1/zk/proofs/{proofId}/interface[?chain=]`: the record's verifier on the key's network (its
 * address, chain, ABI, public signal count) and call snippets filled in for it, with the
 * attestation registry's consumer snippets for its key (from the attestations feature, which the
 * composition root passes in: attestations builds on this feature, not the reverse); the same on the
 * platform under `/api/projects/{project_id}/networks/{network}` for the dashboard. Beside it there,
 * `GET …/chains`: the network's chains and whether a verifier can be deployed on each.
 */
import type { Config } from '../core/config/config.js';
import { notFound } from '../core/errors.js';
import { queryParam } from '../core/paging.js';
import type { ApiDeps } from '../http/deps.js';
import { defineRoute } from '../http/routes.js';
import { defineProjectRoute, projectNetworkPathParameters, projectNetworkScope } from '../platform/index.js';
import type { Chain } from '../core/chain/registry.js';
import type { Network } from '../core/network.js';
import { requestedChain } from './chains.js';
import { findProjectRecord, findVerifierDeployments } from './deployments.js';
import { proofNotReady } from './errors.js';
import { chainQuerySchema, type DeployChainList, deployChainListSchema, type VerifierInterfaceView, verifierInterfaceSchema } from './schemas.js';
import { buildSnippets } from './snippets.js';

/** The attestation part of an interface: the operator's registry and the consumer snippets for the record's key at `version`, on `chainId`. */
export type AttestationInterfaceOf = (
  deps: ApiDeps,
  target: { proofId: string; version: number; network: Network; chainId: number },
) => Promise<VerifierInterfaceView['attestation']>;

export const verifierInterfaceRoutes = (attestationOf: AttestationInterfaceOf) => [
  defineProjectRoute({
    method: 'get',
    path: '/v1/zk/proofs/{proofId}/interface',
    rateLimited: true,
    summary: "The proof's deployed verifier: address, chain, ABI and call snippets",
    description:
      "For the secret key's network: the deployment on `chain`, or the most recent one, with `attestation`: the attestation registry and the consumer snippets that check the key's proofs by inclusion instead of a pairing (docs/attestations.md). 409 proof_not_ready when the record has no verification key or no deployment there; 400 names `chain` when it is unknown or of the other network.",
    query: { chain: { schema: chainQuerySchema, description: 'A registry chain key of the key’s network.' } },
    responses: { 200: verifierInterfaceSchema },
    errors: [404, 409],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const { db, config } = deps;
      const { projectId, network } = await scope('member');
      const chainKey = queryParam(ctx.query, 'chain', chainQuerySchema);
      const chain = chainKey === undefined ? undefined : requestedChain(config.chains, chainKey, { network });
      const { proofId } = ctx.params;
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
        attestation: await attestationOf(deps, { proofId, version: record.version, network: deployment.network, chainId: deployment.chainId }),
      };
      ctx.body = view;
    },
  }),
  /** The network's chains for the dashboard's deploy form. */
  defineRoute({
    method: 'get',
    path: '/api/projects/{project_id}/networks/{network}/chains',
    interface: 'platform',
    auth: 'platform_jwt',
    pathParameters: projectNetworkPathParameters,
    summary: "The network's chains, and whether a verifier can be deployed on each",
    description:
      "For members of the project's organization (a project not theirs is a 404): the registry's chains of `network`, in registry order, with their explorer and tokens, each `deployable` when the service has the network's deployer key and the chain's RPC URL, else with the reason (`POST /api/zk-proofs/{id}/deploy` would refuse it with the same).",
    responses: { 200: deployChainListSchema },
    errors: [404],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const { network } = await projectNetworkScope(db, ctx, 'member');
      const list: DeployChainList = { object: 'list', data: config.chains.chainsOf(network).map((chain) => deployChainView(config, chain)) };
      ctx.body = list;
    },
  }),
];

/** A chain as the deploy form offers it: deployable, or why not (the reasons the deploy route gives). */
function deployChainView(config: Config, chain: Chain): DeployChainList['data'][number] {
  const unavailable = !config.deployments.deployerKeys[chain.network]
    ? `no deployer key is configured for ${chain.network} chains (DEPLOYER_PRIVATE_KEY_${chain.network.toUpperCase()})`
    : !chain.rpcUrl
      ? `${chain.rpcUrlEnv} is not set`
      : null;
  return {
    chain: chain.key,
    chain_id: chain.chainId,
    name: chain.name,
    network: chain.network,
    deployable: unavailable === null,
    unavailable_reason: unavailable,
    explorer_url: chain.explorerUrl,
    tokens: chain.tokens.map((token) => token.symbol),
  };
}
