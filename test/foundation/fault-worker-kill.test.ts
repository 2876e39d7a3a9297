import t, { type Test } from 'tap';
import type { Queryable } from '../../src/core/db/pool.js';
import { ABANDONED_JOB_ERROR } from '../../src/core/jobs/liveness.js';
import { startTestApp } from '../helpers/app.js';
import { ANVIL_DEPLOYER_KEY, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { acmeTeam, sampleCircuit, settle, settleProof, upload } from '../helpers/circuits.js';
import { eventually, startServiceProcess } from '../helpers/processes.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { clone, loadFixture } from '../verification/groth16-fixtures.js';

// A worker process killed with SIGKILL in the middle of real work (a compile; a verification
// batch): a worker started afterwards finishes that work, once. Killed during a job's last attempt
// (a compile, a batch, a circom compilation, a verifier deploy), the next worker ends the record
// failed instead. The API runs in this process, the workers as separate processes, all on this
// file's database.

// A chain for verifier deploys: the API checks the chain a deploy names, the worker deploys there.
const chain = await startLocalChain(t);
const chainEnv = {
  CHAIN_REGISTRY_FILE: writeLocalRegistry(t, { chainId: chain.chainId, tokens: {} }),
  RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
  DEPLOYER_PRIVATE_KEY_TESTNET: ANVIL_DEPLOYER_KEY,
};
const app = await startTestApp(t, { worker: false, env: { CIRCOM_OPTIMIZATION: 'O2', RATE_LIMIT_KEY_QUOTA: '100000', ...chainEnv } });
const workerEnv = {
  ...chainEnv,
  DATABASE_URL: app.databaseUrl,
  CIRCOM_OPTIMIZATION: 'O2',
  WORKER_HEARTBEAT_MS: '500',
  WORKER_STALE_AFTER_MS: '3000',
};
const { ada, projectId, secretKeys } = await acmeTeam(app);

/** Resolves once a job of `task` is locked by a worker, i.e. running. */
const running = (db: Queryable, task: string) =>
  eventually(
    async () => {
      const { rows } = await db.query(
        `SELECT 1 FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks k ON k.id = j.task_id
          WHERE k.identifier = $1 AND j.locked_at IS NOT NULL`,
        [task],
      );
      return rows.length > 0 ? true : undefined;
    },
    { timeoutMs: 60_000, intervalMs: 20, what: `a ${task} job to be running` },
  );

/** The job of `task` whose payload field `field` is `value`, as graphile-worker holds it. */
const jobOf = async (task: string, field: string, value: string) =>
  (
    await app.db.query<{ id: string; attempts: number; max_attempts: number; locked_by: string | null; last_error: string | null }>(
      `SELECT j.id, j.attempts, j.max_attempts, j.locked_by, j.last_error FROM graphile_worker._private_jobs j
         JOIN graphile_worker._private_tasks k ON k.id = j.task_id WHERE k.identifier = $1 AND j.payload->>$2 = $3`,
      [task, field, value],
    )
  ).rows;

/**
 * Starts a worker, waits until it runs the job of `task` for `field` = `value` (and for `until`,
 * when given), then kills that worker with SIGKILL. With `lastAttempt`, that run is made the job's
 * last, as if the earlier ones had failed.
 */
async function killWorkerDuring(
  t: Test,
  task: string,
  [field, value]: [string, string],
  { lastAttempt = false, until }: { lastAttempt?: boolean; until?: () => Promise<unknown> } = {},
): Promise<void> {
  if (lastAttempt) await app.db.query('UPDATE graphile_worker._private_jobs SET max_attempts = 1 WHERE id = $1', [(await jobOf(task, field, value))[0]!.id]);
  const first = await startServiceProcess(t, 'worker', workerEnv);
  await running(app.db, task);
  await until?.();
  await first.stop('SIGKILL');
}

/** What the job of an abandoned last attempt must look like: failed for good, with the reason. */
const abandoned = { attempts: 1, max_attempts: 1, locked_by: null, last_error: ABANDONED_JOB_ERROR };

t.test('a worker killed during a compile: the next worker compiles the proof, once', async (t) => {
  const circuit = 'poseidon_preimage.circom';
  await upload(ada, projectId, circuit, sampleCircuit(circuit));
  const created = await ada('POST', '/api/zk-proofs', { project_id: projectId, name: 'killed mid-compile', circuit_path: circuit });
  t.equal(created.status, 201);
  const proofId = created.body.proof.id as string;
  t.equal((await ada('POST', `/api/zk-proofs/${proofId}/compile`)).status, 202, 'queued before any worker runs');

  await killWorkerDuring(t, 'circuits.compile_proof', ['proof_id', proofId]);
  const { rows: before } = await app.db.query('SELECT count(*)::int AS n FROM zk_proof_versions WHERE proof_id = $1', [proofId]);
  t.equal(before[0].n, 0, 'killed before it stored a version');

  const second = await startServiceProcess(t, 'worker', workerEnv);
  const proof = await settleProof(ada, proofId);
  t.equal(proof.status, 'compiled', 'the next worker compiled it');
  const { rows: versions } = await app.db.query('SELECT version FROM zk_proof_versions WHERE proof_id = $1', [proofId]);
  t.same(
    versions.map((row) => row.version),
    [1],
    'one version: the compile finished once',
  );
  t.equal(await second.stop('SIGTERM'), 0);
});

t.test('a worker killed during the last attempt of a compile: the record ends failed, the job is not run again, and a new compile works', async (t) => {
  const circuit = 'poseidon_preimage.circom';
  const created = await ada('POST', '/api/zk-proofs', { project_id: projectId, name: 'killed on its last attempt', circuit_path: circuit });
  t.equal(created.status, 201);
  const proofId = created.body.proof.id as string;
  t.equal((await ada('POST', `/api/zk-proofs/${proofId}/compile`)).status, 202);
  await killWorkerDuring(t, 'circuits.compile_proof', ['proof_id', proofId], { lastAttempt: true });
  const second = await startServiceProcess(t, 'worker', workerEnv);
  const failed = await eventually(
    async () => {
      const { rows } = await app.db.query('SELECT status, error, stage, progress FROM zk_proofs WHERE id = $1', [proofId]);
      return rows[0].status === 'compiling' ? undefined : rows[0];
    },
    { timeoutMs: 30_000, what: 'the record to leave compiling' },
  );
  t.equal(failed.status, 'failed', 'the record is not left compiling');
  t.match(failed.error, /^the compile stopped: the worker running its last attempt stopped/);
  t.ok(['queued', 'compile', 'setup'].includes(failed.stage) && failed.progress === null, `the stage it reached is kept (${failed.stage})`);
  t.match(await jobOf('circuits.compile_proof', 'proof_id', proofId), [abandoned], 'the job is failed for good, with the reason');

  t.equal((await ada('POST', `/api/zk-proofs/${proofId}/compile`)).status, 202, 'the owner can compile again');
  t.equal((await settleProof(ada, proofId)).status, 'compiled');
  t.equal(await second.stop('SIGTERM'), 0);
});

/**
 * A 3,000-item batch (three chunks) whose first worker is killed with SIGKILL once its first
 * chunk is recorded; with `lastAttempt`, its job had no attempt left after that one.
 */
async function batchKilledMidway(t: Test, { lastAttempt }: { lastAttempt: boolean }) {
  const fixture = loadFixture('linear_combination');
  const proofId = await insertProofRecord(app.db, projectId, fixture.vk);
  const count = 3_000;
  const items = Array.from({ length: count }, (_, i) => ({ proof_id: proofId, ...clone(fixture.proofs[i % fixture.proofs.length]!) }));
  const started = await app.request('/v1/zk/verifications', { method: 'POST', token: secretKeys.test, json: { items } });
  t.equal(started.status, 202, 'a large batch is a job');
  const batchId = ((await started.json()) as { id: string }).id;
  const firstChunkRecorded = () =>
    eventually(
      async () => {
        const { rows } = await app.db.query('SELECT processed_count FROM zk_verification_batches WHERE id = $1', [batchId]);
        return rows[0].processed_count > 0 ? true : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 10, what: 'the first items to be recorded' },
    );
  await killWorkerDuring(t, 'zk.verify_batch', ['batch_id', batchId], { lastAttempt, until: firstChunkRecorded });
  const { rows } = await app.db.query<{ processed_count: number }>('SELECT processed_count FROM zk_verification_batches WHERE id = $1', [batchId]);
  const processedAtKill = rows[0]!.processed_count;
  t.ok(processedAtKill < count, `killed mid-batch (${processedAtKill} of ${count} processed)`);
  return { batchId, count, processedAtKill };
}

/** The batch's row once it is `completed` or `failed`, as the next worker leaves it. */
const batchEnded = (batchId: string, timeoutMs: number) =>
  eventually(
    async () => {
      const { rows } = await app.db.query('SELECT * FROM zk_verification_batches WHERE id = $1', [batchId]);
      return rows[0].status === 'completed' || rows[0].status === 'failed' ? rows[0] : undefined;
    },
    { timeoutMs, what: 'the batch to end on the next worker' },
  );

/** How many verifications, and of how many distinct items, the batch has stored. */
const storedItems = async (batchId: string) =>
  (
    await app.db.query<{ n: number; distinct_items: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT item_index)::int AS distinct_items FROM zk_verifications WHERE batch_id = $1',
      [batchId],
    )
  ).rows[0];

