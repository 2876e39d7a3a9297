/**
 * On-chain attestation roots end to end, all real (issue 71): a record compiled by the service,
 * 100 valid proofs and 4 invalid ones verified as one batch (the job path), their leaves gathered
 * into a tree by the attestation job, the root posted by the service to its AttestationRegistry
 * (deployed by CREATE2) on anvil and confirmed with an `attestation.confirmed` event. Every valid
 * item's path is accepted by the registry (eth_call) and by OpenZeppelin's MerkleProof in a consumer
 * contract that recomputes the leaf from the raw key, proof and signals; a changed signal, proof or
 * path is refused; invalid items have no leaf. A reorg that drops the posting makes the service post
 * the root again. The verifier interface's attestation snippets are compiled and deployed (Solidity)
 * and run (viem) against the posted root. The gas of `isAttested` at 65,536 leaves is measured with
 * eth_estimateGas.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { SimpleMerkleTree } from '@openzeppelin/merkle-tree';
import { ContractFactory, Interface, type InterfaceAbi, Wallet, hexlify, randomBytes } from 'ethers';
import { buildBn128 } from 'ffjavascript';
import * as snarkjs from 'snarkjs';
import t from 'tap';
import { buildTree, pathNodes } from '../../src/attestations/tree.js';
import { compileSolidity } from '../../src/deployments/solidity.js';
import { registryInterface } from '../../src/attestations/registry-contract.js';
import { initKeccak } from '../../src/core/keccak.js';
import { projectRoot } from '../../src/core/paths.js';
import { minedReceipt } from '../../src/core/chain/mined.js';
import { startTestApp } from '../helpers/app.js';
import { ANVIL_DEPLOYER_KEY, startLocalChain } from '../helpers/chain.js';
import { acmeTeam, sampleCircuit, settle, settleProof, upload } from '../helpers/circuits.js';
import { eventually } from '../helpers/processes.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { platformToken } from '../helpers/platform.js';

const require = createRequire(import.meta.url);
const run = promisify(execFile);
const solc = require('solc') as { compile(input: string, options?: unknown): string };
(globalThis as { curve_bn128?: unknown }).curve_bn128 = await buildBn128(true);
await initKeccak();

const CONFIRMATIONS = 3;
const chain = await startLocalChain(t, { chainId: 31337 });
const registryFile = path.join(t.testdir(), 'chain-registry.json');
fs.writeFileSync(
  registryFile,
  JSON.stringify({
    chains: [
      {
        key: 'local-anvil',
        chain_id: chain.chainId,
        network: 'testnet',
        name: 'local anvil',
        native_currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpc_url_env: 'RPC_URL_LOCAL_ANVIL',
        confirmations: CONFIRMATIONS,
        explorer_url: 'http://127.0.0.1/explorer',
        tokens: { USDC: { address: null, note: 'none here' }, USDT: { address: null, note: 'none here' } },
      },
    ],
  }),
);
// ATTESTATION_ENABLED=false: no recurring run; the test enqueues the job itself when it wants a tree.
const app = await startTestApp(t, {
  env: {
    CHAIN_REGISTRY_FILE: registryFile,
    RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
    DEPLOYER_PRIVATE_KEY_TESTNET: ANVIL_DEPLOYER_KEY,
    ATTESTATION_ENABLED: 'false',
    ATTESTATION_CONFIRM_POLL_MS: '50',
    // The test reads 100 attestations in a row.
    RATE_LIMIT_KEY_QUOTA: '100000',
    RATE_LIMIT_IP_QUOTA: '100000',
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  },
});
const { ada, projectId, secretKeys } = await acmeTeam(app);
await upload(ada, projectId, 'multiplier.circom', sampleCircuit('multiplier.circom'));
const recordId = (await ada('POST', '/api/zk-proofs', { name: 'Multiplier', project_id: projectId, circuit_path: 'multiplier.circom' })).body.proof.id;
await ada('POST', `/api/zk-proofs/${recordId}/compile`);
const compiled = await settleProof(ada, recordId);
if (compiled.status !== 'compiled') throw new Error(`setup: the record did not compile: ${compiled.error}`);
const adaToken = await platformToken('ada@example.test');
const artifact = async (name: string) =>
  new Uint8Array(await (await app.request(`/api/zk-proofs/${recordId}/artifacts/${name}`, { token: adaToken })).arrayBuffer());
const wasm = await artifact('circuit.wasm');
const zkey = await artifact('circuit_final.zkey');
const vk = JSON.parse(Buffer.from(await artifact('verification_key.json')).toString('utf8'));

interface Item {
  proof: { pi_a: string[]; pi_b: string[][]; pi_c: string[] };
  public_signals: string[];
}
const prove = async (a: number, b: number): Promise<Item> => {
  const { proof, publicSignals } = await snarkjs.groth16.fullProve({ a: String(a), b: String(b) }, { type: 'mem', data: wasm }, { type: 'mem', data: zkey });
  return { proof: proof as Item['proof'], public_signals: publicSignals };
};
const valid: Item[] = [];
for (let i = 0; i < 100; i++) valid.push(await prove(i + 2, 7));
// Invalid: well-formed proofs that claim another product.
const invalid: Item[] = valid.slice(0, 4).map((item) => ({ proof: item.proof, public_signals: [String(BigInt(item.public_signals[0]!) + 1n)] }));

// The consumer: the leaf recomputed in Solidity from the raw key, proof and signals, checked with OpenZeppelin's MerkleProof.
const consumerSource = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {MerkleProof} from "@openzeppelin/contracts/utils/cryptography/MerkleProof.sol";

interface IAttestationRegistry {
    function isAttested(bytes32 root, bytes32 leaf, bytes32[] calldata proof) external view returns (bool);
}

library ProofpayLeaf {
    function vkHash(uint256[2] memory alpha, uint256[2][2] memory beta, uint256[2][2] memory gamma, uint256[2][2] memory delta, uint256[2][] memory ic)
        internal pure returns (bytes32)
    {
        bytes memory words = abi.encode(alpha, beta, gamma, delta);
        for (uint256 i = 0; i < ic.length; i++) words = bytes.concat(words, abi.encode(ic[i]));
        return keccak256(words);
    }
    function publicSignalsHash(uint256[] memory signals) internal pure returns (bytes32) {
        return keccak256(abi.encodePacked(signals));
    }
    function proofHash(uint256[2] memory pA, uint256[2][2] memory pB, uint256[2] memory pC) internal pure returns (bytes32) {
        return keccak256(abi.encode(pA, pB, pC));
    }
    function leaf(bytes32 vk, bytes32 signals, bytes32 proof) internal pure returns (bytes32) {
        return keccak256(abi.encode(vk, signals, proof));
    }
}

contract Consumer {
    struct Key { uint256[2] alpha; uint256[2][2] beta; uint256[2][2] gamma; uint256[2][2] delta; uint256[2][] ic; }

    function leafOf(Key calldata k, uint256[2] calldata pA, uint256[2][2] calldata pB, uint256[2] calldata pC, uint256[] calldata signals)
        public pure returns (bytes32)
    {
        return ProofpayLeaf.leaf(ProofpayLeaf.vkHash(k.alpha, k.beta, k.gamma, k.delta, k.ic), ProofpayLeaf.publicSignalsHash(signals), ProofpayLeaf.proofHash(pA, pB, pC));
    }

    function check(bytes32 root, bytes32[] calldata path, Key calldata k, uint256[2] calldata pA, uint256[2][2] calldata pB, uint256[2] calldata pC, uint256[] calldata signals)
        external pure returns (bool)
    {
        return MerkleProof.verifyCalldata(path, root, leafOf(k, pA, pB, pC, signals));
    }

    function checkViaRegistry(address registry, bytes32 root, bytes32[] calldata path, Key calldata k, uint256[2] calldata pA, uint256[2][2] calldata pB, uint256[2] calldata pC, uint256[] calldata signals)
        external view returns (bool)
    {
        return IAttestationRegistry(registry).isAttested(root, leafOf(k, pA, pB, pC, signals), path);
    }
}
`;
const ozDir = path.join(projectRoot, 'node_modules');
const compiledConsumer = JSON.parse(
  solc.compile(
    JSON.stringify({
      language: 'Solidity',
      sources: { 'Consumer.sol': { content: consumerSource } },
      settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
    }),
    { import: (file: string) => ({ contents: fs.readFileSync(path.join(ozDir, file), 'utf8') }) },
  ),
);
const consumerOut = compiledConsumer.contracts?.['Consumer.sol']?.Consumer;
if (!consumerOut) throw new Error(`setup: the consumer does not compile: ${JSON.stringify(compiledConsumer.errors)}`);
const consumerFactory = new ContractFactory(consumerOut.abi as InterfaceAbi, consumerOut.evm.bytecode.object, chain.deployer);
const consumer = await consumerFactory.deploy();
await minedReceipt(chain.provider, consumer.deploymentTransaction()!.hash);
const consumerAddress = await consumer.getAddress();
const consumerInterface = new Interface(consumerOut.abi as InterfaceAbi);

const n = (v: string) => BigInt(v);
const g2 = (p: string[][]) => [
  [n(p[0]![1]!), n(p[0]![0]!)],
  [n(p[1]![1]!), n(p[1]![0]!)],
];
const key = {
  alpha: [n(vk.vk_alpha_1[0]), n(vk.vk_alpha_1[1])],
  beta: g2(vk.vk_beta_2),
  gamma: g2(vk.vk_gamma_2),
  delta: g2(vk.vk_delta_2),
  ic: (vk.IC as string[][]).map((p) => [n(p[0]!), n(p[1]!)]),
};
const proofArgs = (item: Item) => [
  [n(item.proof.pi_a[0]!), n(item.proof.pi_a[1]!)],
  g2(item.proof.pi_b),
  [n(item.proof.pi_c[0]!), n(item.proof.pi_c[1]!)],
  item.public_signals.map(n),
];

const call = async (iface: Interface, to: string, fn: string, args: unknown[]) =>
  iface.decodeFunctionResult(fn, await chain.provider.call({ to, data: iface.encodeFunctionData(fn, args) }))[0];
const buildNow = () => app.db.query(`SELECT graphile_worker.add_job('attestations.build_roots', '{"force": true}'::json)`);
const attestationOf = async (id: string) => {
  const response = await app.request(`/v1/zk/verifications/${id}/attestation`, { token: secretKeys.test });
  return { status: response.status, body: (await response.json()) as any };
};
/** Mines a block at a time until `check` holds: confirmations need blocks, which anvil makes only when asked. */
const mineUntil = <T>(check: () => Promise<T | undefined>, what: string) =>
  eventually(
    async () => {
      const value = await check();
      if (value === undefined) await chain.mine(1);
      return value;
    },
    { timeoutMs: 120_000, intervalMs: 100, what },
  );

