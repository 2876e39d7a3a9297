/**
 * On-chain verifiers end to end, all real: a record compiled by the service (multiplier.circom),
 * proved with snarkjs, its verifier.sol deployed by the service's job through the CREATE2 proxy on
 * two anvil chains with different chain ids; the interface's snippets run with cast, node + viem,
 * curl and solc + anvil; `onchain: true` verification against the deployment.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { inspect, promisify } from 'node:util';
import { ContractFactory, Interface } from 'ethers';
import { buildBn128 } from 'ffjavascript';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { pino } from 'pino';
import * as snarkjs from 'snarkjs';
import t from 'tap';
import { getContractAddress } from 'viem';
import { zkProofSchema } from '../../src/circuits/schemas.js';
import { verifierInterfaceSchema } from '../../src/deployments/schemas.js';
import { verificationSchema } from '../../src/verification/verify.schemas.js';
import { verifierDeps, verifyProofs } from '../../src/verification/verify-proofs.js';
import { parseServerTiming } from '../helpers/server-timing.js';
import { receiptSignersFor } from '../../src/verification/index.js';
import { TaskPool } from '../../src/core/pool/task-pool.js';
import { freePort } from '../../src/core/db/embedded.js';
import { startTestApp } from '../helpers/app.js';
import { ANVIL_DEPLOYER_KEY, binaryOf, startLocalChain } from '../helpers/chain.js';
import { acmeTeam, assertShape, sampleCircuit, settle, settleProof, upload } from '../helpers/circuits.js';
import { assertPlatformError, platformToken } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';
import { scaled } from '../helpers/load.js';
import { projectWithKeys } from '../helpers/zk-records.js';
import { mined, minedReceipt } from '../../src/core/chain/mined.js';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const solc = require('solc') as { compile(input: string): string };

// Proving in this (main) thread: a single-threaded curve, so no curve workers outlive the test.
(globalThis as { curve_bn128?: unknown }).curve_bn128 = await buildBn128(true);

const PROXY = '0x4e59b44847b379578588920ca78fbf26c0b4956c';
const chainA = await startLocalChain(t, { chainId: 31337 });
const chainB = await startLocalChain(t, { chainId: 31338 });
// An RPC that takes connections and never answers: on-chain checks there must give up on time.
const silent = http.createServer(() => {});
await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
t.teardown(() => {
  silent.closeAllConnections();
  silent.close();
});
const silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;

/** Three testnet chains (two anvils and the silent RPC) and one mainnet chain, which has no deployer key. */
function writeRegistry(dir: string): string {
  const chain = (key: string, chainId: number, network: string, env: string) => ({
    key,
    chain_id: chainId,
    network,
    name: key.replace(/-/g, ' '),
    native_currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpc_url_env: env,
    confirmations: 1,
    explorer_url: 'http://127.0.0.1/explorer',
    tokens: { USDC: { address: null, note: 'none on this test chain' }, USDT: { address: null, note: 'none on this test chain' } },
  });
  const file = path.join(dir, 'chain-registry.json');
  const chains = [
    chain('local-anvil', chainA.chainId, 'testnet', 'RPC_URL_LOCAL_ANVIL'),
    chain('local-anvil-b', chainB.chainId, 'testnet', 'RPC_URL_LOCAL_ANVIL_B'),
    chain('local-silent', 31339, 'testnet', 'RPC_URL_LOCAL_SILENT'),
    chain('local-mainnet', 31340, 'mainnet', 'RPC_URL_LOCAL_MAINNET'),
    chain('local-closed', 31341, 'testnet', 'RPC_URL_LOCAL_CLOSED'),
  ];
  fs.writeFileSync(file, JSON.stringify({ chains }));
  return file;
}

