/**
 * Attestation roots: a network's pending leaves gathered into a tree (buildRoots), and each root
 * posted to the AttestationRegistry of every chain of the network that has an RPC URL and the
 * network's deployer key (postRoot), then followed to its confirmations or back to pending when a
 * reorg drops its transaction (checkPostings). Each step is one transaction with the jobs it starts.
 */
import { FetchRequest, JsonRpcProvider, Network as EthersNetwork, Wallet } from 'ethers';
import type { Chain } from '../core/chain/registry.js';
import type { Config } from '../core/config/config.js';
import { type Db, type Queryable, withTransaction } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { Logger } from '../core/logger.js';
import { NETWORKS, type Network } from '../core/network.js';
import type { TaskPool } from '../core/pool/task-pool.js';
import { minedReceipt } from '../core/chain/mined.js';
import { CREATE2_PROXY } from '../deployments/index.js';
import { recordEvent } from '../webhooks/index.js';
import { REGISTRY_SALT, registryCode, registryInterface } from './registry-contract.js';

export interface AttestationDeps {
  db: Db;
  pool: TaskPool;
  config: Config;
}

const RPC_REQUEST_TIMEOUT_MS = 30_000;
export const BUILD_JOB_KEY = 'attestations.build_roots';
const confirmJobKey = (chain: string) => `attestations.confirm:${chain}`;
/** A chain's postings share the deploy jobs' queue: the deployer's transactions on a chain never race for a nonce. */
const chainQueue = (chain: string) => `deploy:${chain}`;

/** The chains a network's roots go to: those with an RPC URL, when the network has a deployer key. */
export function postingChains(config: Config, network: Network): Chain[] {
  if (!config.deployments.deployerKeys[network]) return [];
  return config.chains.chainsOf(network).filter((chain) => chain.rpcUrl !== undefined);
}

/**
 * Makes the trees that are due: per network, while it has at least ATTESTATION_MAX_LEAVES pending
 * leaves or its oldest has waited ATTESTATION_INTERVAL_SECONDS (`force`: any pending leaf), up to
 * ATTESTATION_MAX_LEAVES leaves a tree. Answers the roots made.
 */
export async function buildRoots(deps: AttestationDeps, log: Logger, { force = false } = {}): Promise<string[]> {
  const { intervalSeconds, maxLeaves } = deps.config.attestations;
  const made: string[] = [];
  for (const network of NETWORKS) {
    for (;;) {
      const { rows } = await deps.db.query<{ due: boolean }>(
        `SELECT count(*) >= $2 OR (count(*) > 0 AND ($4 OR min(created_at) <= now() - make_interval(secs => $3))) AS due
           FROM (SELECT created_at FROM attestation_leaves WHERE network = $1 AND root_id IS NULL ORDER BY created_at LIMIT $2) pending`,
        [network, maxLeaves, intervalSeconds, force],
      );
      if (!rows[0]?.due) break;
      const root = await buildRoot(deps, network, log);
      if (!root) break;
      made.push(root);
    }
  }
  return made;
}

