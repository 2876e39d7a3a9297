/**
 * The attesting target of bench/verify.ts: the HTTP verify target (bench/http-verify-target.ts)
 * whose attestation job builds a tree every second and posts each root, as in production: a real
 * anvil chain (the local-anvil chain of test/fixtures/chain-registry.local.json) and the testnet
 * deployer key. Before it is handed over, `sample` is verified and its root posted, so the post job
 * has deployed the AttestationRegistry through the CREATE2 proxy (its one-time compile and deploy
 * stay out of the figures) and every root of a run costs a `postRoot` transaction. Each run says how
 * many roots were built and how many were posted on chain while it ran.
 */
import { ANVIL_DEPLOYER_KEY, startLocalChain } from '../test/helpers/chain.js';
import { LOCAL_REGISTRY_FIXTURE } from '../test/helpers/chain-registry.js';
import { eventually } from '../test/helpers/processes.js';
import type { SnarkjsItem } from '../test/verification/groth16-fixtures.js';
import { type HttpVerifyTarget, startHttpVerifyTarget } from './http-verify-target.js';

export async function startAttestingHttpVerifyTarget(vk: object, sample: SnarkjsItem): Promise<HttpVerifyTarget> {
  const cleanups: (() => unknown)[] = [];
  const chain = await startLocalChain({ teardown: (fn) => cleanups.push(fn) });
  const target = await startHttpVerifyTarget(vk, {
    ATTESTATION_ENABLED: 'true',
    ATTESTATION_INTERVAL_SECONDS: '1',
    CHAIN_REGISTRY_FILE: LOCAL_REGISTRY_FIXTURE,
    RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
    DEPLOYER_PRIVATE_KEY_TESTNET: ANVIL_DEPLOYER_KEY,
  });
  const counts = async () =>
    (
      await target.db.query<{ built: number; posted: number }>(
        `SELECT (SELECT count(*)::int FROM attestation_roots) AS built,
                (SELECT count(*)::int FROM attestation_postings WHERE tx_hash IS NOT NULL) AS posted`,
      )
    ).rows[0]!;
  await target.verify([sample], { clients: 1, batchSize: 1 });
  await target.db.query(`SELECT graphile_worker.add_job('attestations.build_roots', '{"force": true}'::json)`);
  await eventually(async () => ((await counts()).posted > 0 ? true : undefined), { timeoutMs: 300_000, what: 'the registry deployed by the first posting' });
  return {
    ...target,
    async verify(items, options) {
      const before = await counts();
      const verdicts = await target.verify(items, options);
      const after = await counts();
      console.log(
        `  attesting run of ${items.length} proofs: roots built ${after.built - before.built}, posted to anvil (chain ${chain.chainId}) ${after.posted - before.posted}`,
      );
      return verdicts;
    },
    async close() {
      await target.close();
      for (const cleanup of cleanups.reverse()) await cleanup();
    },
  };
}