// A webhook endpoint for the event, checked with standardwebhooks by the receiver.
const receiver = await startReceiver(t);
const endpoint = (await (
  await app.request('/v1/webhook_endpoints', { method: 'POST', token: secretKeys.test, json: { url: receiver.url, enabled_events: ['attestation.confirmed'] } })
).json()) as any;
receiver.secrets = [endpoint.secret];

// The batch: 104 items, more than the synchronous limit, so the job verifies them.
const items = [...valid, ...invalid].map((item) => ({ proof_id: recordId, ...item }));
const created = await app.request('/v1/zk/verifications', { method: 'POST', token: secretKeys.test, json: { items } });
const batchId = ((await created.json()) as any).id as string;
await eventually(
  async () => {
    const r = await app.request(`/v1/zk/verifications/${batchId}`, { token: secretKeys.test });
    const body = (await r.json()) as any;
    return body.status === 'completed' ? body : undefined;
  },
  { timeoutMs: 240_000, what: 'the batch to complete' },
);
const { rows: verifications } = await app.db.query<{ id: string; item_index: number; verified: boolean }>(
  'SELECT id, item_index, verified FROM zk_verifications WHERE batch_id = $1 ORDER BY item_index',
  [batchId],
);

t.test('leaves: every valid item has one, invalid items none (409)', async (t) => {
  t.equal(verifications.length, 104);
  t.same(
    verifications.map((v) => v.verified),
    [...Array(100).fill(true), ...Array(4).fill(false)],
  );
  const { rows } = await app.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM attestation_leaves l JOIN zk_verifications v ON v.id = l.verification_id WHERE v.batch_id = $1',
    [batchId],
  );
  t.equal(rows[0]!.count, 100);
  for (const v of verifications.slice(100)) {
    const answer = await attestationOf(v.id);
    t.match(answer, { status: 409, body: { error: { code: 'conflict' } } }, 'an invalid item has no attestation');
  }
  const pending = await attestationOf(verifications[0]!.id);
  t.match(pending.body, { status: 'pending', root: null, proof: [], chains: [] });
});