// How long an onchain verification waits for the RPC: a silent one costs this once below; scaled, so
// that a real anvil answers within it on a busy machine too.
const ONCHAIN_TIMEOUT_MS = scaled(1_500);
const rpcEnv = { RPC_URL_LOCAL_ANVIL: chainA.rpcUrl, RPC_URL_LOCAL_ANVIL_B: chainB.rpcUrl, RPC_URL_LOCAL_SILENT: silentUrl };
const app = await startTestApp(t, {
  env: {
    CHAIN_REGISTRY_FILE: writeRegistry(t.testdir()),
    ...rpcEnv,
    RPC_URL_LOCAL_MAINNET: `http://127.0.0.1:${await freePort()}`,
    // Nothing listens there: a deploy to it fails for want of an RPC (after one attempt here).
    RPC_URL_LOCAL_CLOSED: `http://127.0.0.1:${await freePort()}`,
    DEPLOY_MAX_ATTEMPTS: '1',
    DEPLOYER_PRIVATE_KEY_TESTNET: ANVIL_DEPLOYER_KEY,
    ONCHAIN_VERIFY_TIMEOUT_MS: String(ONCHAIN_TIMEOUT_MS),
  },
});
const { ada, bob, projectId, secretKeys } = await acmeTeam(app);
const mallory = await projectWithKeys(app, 'mallory@example.test');

await upload(ada, projectId, 'multiplier.circom', sampleCircuit('multiplier.circom'));
const recordId = (await ada('POST', '/api/zk-proofs', { name: 'Multiplier', project_id: projectId, circuit_path: 'multiplier.circom' })).body.proof.id;
const draftId = (await ada('POST', '/api/zk-proofs', { name: 'Draft', project_id: projectId, circuit_path: 'multiplier.circom' })).body.proof.id;
/** Setup that must hold for the tests below to mean anything: fails the file at once otherwise. */
function expect(what: string, ok: boolean, detail?: unknown): void {
  if (!ok) throw new Error(`setup failed: ${what} ${JSON.stringify(detail)}`);
}
const compiled = await ada('POST', `/api/zk-proofs/${recordId}/compile`);
expect('compile answers 202', compiled.status === 202, compiled.body);
const compiledRecord = await settleProof(ada, recordId);
expect('the record compiles', compiledRecord.status === 'compiled', compiledRecord.error);

const bobToken = await platformToken('bob@example.test');
const artifact = async (name: string) =>
  new Uint8Array(await (await app.request(`/api/zk-proofs/${recordId}/artifacts/${name}`, { token: bobToken })).arrayBuffer());
const wasm = await artifact('circuit.wasm');
const zkey = await artifact('circuit_final.zkey');
const verifierSol = Buffer.from(await artifact('verifier.sol')).toString('utf8');
const verificationKeyJson = await artifact('verification_key.json');

interface Item {
  proof: { pi_a: string[]; pi_b: string[][]; pi_c: string[] };
  public_signals: string[];
}
const { proof, publicSignals } = await snarkjs.groth16.fullProve({ a: '3', b: '11' }, { type: 'mem', data: wasm }, { type: 'mem', data: zkey });
const valid: Item = { proof: proof as Item['proof'], public_signals: publicSignals };
/** The same proof claiming another product: well-formed, and false everywhere. */
const tampered: Item = { proof: valid.proof, public_signals: [String(BigInt(valid.public_signals[0]!) + 1n)] };
expect('the proof states 3 × 11 = 33', valid.public_signals[0] === '33', valid.public_signals);

const verify = async (id: string, body: object, key = secretKeys.test) => {
  const response = await app.request(`/v1/zk/proofs/${id}/verify`, { method: 'POST', token: key, json: body });
  return { status: response.status, body: (await response.json()) as any, timing: parseServerTiming(response.headers.get('server-timing')) };
};
const getInterface = async (id: string, query = '', key = secretKeys.test) => {
  const response = await app.request(`/v1/zk/proofs/${id}/interface${query}`, { token: key });
  return { status: response.status, body: (await response.json()) as any };
};
const deploy = (chain: unknown, call = ada, id = recordId) => call('POST', `/api/zk-proofs/${id}/deploy`, { chain });
const settleDeploy = (id = recordId) => settle(ada, `/api/zk-proofs/${id}`, 'proof', ['deploying']);