/** One tree of the network's oldest pending leaves, its postings and their jobs, in one transaction. */
async function buildRoot(deps: AttestationDeps, network: Network, log: Logger): Promise<string | undefined> {
  return withTransaction(deps.db, async (client) => {
    const { rows } = await client.query<{ verification_id: string; leaf: Buffer }>(
      `SELECT verification_id, leaf FROM attestation_leaves WHERE network = $1 AND root_id IS NULL
        ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [network, deps.config.attestations.maxLeaves],
    );
    if (rows.length === 0) return undefined;
    const tree = await deps.pool.run('attestation-tree', { leaves: Buffer.concat(rows.map((row) => row.leaf)) });
    const nodes = Buffer.from(tree.nodes.buffer, tree.nodes.byteOffset, tree.nodes.byteLength);
    const id = newId('atr');
    const root = nodes.subarray(0, 32);
    await client.query('INSERT INTO attestation_roots (id, network, root, leaf_count, nodes) VALUES ($1, $2, $3, $4, $5)', [
      id,
      network,
      root,
      rows.length,
      nodes,
    ]);
    await client.query(
      `UPDATE attestation_leaves l SET root_id = $1, leaf_index = u.leaf_index
         FROM unnest($2::text[], $3::int[]) AS u(verification_id, leaf_index) WHERE l.verification_id = u.verification_id`,
      [id, rows.map((row) => row.verification_id), tree.leafIndexes],
    );
    for (const chain of postingChains(deps.config, network)) {
      await client.query(`INSERT INTO attestation_postings (root_id, chain, chain_id, status) VALUES ($1, $2, $3, 'pending')`, [id, chain.key, chain.chainId]);
      await enqueue(client, 'attestations.post_root', { root_id: id, chain: chain.key }, { queueName: chainQueue(chain.key), maxAttempts: 25 });
    }
    log.info({ root_id: id, network, root: `0x${root.toString('hex')}`, leaf_count: rows.length, tree_ms: Math.round(tree.ms) }, 'attestation root built');
    return id;
  });
}

function providerOf(chain: Chain): JsonRpcProvider {
  const request = new FetchRequest(chain.rpcUrl!);
  request.timeout = RPC_REQUEST_TIMEOUT_MS;
  return new JsonRpcProvider(request, EthersNetwork.from(chain.chainId), { staticNetwork: true, pollingInterval: 250, cacheTimeout: -1 });
}

/**
 * Posts a pending root on one chain: the registry placed through the CREATE2 proxy if it is not
 * there yet, then `postRoot(root, leafCount)` from the operator's key, waited for until mined. A
 * posting that is not pending (posted already, by an earlier attempt) is left alone.
 */
export async function postRoot(deps: AttestationDeps, job: { root_id: string; chain: string }, log: Logger): Promise<void> {
  const { rows } = await deps.db.query<{ root: Buffer; leaf_count: number; network: Network; status: string }>(
    `SELECT r.root, r.leaf_count, r.network, p.status FROM attestation_postings p JOIN attestation_roots r ON r.id = p.root_id
      WHERE p.root_id = $1 AND p.chain = $2`,
    [job.root_id, job.chain],
  );
  const posting = rows[0];
  if (posting?.status !== 'pending') return;
  const chain = deps.config.chains.chain(job.chain);
  const key = deps.config.deployments.deployerKeys[posting.network];
  if (!chain?.rpcUrl || !key) {
    log.warn({ ...job }, 'attestation root not posted: the chain has no RPC URL or the network no deployer key any more');
    return;
  }
  const provider = providerOf(chain);
  try {
    const served = Number(await provider.send('eth_chainId', []));
    if (served !== chain.chainId) throw new Error(`${chain.rpcUrlEnv} serves chain id ${served}, not ${chain.chainId}`);
    const operator = new Wallet(key.reveal(), provider);
    const registry = await registryCode(deps.pool, operator.address);
    if ((await provider.getCode(registry.address)) === '0x') {
      if ((await provider.getCode(CREATE2_PROXY)) === '0x') throw new Error(`${chain.name} has no CREATE2 deployment proxy at ${CREATE2_PROXY}`);
      const deploy = await operator.sendTransaction({ to: CREATE2_PROXY, data: `${REGISTRY_SALT}${registry.initcode.slice(2)}` });
      const deployed = await minedReceipt(provider, deploy.hash, { timeoutMs: deps.config.deployments.deployTxTimeoutMs, intervalMs: 100 });
      if (deployed.status !== 1 || (await provider.getCode(registry.address)) === '0x') throw new Error(`the registry deploy ${deploy.hash} left no code`);
      log.info({ chain: chain.key, registry_address: registry.address, tx_hash: deploy.hash }, 'attestation registry deployed');
    }
    const root = `0x${posting.root.toString('hex')}`;
    const sent = await operator.sendTransaction({ to: registry.address, data: registryInterface.encodeFunctionData('postRoot', [root, posting.leaf_count]) });
    const receipt = await minedReceipt(provider, sent.hash, { timeoutMs: deps.config.deployments.deployTxTimeoutMs, intervalMs: 100 });
    if (receipt.status !== 1) throw new Error(`postRoot ${sent.hash} reverted`);
    await withTransaction(deps.db, async (client) => {
      await client.query(
        `UPDATE attestation_postings SET status = 'posted', registry_address = $3, tx_hash = $4, block_number = $5, block_hash = $6,
                confirmations = 1, attempts = attempts + 1, updated_at = now()
          WHERE root_id = $1 AND chain = $2 AND status = 'pending'`,
        [job.root_id, chain.key, registry.address, receipt.hash.toLowerCase(), receipt.blockNumber, receipt.blockHash.toLowerCase()],
      );
      await scheduleConfirm(client, deps.config, chain.key);
    });
    log.info({ ...job, root, tx_hash: receipt.hash, block_number: receipt.blockNumber }, 'attestation root posted');
  } finally {
    provider.destroy();
  }
}

export async function scheduleConfirm(client: Queryable, config: Config, chain: string): Promise<void> {
  await enqueue(
    client,
    'attestations.confirm',
    { chain },
    { jobKey: confirmJobKey(chain), runAt: new Date(Date.now() + config.attestations.confirmPollMs), maxAttempts: 25 },
  );
}

/**
 * A chain's posted roots: each transaction's receipt read again. Gone, or now in another block (a
 * reorg dropped or moved it before its confirmations): the posting goes back to pending and is
 * posted again. Deep enough (the chain's confirmations): confirmed, with an `attestation.confirmed`
 * event for each project with a leaf in the root, in the same transaction. Reschedules itself while
 * any posting of the chain is not confirmed.
 */
export async function checkPostings(deps: AttestationDeps, job: { chain: string }, log: Logger): Promise<void> {
  const chain = deps.config.chains.chain(job.chain);
  if (!chain?.rpcUrl) return;
  const { rows } = await deps.db.query<{ root_id: string; tx_hash: string; block_hash: string; block_number: string }>(
    `SELECT root_id, tx_hash, block_hash, block_number FROM attestation_postings WHERE chain = $1 AND status = 'posted' ORDER BY root_id`,
    [chain.key],
  );
  const provider = providerOf(chain);
  try {
    const head = rows.length > 0 ? await provider.getBlockNumber() : 0;
    for (const posting of rows) {
      const receipt = await provider.getTransactionReceipt(posting.tx_hash);
      await withTransaction(deps.db, async (client) => {
        if (!receipt || receipt.blockHash.toLowerCase() !== posting.block_hash || receipt.status !== 1) {
          log.warn(
            { root_id: posting.root_id, chain: chain.key, tx_hash: posting.tx_hash },
            'attestation posting left the chain (reorg): posting the root again',
          );
          await client.query(
            `UPDATE attestation_postings SET status = 'pending', tx_hash = NULL, block_number = NULL, block_hash = NULL, registry_address = NULL,
                    confirmations = 0, updated_at = now() WHERE root_id = $1 AND chain = $2 AND status = 'posted'`,
            [posting.root_id, chain.key],
          );
          await enqueue(
            client,
            'attestations.post_root',
            { root_id: posting.root_id, chain: chain.key },
            { queueName: chainQueue(chain.key), maxAttempts: 25 },
          );
          return;
        }
        const confirmations = head - receipt.blockNumber + 1;
        const confirmed = confirmations >= chain.confirmations;
        const { rows: updated } = await client.query<{ registry_address: string; block_number: string; tx_hash: string }>(
          `UPDATE attestation_postings SET confirmations = $3, status = CASE WHEN $4 THEN 'confirmed' ELSE status END,
                  confirmed_at = CASE WHEN $4 THEN now() ELSE confirmed_at END, updated_at = now()
            WHERE root_id = $1 AND chain = $2 AND status = 'posted' RETURNING registry_address, block_number, tx_hash`,
          [posting.root_id, chain.key, confirmations, confirmed],
        );
        if (confirmed && updated[0]) await recordConfirmedEvents(client, posting.root_id, chain, confirmations);
      });
    }
    const { rows: open } = await deps.db.query(`SELECT 1 FROM attestation_postings WHERE chain = $1 AND status = 'posted' LIMIT 1`, [chain.key]);
    if (open.length > 0) await scheduleConfirm(deps.db, deps.config, chain.key);
  } finally {
    provider.destroy();
  }
}

/** `attestation.confirmed` for each project with a verification in the root (on the transaction of the confirmation). */
async function recordConfirmedEvents(client: Queryable, rootId: string, chain: Chain, confirmations: number): Promise<void> {
  const { rows } = await client.query<{ project_id: string; network: Network; root: Buffer; leaf_count: number; verifications: number } & PostingRow>(
    `SELECT v.project_id, r.network, r.root, r.leaf_count, count(*)::int AS verifications,
            p.registry_address, p.tx_hash, p.block_number::int AS block_number
       FROM attestation_leaves l JOIN zk_verifications v ON v.id = l.verification_id
       JOIN attestation_roots r ON r.id = l.root_id JOIN attestation_postings p ON p.root_id = r.id AND p.chain = $2
      WHERE l.root_id = $1 GROUP BY v.project_id, r.network, r.root, r.leaf_count, p.registry_address, p.tx_hash, p.block_number`,
    [rootId, chain.key],
  );
  for (const row of rows) {
    await recordEvent(client, {
      projectId: row.project_id,
      network: row.network,
      type: 'attestation.confirmed',
      object: {
        object: 'zk.attestation_root',
        id: rootId,
        root: `0x${row.root.toString('hex')}`,
        leaf_count: row.leaf_count,
        verifications: row.verifications,
        chain: chain.key,
        chain_id: chain.chainId,
        registry_address: row.registry_address,
        tx_hash: row.tx_hash,
        block_number: row.block_number,
        confirmations,
      },
    });
  }
}

interface PostingRow {
  registry_address: string;
  tx_hash: string;
  block_number: number;
}

/** Schedules the next build run (a worker does so as it starts; each run schedules the next). */
export async function scheduleRootBuild(
  db: Queryable,
  config: Config,
  runAt = new Date(Date.now() + Math.min(config.attestations.intervalSeconds * 1000, 5_000)),
): Promise<void> {
  if (!config.attestations.enabled) return;
  await enqueue(db, 'attestations.build_roots', {}, { jobKey: BUILD_JOB_KEY, runAt, queueName: BUILD_JOB_KEY });
}