t.test('the job builds the tree, posts its root and confirms it; every path checks on chain', async (t) => {
  await buildNow();
  const confirmed = await mineUntil(async () => {
    const { body } = await attestationOf(verifications[0]!.id);
    return body.status === 'confirmed' ? body : undefined;
  }, 'the root to be confirmed');
  t.equal(confirmed.leaf_count, 100);
  t.equal(confirmed.chains.length, 1);
  t.match(confirmed.chains[0], { chain: 'local-anvil', chain_id: 31337, status: 'confirmed', tx_hash: /^0x/ });
  t.ok(confirmed.chains[0].confirmations >= CONFIRMATIONS);
  const registry = confirmed.chains[0].registry_address as string;
  t.equal(await call(registryInterface, registry, 'operator', []), new Wallet(ANVIL_DEPLOYER_KEY).address, 'the operator is the deployer key');

  const answers: any[] = [];
  for (const v of verifications.slice(0, 100)) {
    const answer = await attestationOf(v.id);
    if (answer.status !== 200) throw new Error(`attestation of ${v.id}: ${answer.status} ${JSON.stringify(answer.body)}`);
    answers.push(answer.body);
  }
  const ozTree = SimpleMerkleTree.of(answers.map((a) => a.leaf));
  t.equal(ozTree.root, confirmed.root, "OpenZeppelin's SimpleMerkleTree makes the same root of the same leaves");
  let accepted = 0;
  for (const [k, answer] of answers.entries()) {
    const item = valid[k]!;
    t.equal(answer.root, confirmed.root);
    t.same(answer.proof, ozTree.getProof(answer.leaf), "the path is OpenZeppelin's");
    const viaRegistry = await call(registryInterface, registry, 'isAttested', [answer.root, answer.leaf, answer.proof]);
    const viaOz = await call(consumerInterface, consumerAddress, 'check', [answer.root, answer.proof, key, ...proofArgs(item)]);
    const viaConsumer = await call(consumerInterface, consumerAddress, 'checkViaRegistry', [registry, answer.root, answer.proof, key, ...proofArgs(item)]);
    if (viaRegistry && viaOz && viaConsumer) accepted++;
  }
  t.equal(accepted, 100, 'every valid item: registry, MerkleProof and the consumer recomputing the leaf accept it');

  const item = valid[5]!;
  const answer = answers[5];
  const changedSignal = { ...item, public_signals: [String(BigInt(item.public_signals[0]!) + 1n)] };
  const changedProof = { ...item, proof: { ...item.proof, pi_a: [item.proof.pi_a[0]!, String(BigInt(item.proof.pi_a[1]!) + 1n), '1'] } };
  const changedPath = [...answer.proof];
  changedPath[0] = hexlify(randomBytes(32));
  t.notOk(
    await call(consumerInterface, consumerAddress, 'check', [answer.root, answer.proof, key, ...proofArgs(changedSignal)]),
    'a changed signal is refused',
  );
  t.notOk(
    await call(consumerInterface, consumerAddress, 'checkViaRegistry', [registry, answer.root, answer.proof, key, ...proofArgs(changedProof)]),
    'a changed proof is refused',
  );
  t.notOk(await call(registryInterface, registry, 'isAttested', [answer.root, answer.leaf, changedPath]), 'a changed path is refused');
  t.notOk(await call(registryInterface, registry, 'isAttested', [hexlify(randomBytes(32)), answer.leaf, answer.proof]), 'an unposted root is refused');

  const { rows: events } = await app.db.query<{ type: string; object: any }>(
    "SELECT type, object FROM events WHERE type = 'attestation.confirmed' AND project_id = $1",
    [projectId],
  );
  t.equal(events.length, 1, 'one attestation.confirmed event for the project');
  const [received] = await receiver.waitFor(1);
  t.same(received!.verifiedWith, [true], 'signed as Standard Webhooks says');
  t.match(received!.json, { type: 'attestation.confirmed', data: { object: { root: confirmed.root, chain: 'local-anvil', verifications: 100 } } });
  t.match(events[0]!.object, { object: 'zk.attestation_root', root: confirmed.root, chain: 'local-anvil', verifications: 100, registry_address: registry });
});