t.test('a worker killed during a verification batch: the next worker finishes it, each item once', async (t) => {
  const { batchId, count } = await batchKilledMidway(t, { lastAttempt: false });
  const second = await startServiceProcess(t, 'worker', workerEnv);
  const batch = await batchEnded(batchId, 240_000);
  t.match(batch, { status: 'completed', item_count: count, processed_count: count, verified_count: count, unverified_count: 0, error_count: 0 });
  t.same(await storedItems(batchId), { n: count, distinct_items: count }, 'one verification (and receipt) per item: none lost, none twice');
  t.equal(await second.stop('SIGTERM'), 0);
});

t.test('a worker killed during the last attempt of a verification batch: the batch ends failed, keeping what it recorded', async (t) => {
  const { batchId, processedAtKill } = await batchKilledMidway(t, { lastAttempt: true });
  const second = await startServiceProcess(t, 'worker', workerEnv);
  const batch = await batchEnded(batchId, 30_000);
  t.match(batch, { status: 'failed', processed_count: processedAtKill }, 'failed, not left running; the recorded chunk is kept');
  t.match(await jobOf('zk.verify_batch', 'batch_id', batchId), [abandoned], 'the job is failed for good, with the reason');
  t.same(await storedItems(batchId), { n: processedAtKill, distinct_items: processedAtKill }, 'nothing stored beyond the recorded chunk');

  // What the integrator sees: the batch failed, its recorded items verified, the rest pending.
  const page = async (after: number) =>
    (await (await app.request(`/v1/zk/verifications/${batchId}?limit=1&starting_after=${after}`, { token: secretKeys.test })).json()) as {
      status: string;
      items: { data: { index: number; status: string }[] };
    };
  const recorded = await page(processedAtKill - 2);
  t.equal(recorded.status, 'failed', 'the API shows the batch failed');
  t.match(recorded.items.data, [{ index: processedAtKill - 1, status: 'verified' }], 'the last recorded item keeps its verification');
  t.match((await page(processedAtKill - 1)).items.data, [{ index: processedAtKill, status: 'pending' }], 'the first unprocessed item stays pending');
  t.equal(await second.stop('SIGTERM'), 0);
});