/** The snippet with every `<pi_a[0]>`-style placeholder replaced by that value of `item` (proof.json / public.json paths). */
function fill(snippet: string, item: Item): string {
  const filled = snippet.replace(/<(pi_a|pi_b|pi_c|public_signals)((?:\[\d\])+)>/g, (_, name: string, indexes: string) => {
    let value: unknown = name === 'public_signals' ? item.public_signals : item.proof[name as 'pi_a'];
    for (const [, i] of indexes.matchAll(/\[(\d)\]/g)) value = (value as unknown[])[Number(i)];
    return String(value);
  });
  if (/<[a-z_]+\[/.test(filled)) throw new Error(`a placeholder is left in: ${filled}`);
  return filled;
}

const shell = async (script: string, env: Record<string, string> = {}) =>
  (await run('sh', ['-c', script], { env: { ...process.env, ...env, PATH: `${path.dirname(binaryOf('cast'))}:${process.env.PATH}` } })).stdout.trim();

t.test('before any deployment: the interface and onchain verification are 409 proof_not_ready', async (t) => {
  const iface = await getInterface(recordId);
  t.equal(iface.status, 409);
  t.match(iface.body, { error: { code: 'proof_not_ready', message: /not deployed on any testnet chain/ } });
  const onchain = await verify(recordId, { ...valid, onchain: true });
  t.equal(onchain.status, 409);
  t.match(onchain.body, { error: { code: 'proof_not_ready', message: /verifier \(version 1\) is not deployed/ } });
  const offchain = await verify(recordId, valid);
  t.match(offchain, { status: 200, body: { verified: true } }, 'off-chain verification works without a deployment');
  t.notOk('onchain' in offchain.body, 'an off-chain answer has no onchain part');
  const draftInterface = await getInterface(draftId);
  t.match(draftInterface, { status: 409, body: { error: { code: 'proof_not_ready', message: /no verification key yet \(status draft\)/ } } });
});

t.test('bad deploy requests: each a 4xx naming the field or the reason', async (t) => {
  const unknown = await deploy('atlantis');
  assertPlatformError(t, unknown, 400, ['chain']);
  t.match(unknown.body.error, /^chain: must be a chain of the registry/);
  const noKey = await deploy('local-mainnet');
  assertPlatformError(t, noKey, 400, ['chain']);
  t.match(noKey.body.error, /no deployer key is configured for mainnet chains \(DEPLOYER_PRIVATE_KEY_MAINNET\)/);
  t.notMatch(JSON.stringify(noKey.body), /ac0974bec39a17e36ba4/, 'no key material in the answer');
  assertPlatformError(t, await deploy(undefined), 400, ['chain']);
  const draft = await deploy('local-anvil', ada, draftId);
  assertPlatformError(t, draft, 409, undefined, 'conflict');
  t.match(draft.body.error, /the ZK proof is draft; it must be compiled before its verifier can be deployed/);
  const member = await deploy('local-anvil', bob);
  assertPlatformError(t, member, 403);
  t.match(member.body.error, /Only an admin/);
  const { body } = await ada('GET', `/api/zk-proofs/${recordId}`);
  t.match(body.proof, { status: 'compiled', deployments: [] }, 'nothing was started');
});

let address: string;
let deployedA: any;

t.test('the deploy job puts the verifier at its CREATE2 address, computed here independently', async (t) => {
  const started = await deploy('local-anvil');
  t.same([started.status, Object.keys(started.body)], [202, ['message']]);
  t.equal((await ada('GET', `/api/zk-proofs/${recordId}`)).body.proof.status, 'deploying');
  const again = await deploy('local-anvil-b');
  assertPlatformError(t, again, 409, undefined, 'conflict');
  t.match(again.body.error, /deploying; deploy it once that ends/, 'one deploy at a time');

  const record = await settleDeploy();
  assertShape(t, zkProofSchema, record, 'the record');
  t.equal(record.status, 'deployed', `deployed (error: ${record.error})`);
  t.equal(record.deployments.length, 1);
  deployedA = record.deployments[0];
  t.match(deployedA, {
    chain: 'local-anvil',
    chain_id: chainA.chainId,
    network: 'testnet',
    contract_address: /^0x[0-9a-fA-F]{40}$/,
    tx_hash: /^0x[0-9a-f]{64}$/,
    block_number: Number,
    compiler: { name: 'solc', version: /^0\.8\.37\+commit/, settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris' } },
  });

  // Rebuild the initcode from the downloaded verifier.sol with the recorded compiler settings.
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'verifier.sol': { content: verifierSol } },
        settings: { ...deployedA.compiler.settings, outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  );
  const initcode = `0x${output.contracts['verifier.sol'].Groth16Verifier.evm.bytecode.object}` as const;
  const salt = `0x${createHash('sha256').update(verificationKeyJson).digest('hex')}` as const;
  address = getContractAddress({ opcode: 'CREATE2', from: PROXY, salt, bytecode: initcode });
  t.equal(deployedA.contract_address, address, 'the address is keccak256(0xff ‖ proxy ‖ sha256(verification_key.json) ‖ keccak256(initcode))[12:]');
  t.not(await chainA.provider.getCode(address), '0x', 'code is at the address on chain A');
  const tx = await chainA.provider.getTransaction(deployedA.tx_hash);
  t.equal(tx?.to?.toLowerCase(), PROXY, 'sent through the CREATE2 proxy');
  const mined = await chainA.provider.getTransactionReceipt(deployedA.tx_hash);
  t.equal(mined?.blockNumber, deployedA.block_number, 'the block recorded is the transaction block');
  t.comment(`deploy gas for one public signal: ${mined?.gasUsed}`);
});

t.test('a second chain with another chain id gets the same address', async (t) => {
  t.equal(await chainB.provider.getCode(address), '0x', 'nothing there yet');
  t.equal((await deploy('local-anvil-b')).status, 202);
  const record = await settleDeploy();
  t.equal(record.status, 'deployed');
  t.same(
    record.deployments.map((d: any) => [d.chain, d.chain_id, d.contract_address]),
    [
      ['local-anvil-b', chainB.chainId, address],
      ['local-anvil', chainA.chainId, address],
    ],
    'both deployments are listed, newest first, at one address',
  );
  t.not(await chainB.provider.getCode(address), '0x', 'code is at the address on chain B');
});

t.test('deploying where the code already is reuses it without a transaction', async (t) => {
  const blockBefore = await chainA.provider.getBlockNumber();
  t.equal((await deploy('local-anvil')).status, 202);
  const record = await settleDeploy();
  t.equal(record.status, 'deployed');
  const onA = record.deployments.find((d: any) => d.chain === 'local-anvil');
  t.match(onA, { contract_address: address, tx_hash: null, block_number: blockBefore });
  t.equal(await chainA.provider.getBlockNumber(), blockBefore, 'no transaction was sent');
});

t.test('the interface: the spec fields for the most recent deployment, or the one ?chain= names', async (t) => {
  const latest = await getInterface(recordId);
  t.equal(latest.status, 200);
  assertShape(t, verifierInterfaceSchema, latest.body, 'the interface');
  t.match(latest.body, {
    proof_id: recordId,
    contract_address: address,
    chain: 'local-anvil',
    chain_id: chainA.chainId,
    network: 'testnet',
    public_signal_count: 1,
  });
  const verifyProofAbi = latest.body.abi.find((entry: any) => entry.name === 'verifyProof');
  t.same(
    verifyProofAbi.inputs.map((input: any) => input.type),
    ['uint256[2]', 'uint256[2][2]', 'uint256[2]', 'uint256[1]'],
  );
  t.same(
    verifyProofAbi.outputs.map((output: any) => output.type),
    ['bool'],
  );
  const onB = await getInterface(recordId, '?chain=local-anvil-b');
  t.match(onB.body, { contract_address: address, chain: 'local-anvil-b', chain_id: chainB.chainId });
  t.match(onB.body.snippets.cast, /\$RPC_URL_LOCAL_ANVIL_B/);
  t.match(onB.body.snippets.viem, /id: 31338/);
  for (const [name, snippet] of Object.entries(latest.body.snippets as Record<string, string>)) {
    t.ok(snippet.includes(name === 'curl' ? recordId : address), `the ${name} snippet names the verifier`);
  }
  t.match(latest.body.snippets.cast, /\[\[<pi_b\[0\]\[1\]>,<pi_b\[0\]\[0\]>\],\[<pi_b\[1\]\[1\]>,<pi_b\[1\]\[0\]>\]\]/, 'cast: G2 pairs swapped');
  t.match(latest.body.snippets.curl, /"pi_b":\[\["<pi_b\[0\]\[0\]>","<pi_b\[0\]\[1\]>"\]/, "curl: proof.json's own order");
});

t.test('bad interface requests: unknown chain, the other network, a foreign record', async (t) => {
  const unknown = await getInterface(recordId, '?chain=atlantis');
  t.match(unknown, { status: 400, body: { error: { code: 'invalid_request', message: /^chain: must be a chain of the registry/ } } });
  const otherNetwork = await getInterface(recordId, '?chain=local-mainnet');
  t.match(otherNetwork, { status: 400, body: { error: { code: 'invalid_request', message: /^chain: local-mainnet is a mainnet chain/ } } });
  const live = await getInterface(recordId, '?chain=local-anvil', secretKeys.live);
  t.match(live, { status: 400, body: { error: { message: /^chain: local-anvil is a testnet chain, and this mainnet key/ } } });
  const liveDefault = await getInterface(recordId, '', secretKeys.live);
  t.match(liveDefault, { status: 409, body: { error: { code: 'proof_not_ready', message: /not deployed on any mainnet chain/ } } });
  const foreign = await getInterface(recordId, '', mallory.keys.test);
  t.same([foreign.status, foreign.body.error.code], [404, 'not_found']);
  t.equal((await app.request(`/v1/zk/proofs/${recordId}/interface`)).status, 401, 'a secret key is required');
});

t.test('each snippet runs as written once the placeholders hold a real proof; a tampered proof is false in each', async (t) => {
  const { snippets } = (await getInterface(recordId)).body as { snippets: Record<string, string> };

  t.equal(await shell(fill(snippets.cast!, valid), rpcEnv), 'true', 'cast prints true');
  t.equal(await shell(fill(snippets.cast!, tampered), rpcEnv), 'false', 'cast prints false for the tampered proof');

  // The snippet imports 'viem': the script is written in this test's folder under the project, so that it resolves.
  const script = path.join(t.testdir(), 'verify.mjs');
  for (const [item, expected] of [
    [valid, 'true'],
    [tampered, 'false'],
  ] as const) {
    fs.writeFileSync(script, fill(snippets.viem!, item));
    t.equal((await run(process.execPath, [script], { env: { ...process.env, ...rpcEnv } })).stdout.trim(), expected, `viem readContract: ${expected}`);
  }

  const env = { PROOFPAY_SECRET_KEY: secretKeys.test };
  const curled = JSON.parse(await shell(fill(snippets.curl!, valid), env));
  t.match(
    curled,
    { object: 'zk.verification', proof_id: recordId, verified: true, onchain: { chain: 'local-anvil', contract_address: address } },
    'curl: verified',
  );
  t.match(JSON.parse(await shell(fill(snippets.curl!, tampered), env)), { verified: false }, 'curl: not verified');

  for (const [item, expected] of [
    [valid, true],
    [tampered, false],
  ] as const) {
    const compiled = JSON.parse(
      solc.compile(
        JSON.stringify({
          language: 'Solidity',
          sources: { 'ProofConsumer.sol': { content: fill(snippets.solidity!, item) } },
          settings: { evmVersion: 'paris', outputSelection: { '*': { ProofConsumer: ['abi', 'evm.bytecode.object'] } } },
        }),
      ),
    );
    const errors = (compiled.errors ?? []).filter((e: any) => e.severity === 'error');
    t.same(errors, [], 'the Solidity snippet compiles');
    const consumer = compiled.contracts['ProofConsumer.sol'].ProofConsumer;
    const contract = await new ContractFactory(consumer.abi, consumer.evm.bytecode.object, chainA.deployer).deploy();
    await minedReceipt(chainA.provider, contract.deploymentTransaction()!.hash);
    t.equal(await (contract as any).verifyExample(), expected, `the consumer contract on anvil returns ${expected}`);
  }
});

t.test('gas per verify: a transaction calling verifyProof stays within the limit docs/onchain.md gives', async (t) => {
  const { pi_a: a, pi_b: b, pi_c: c } = valid.proof;
  const args = [
    [a[0], a[1]],
    [
      [b[0]![1], b[0]![0]],
      [b[1]![1], b[1]![0]],
    ],
    [c[0], c[1]],
    valid.public_signals,
  ];
  const data = new Interface(['function verifyProof(uint256[2],uint256[2][2],uint256[2],uint256[1]) view returns (bool)']).encodeFunctionData(
    'verifyProof',
    args,
  );
  const receipt = await mined(chainA.deployer.sendTransaction({ to: address, data, gasLimit: 250_000 }));
  t.equal(receipt?.status, 1);
  t.ok(receipt!.gasUsed < 250_000n, `one public signal: ${receipt!.gasUsed} gas`);
  t.equal(BigInt(await chainA.provider.call({ to: address, data, gasLimit: 250_000 })), 1n, 'and the proof verifies within that limit');
});

const jwks = async () => (await (await app.request('/v1/.well-known/jwks.json')).json()) as JSONWebKeySet;

t.test('onchain: true answers a receipt with the chain claims, checked with jose against the JWKS', async (t) => {
  const head = await chainB.provider.getBlockNumber();
  const { status, body, timing } = await verify(recordId, { ...valid, onchain: true, chain: 'local-anvil-b' });
  t.equal(status, 200);
  assertShape(t, verificationSchema, body, 'the verification');
  t.same([...timing.keys()].sort(), ['keys', 'onchain', 'pool', 'store', 'verify'], 'Server-Timing has the key and deployment read and the chain call');
  t.ok(timing.get('onchain')! > 0, 'the eth_call took time');
  t.match(body, { verified: true, onchain: { chain: 'local-anvil-b', chain_id: chainB.chainId, contract_address: address, block_number: head } });
  const { payload } = await jwtVerify(body.receipt, createLocalJWKSet(await jwks()));
  t.match(payload, { verified: true, proof_id: recordId, network: 'testnet', chain_id: chainB.chainId, contract_address: address, block_number: head });

  const wrong = await verify(recordId, { ...tampered, onchain: true });
  t.match(wrong, { status: 200, body: { verified: false, onchain: { chain: 'local-anvil' } } });
  t.notOk('reason' in wrong.body, 'both verdicts agree: no reason');
  const { payload: wrongClaims } = await jwtVerify(wrong.body.receipt, createLocalJWKSet(await jwks()));
  t.match(wrongClaims, { verified: false, chain_id: chainA.chainId, contract_address: address });

  const { rows } = await app.db.query('SELECT chain, chain_id, contract_address, block_number FROM zk_verifications WHERE id = $1', [body.id]);
  t.same(
    rows,
    [{ chain: 'local-anvil-b', chain_id: String(chainB.chainId), contract_address: address, block_number: String(head) }],
    'stored with the verification',
  );
});

t.test('a batch with onchain: true checks each item on chain', async (t) => {
  const response = await app.request('/v1/zk/verifications', {
    method: 'POST',
    token: secretKeys.test,
    json: {
      onchain: true,
      items: [
        { proof_id: recordId, ...valid },
        { proof_id: recordId, ...tampered },
        { proof_id: draftId, ...valid },
      ],
    },
  });
  const body = (await response.json()) as any;
  t.equal(response.status, 200);
  t.match(body, { verified_count: 1, unverified_count: 1, error_count: 1 });
  const [first, second, third] = body.items.data;
  t.match(first.verification, { verified: true, onchain: { chain: 'local-anvil', contract_address: address } });
  t.match(second.verification, { verified: false, onchain: { chain: 'local-anvil' } });
  t.match(third.error, { code: 'proof_not_ready' });
  const { payload } = await jwtVerify(first.verification.receipt, createLocalJWKSet(await jwks()));
  t.match(payload, { chain_id: chainA.chainId, contract_address: address, block_number: Number });
});

t.test('a batch answered by a job (over 100 items) checks its items on chain too', async (t) => {
  const items = Array.from({ length: 101 }, (_, i) => ({ proof_id: recordId, ...(i === 50 ? tampered : valid) }));
  const response = await app.request('/v1/zk/verifications', {
    method: 'POST',
    token: secretKeys.test,
    json: { onchain: true, chain: 'local-anvil-b', items },
  });
  t.equal(response.status, 202);
  const { id } = (await response.json()) as { id: string };
  const done = await eventually(
    async () => {
      const body = (await (await app.request(`/v1/zk/verifications/${id}?limit=100`, { token: secretKeys.test })).json()) as any;
      return body.status === 'queued' || body.status === 'running' ? undefined : body;
    },
    { timeoutMs: 120_000, what: 'the batch job to finish' },
  );
  t.match(done, { status: 'completed', verified_count: 100, unverified_count: 1, error_count: 0 });
  t.match(done.items.data[50].verification, { verified: false, onchain: { chain: 'local-anvil-b', chain_id: chainB.chainId, contract_address: address } });
  t.match(done.items.data[0].verification, { verified: true, onchain: { chain: 'local-anvil-b', block_number: Number } });
  const { payload } = await jwtVerify(done.items.data[0].verification.receipt, createLocalJWKSet(await jwks()));
  t.match(payload, { verified: true, chain_id: chainB.chainId, contract_address: address });
});

t.test('bad onchain requests: chain without onchain, unknown chain, the other network', async (t) => {
  t.match(await verify(recordId, { ...valid, chain: 'local-anvil' }), { status: 400, body: { error: { message: /^chain: .*onchain: true/ } } });
  t.match(await verify(recordId, { ...valid, onchain: true, chain: 'atlantis' }), { status: 400, body: { error: { message: /^chain: must be a chain/ } } });
  t.match(await verify(recordId, { ...valid, onchain: true, chain: 'local-mainnet' }), {
    status: 400,
    body: { error: { message: /^chain: local-mainnet is a mainnet chain/ } },
  });
  t.match(await verify(recordId, { ...valid, onchain: 'yes' }), { status: 400, body: { error: { message: /^onchain: must be a boolean/ } } });
});

/** Compiles a small contract with solc and deploys it on chain A. */
async function deploySolidity(source: string, name: string) {
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [`${name}.sol`]: { content: source } },
        settings: { evmVersion: 'paris', outputSelection: { '*': { [name]: ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  );
  const compiled = output.contracts[`${name}.sol`][name];
  const contract = await new ContractFactory(compiled.abi, compiled.evm.bytecode.object, chainA.deployer).deploy();
  await minedReceipt(chainA.provider, contract.deploymentTransaction()!.hash);
  return contract.getAddress();
}

t.test('verdicts that disagree: logged as an error and answered verified false with the reason', async (t) => {
  // A "verifier" that accepts everything stands in for a wrong deployment.
  const acceptsAll = await deploySolidity(
    `pragma solidity ^0.8.20;
     contract AcceptsAll { function verifyProof(uint256[2] calldata, uint256[2][2] calldata, uint256[2] calldata, uint256[1] calldata) external pure returns (bool) { return true; } }`,
    'AcceptsAll',
  );
  const swap = (to: string) =>
    app.db.query(`UPDATE zk_proof_deployments SET contract_address = $2 WHERE proof_id = $1 AND chain = 'local-anvil'`, [recordId, to]);
  await swap(acceptsAll);
  t.teardown(() => swap(address));
  const { status, body } = await verify(recordId, { ...tampered, onchain: true, chain: 'local-anvil' });
  t.equal(status, 200);
  t.match(body, { verified: false, onchain: { contract_address: acceptsAll }, reason: /answered true and the off-chain verifier false/ });
  const { payload } = await jwtVerify(body.receipt, createLocalJWKSet(await jwks()));
  t.match(payload, { verified: false, contract_address: acceptsAll });

  // The same check through the verifier with a logger whose lines are kept: the disagreement is an error line.
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'error' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const pool = new TaskPool(app.config.pool);
  t.teardown(() => pool.close());
  const deps = verifierDeps({ db: app.db, pool, receipts: receiptSignersFor(app.config, app.db), config: app.config, log });
  const [outcome] = await verifyProofs(deps, { projectId, network: 'testnet' }, [{ proof_id: recordId, ...tampered }], { chain: 'local-anvil' });
  t.match(outcome, { verification: { verified: false, reason: /disagree|answered true/ } });
  t.match(lines, [
    {
      level: 50,
      msg: 'on-chain and off-chain verdicts disagree',
      proof_id: recordId,
      contract_address: acceptsAll,
      offchain_verified: false,
      onchain_verified: true,
    },
  ]);
  await swap(address);
});

t.test('a deploy that cannot be paid for fails with the reason, and deploying again retries it', async (t) => {
  // A second record: its own key, so its own address, not yet on any chain.
  const secondId = (await ada('POST', '/api/zk-proofs', { name: 'Second', project_id: projectId, circuit_path: 'multiplier.circom' })).body.proof.id;
  await ada('POST', `/api/zk-proofs/${secondId}/compile`);
  t.equal((await settleProof(ada, secondId)).status, 'compiled');
  const deployer = chainA.deployer.address;
  const balance = await chainA.provider.getBalance(deployer);
  await chainA.provider.send('anvil_setBalance', [deployer, '0x0']);
  t.equal((await deploy('local-anvil', ada, secondId)).status, 202);
  const failed = await settleDeploy(secondId);
  t.match(failed, { status: 'failed', error: /^no funds: the deployer 0x[0-9a-fA-F]{40} has too little ETH on local anvil/, deployments: [] });
  t.match(await verify(secondId, { ...valid, onchain: true }), { status: 409 }, 'no deployment: onchain is 409');

  await chainA.provider.send('anvil_setBalance', [deployer, `0x${balance.toString(16)}`]);
  t.equal((await deploy('local-anvil', ada, secondId)).status, 202, 'a failed record may deploy again');
  const retried = await settleDeploy(secondId);
  t.match(retried, { status: 'deployed', error: null, deployments: [{ chain: 'local-anvil' }] });
  t.not(retried.deployments[0].contract_address, address, 'another key, another address');
});

t.test('a deploy whose chain RPC does not answer fails with the reason after its attempts', async (t) => {
  t.equal((await deploy('local-closed')).status, 202);
  const failed = await settleDeploy();
  t.match(failed, { status: 'failed', error: /^the deploy failed after retries: local closed's RPC \(RPC_URL_LOCAL_CLOSED\) did not answer or failed/ });
  t.equal(failed.deployments.length, 2, 'the deployments made before stay listed');
  t.match(await verify(recordId, { ...valid, onchain: true, chain: 'local-anvil' }), { status: 200, body: { verified: true } }, 'and keep verifying');
});

t.test('an RPC that does not answer, or a stopped anvil: 502 onchain_unavailable, nothing recorded', async (t) => {
  // A deployment recorded on the silent chain (its RPC never answers), copied from the real one.
  await app.db.query(
    `INSERT INTO zk_proof_deployments (proof_id, proof_version, chain, chain_id, network, contract_address, tx_hash, block_number, salt, abi, compiler)
     SELECT proof_id, proof_version, 'local-silent', 31339, network, contract_address, tx_hash, block_number, salt, abi, compiler
       FROM zk_proof_deployments WHERE proof_id = $1 AND chain = 'local-anvil'`,
    [recordId],
  );
  const before = (await app.db.query('SELECT count(*)::int AS n FROM zk_verifications')).rows[0].n;
  const silentAnswer = await verify(recordId, { ...valid, onchain: true, chain: 'local-silent' });
  t.equal(silentAnswer.status, 502);
  t.match(silentAnswer.body, { error: { code: 'onchain_unavailable', message: /did not answer in time/ } });

  await chainB.stop();
  const stopped = await verify(recordId, { ...valid, onchain: true, chain: 'local-anvil-b' });
  t.equal(stopped.status, 502);
  t.match(stopped.body, { error: { code: 'onchain_unavailable' } });
  const batch = await app.request('/v1/zk/verifications', {
    method: 'POST',
    token: secretKeys.test,
    json: { onchain: true, chain: 'local-anvil-b', items: [{ proof_id: recordId, ...valid }] },
  });
  t.equal(batch.status, 502, 'a batch too');
  t.equal((await app.db.query('SELECT count(*)::int AS n FROM zk_verifications')).rows[0].n, before, 'no verification was recorded');
  t.match(await verify(recordId, valid), { status: 200, body: { verified: true } }, 'off-chain verification goes on');
});

t.test('a config serialised or inspected (as a log line would) shows no deployer key', async (t) => {
  const key = ANVIL_DEPLOYER_KEY.slice(2);
  t.notOk(JSON.stringify(app.config).includes(key), 'JSON');
  t.notOk(inspect(app.config, { depth: 10 }).includes(key), 'util.inspect');
  t.equal(app.config.deployments.deployerKeys.testnet?.reveal(), ANVIL_DEPLOYER_KEY, 'the job still reads it');
});