t.test('a reorg that drops the posting transaction posts the root again', async (t) => {
  const single = await app.request(`/v1/zk/proofs/${recordId}/verify`, { method: 'POST', token: secretKeys.test, json: await prove(3, 1000) });
  const id = ((await single.json()) as any).id as string;
  const snapshot = await chain.provider.send('evm_snapshot', []);
  await buildNow();
  const posted = await eventually(
    async () => {
      const { body } = await attestationOf(id);
      return body.status === 'posted' ? body : undefined;
    },
    { timeoutMs: 120_000, what: 'the posting' },
  );
  const firstTx = posted.chains[0].tx_hash;
  t.ok(await chain.provider.send('evm_revert', [snapshot]), 'reverted to before the posting');
  t.equal(await chain.provider.getTransactionReceipt(firstTx), null, 'the posting transaction is gone');
  const confirmed = await mineUntil(async () => {
    const { body } = await attestationOf(id);
    return body.status === 'confirmed' ? body : undefined;
  }, 'the root posted again and confirmed');
  t.not(confirmed.chains[0].tx_hash, null);
  const { rows } = await app.db.query<{ attempts: number }>(
    'SELECT attempts FROM attestation_postings p JOIN attestation_roots r ON r.id = p.root_id WHERE r.root = $1',
    [Buffer.from(confirmed.root.slice(2), 'hex')],
  );
  t.ok(rows[0]!.attempts >= 2, 'posted a second time');
  t.ok(
    await call(registryInterface, confirmed.chains[0].registry_address, 'isAttested', [confirmed.root, confirmed.leaf, confirmed.proof]),
    'attested after the reorg',
  );
});