t.test('a worker killed during the last attempt of a circom compilation: it ends failed with the reason, not left running', async (t) => {
  const circuit = await upload(ada, projectId, 'preimage.circom', sampleCircuit('poseidon_preimage.circom'));
  const input = await upload(ada, projectId, 'preimage.json', '{"preimage": [1, 2], "hash": "0"}', 'input');
  const started = await ada('POST', '/api/circom-compilations', { project_id: projectId, circuit_file_id: circuit, input_file_id: input });
  t.equal(started.status, 202);
  const compilationId = started.body.compilation_id as string;
  await killWorkerDuring(t, 'circuits.run_compilation', ['compilation_id', compilationId], { lastAttempt: true });
  const second = await startServiceProcess(t, 'worker', workerEnv);
  const ended = await eventually(
    async () => {
      const { body } = await ada('GET', `/api/circom-compilations/${compilationId}`);
      return ['queued', 'running'].includes(body.compilation.status) ? undefined : body.compilation;
    },
    { timeoutMs: 30_000, what: 'the compilation to end' },
  );
  t.match(ended, { status: 'failed', error: /^the compilation stopped: the worker running its last attempt stopped/ }, 'the API shows why');
  t.match(await jobOf('circuits.run_compilation', 'compilation_id', compilationId), [abandoned], 'the job is failed for good, with the reason');
  t.equal(await second.stop('SIGTERM'), 0);
});

t.test('a worker killed during the last attempt of a verifier deploy: the record ends failed, and deploying again places the verifier', async (t) => {
  await upload(ada, projectId, 'multiplier.circom', sampleCircuit('multiplier.circom'));
  const created = await ada('POST', '/api/zk-proofs', { project_id: projectId, name: 'deploy killed on its last attempt', circuit_path: 'multiplier.circom' });
  const proofId = created.body.proof.id as string;
  t.equal((await ada('POST', `/api/zk-proofs/${proofId}/compile`)).status, 202);
  const compiler = await startServiceProcess(t, 'worker', workerEnv);
  t.equal((await settleProof(ada, proofId)).status, 'compiled');
  t.equal(await compiler.stop('SIGTERM'), 0);

  const deploy = () => ada('POST', `/api/zk-proofs/${proofId}/deploy`, { chain: 'local-anvil' });
  const settleDeploy = () => settle(ada, `/api/zk-proofs/${proofId}`, 'proof', ['deploying']);
  t.equal((await deploy()).status, 202);
  await killWorkerDuring(t, 'deployments.deploy_verifier', ['proof_id', proofId], { lastAttempt: true });
  const second = await startServiceProcess(t, 'worker', workerEnv);
  t.match(await settleDeploy(), { status: 'failed', error: /^the deploy stopped: the worker running its last attempt stopped/ }, 'not left deploying');
  t.match(await jobOf('deployments.deploy_verifier', 'proof_id', proofId), [abandoned], 'the job is failed for good, with the reason');

  // Whether or not the killed attempt had sent its transaction, the next deploy ends with the verifier on chain.
  t.equal((await deploy()).status, 202, 'the owner can deploy again');
  const deployed = await settleDeploy();
  t.equal(deployed.status, 'deployed');
  const address = deployed.deployments.find((deployment: { chain: string }) => deployment.chain === 'local-anvil').contract_address;
  t.not(await chain.provider.getCode(address), '0x', 'the verifier is on chain');
  t.equal(await second.stop('SIGTERM'), 0);
});