t.test("the verifier interface's attestation snippets: the Solidity consumer compiled, deployed and called, the viem call run, on anvil", async (t) => {
  t.equal((await ada('POST', `/api/zk-proofs/${recordId}/deploy`, { chain: 'local-anvil' })).status, 202);
  t.equal((await settle(ada, `/api/zk-proofs/${recordId}`, 'proof', ['deploying'])).status, 'deployed');
  const iface = await app.request(`/v1/zk/proofs/${recordId}/interface`, { token: secretKeys.test });
  t.equal(iface.status, 200);
  const { attestation } = (await iface.json()) as { attestation: { registry_address: string; snippets: { solidity: string; viem: string } } };
  const item = valid[7]!;
  const { body: answer } = await attestationOf(verifications[7]!.id);
  t.equal(answer.status, 'confirmed');
  t.equal(attestation.registry_address, answer.chains[0].registry_address, 'the interface names the registry the roots went to');

  const { abi, bytecode } = compileSolidity(attestation.snippets.solidity, { file: 'AttestedProofConsumer.sol', contractName: 'AttestedProofConsumer' });
  const placed = await new ContractFactory(abi as InterfaceAbi, bytecode, chain.deployer).deploy();
  await minedReceipt(chain.provider, placed.deploymentTransaction()!.hash);
  const snippetConsumer = new Interface(abi as InterfaceAbi);
  const isVerified = (of: Item) => call(snippetConsumer, placed.target as string, 'isVerified', [answer.root, answer.proof, ...proofArgs(of)]);
  t.equal(await call(snippetConsumer, placed.target as string, 'leafOf', proofArgs(item)), answer.leaf, "the snippet recomputes the service's leaf");
  t.ok(await isVerified(item), 'the snippet accepts the attested proof through the registry');
  t.notOk(await isVerified({ ...item, public_signals: [String(BigInt(item.public_signals[0]!) + 1n)] }), 'and refuses a changed signal');

  // The snippet imports 'viem': it runs from this test's folder under the project, so that it resolves.
  const script = path.join(t.testdir(), 'attested.mjs');
  fs.writeFileSync(script, attestation.snippets.viem);
  const runViem = async (of: object) =>
    (await run(process.execPath, [script], { env: { ...process.env, RPC_URL: chain.rpcUrl, ATTESTATION: JSON.stringify(of) } })).stdout.trim();
  t.equal(await runViem(answer), 'true', 'viem: the attestation is attested');
  t.equal(await runViem({ ...answer, leaf: hexlify(randomBytes(32)) }), 'false', 'viem: another leaf is not');
});

t.test('gas: isAttested at 65,536 leaves, by eth_estimateGas, on Prague (anvil default) and Cancun pricing', async (t) => {
  const leaves = Array.from({ length: 65_536 }, () => randomBytes(32));
  const tree = buildTree(leaves);
  const root = hexlify(tree.nodes.subarray(0, 32));
  const leafIndex = tree.leafIndexes[12_345]!;
  const proof = pathNodes(65_536, leafIndex).map((i) => hexlify(tree.nodes.subarray(i * 32, i * 32 + 32)));
  t.equal(proof.length, 16);
  const leaf = hexlify(leaves[12_345]!);
  const data = registryInterface.encodeFunctionData('isAttested', [root, leaf, proof]);
  const bytes = Buffer.from(data.slice(2), 'hex');
  const zeros = bytes.filter((b) => b === 0).length;
  const tokens = zeros + 4 * (bytes.length - zeros);

  const { body } = await attestationOf(verifications[0]!.id);
  const cancun = await startLocalChain(t, { chainId: 31_999, hardfork: 'cancun' });
  const registrySource = fs.readFileSync(path.join(projectRoot, 'contracts/AttestationRegistry.sol'), 'utf8');
  const { abi, bytecode } = compileSolidity(registrySource, { file: 'AttestationRegistry.sol', contractName: 'AttestationRegistry' });
  const placed = await new ContractFactory(abi as InterfaceAbi, bytecode, cancun.deployer).deploy(cancun.deployer.address);
  await minedReceipt(cancun.provider, placed.deploymentTransaction()!.hash);
  const registries = [
    { name: 'Prague (anvil default, EIP-7623 calldata floor)', provider: chain.provider, registry: body.chains[0].registry_address as string },
    { name: 'Cancun', provider: cancun.provider, registry: await placed.getAddress() },
  ];
  const gasOf: Record<string, number> = {};
  for (const { name, provider, registry } of registries) {
    const operator = new Wallet(ANVIL_DEPLOYER_KEY, provider);
    await minedReceipt(
      provider,
      (await operator.sendTransaction({ to: registry, data: registryInterface.encodeFunctionData('postRoot', [root, 65_536]) })).hash,
    );
    const answer = registryInterface.decodeFunctionResult('isAttested', await provider.call({ to: registry, data }))[0];
    t.ok(answer, `${name}: the path is accepted`);
    const gas = Number(await provider.estimateGas({ from: Wallet.createRandom().address, to: registry, data }));
    gasOf[name] = gas;
    t.comment(
      `isAttested, 65,536 leaves, 16-node path, ${bytes.length} bytes of calldata (${tokens} tokens), ${name}: ${gas} gas, ${gas - 21_000} beyond 21,000`,
    );
  }
  t.equal(
    gasOf[registries[0]!.name],
    21_000 + 10 * tokens,
    'on Prague a transaction doing only the check pays the calldata floor (21,000 + 10 per token): execution is not what it pays for',
  );
  const cancunExtra = gasOf.Cancun! - 21_000;
  t.ok(cancunExtra <= 20_000, `at most 20,000 gas beyond 21,000 at the standard calldata price (${cancunExtra})`);
});
