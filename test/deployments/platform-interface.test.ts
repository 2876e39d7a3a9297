import t from 'tap';
import { startTestApp } from '../helpers/app.js';
import { acmeTeam } from '../helpers/circuits.js';
import { assertPlatformError } from '../helpers/platform.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { loadFixture } from '../verification/groth16-fixtures.js';

// A testnet deployer key and one testnet RPC: base-sepolia is deployable, the other chains lack an RPC.
const app = await startTestApp(t, {
  worker: false,
  env: { DEPLOYER_PRIVATE_KEY_TESTNET: `0x${'11'.repeat(32)}`, RPC_URL_BASE_SEPOLIA: 'http://127.0.0.1:9' },
});
const { ada, bob, eve, projectId, secretKeys } = await acmeTeam(app);
const linear = loadFixture('linear_combination');
const deployedId = await insertProofRecord(app.db, projectId, linear.vk);
const draftId = await insertProofRecord(app.db, projectId, null);
const verifyProofAbi = {
  type: 'function',
  name: 'verifyProof',
  stateMutability: 'view',
  inputs: [
    { name: '_pA', type: 'uint256[2]' },
    { name: '_pB', type: 'uint256[2][2]' },
    { name: '_pC', type: 'uint256[2]' },
    { name: '_pubSignals', type: `uint256[${linear.vk.nPublic}]` },
  ],
  outputs: [{ name: '', type: 'bool' }],
};
// A deployment as the deploy job records it (test/deployments/onchain.test.ts makes real ones on anvil).
await app.db.query(
  `INSERT INTO zk_proof_deployments (proof_id, proof_version, chain, chain_id, network, contract_address, tx_hash, block_number, salt, abi, compiler)
   VALUES ($1, 1, 'base-sepolia', 84532, 'testnet', $2, NULL, 7, $3, $4, '{"name":"solc","version":"0.8.0","settings":{}}')`,
  [deployedId, '0xA38B0000000000000000000000000000000E3080'.toLowerCase(), `0x${'ab'.repeat(32)}`, JSON.stringify([verifyProofAbi])],
);

const base = (network: string) => `/api/projects/${projectId}/networks/${network}`;
const interfaceOf = (network: string, proofId: string, query = '') => `${base(network)}/zk/proofs/${proofId}/interface${query}`;

t.test("the interface's platform twin answers members what the project's key gets on /v1", async (t) => {
  const platform = await bob('GET', interfaceOf('testnet', deployedId));
  t.equal(platform.status, 200, 'a member reads it');
  const v1 = await app.request(`/v1/zk/proofs/${deployedId}/interface`, { token: secretKeys.test });
  t.equal(v1.status, 200);
  t.same(platform.body, await v1.json(), 'the same answer as with the testnet key');
  t.match(platform.body, { proof_id: deployedId, chain: 'base-sepolia', chain_id: 84532, network: 'testnet', public_signal_count: linear.vk.nPublic });
  t.match(platform.body.snippets.cast, /RPC_URL_BASE_SEPOLIA/);
  t.equal((await ada('GET', interfaceOf('testnet', deployedId, '?chain=base-sepolia'))).status, 200);
});

t.test('the twin refuses as /v1 does: not deployed on the network, not compiled, another network, another project', async (t) => {
  const mainnet = await bob('GET', interfaceOf('mainnet', deployedId));
  assertPlatformError(t, mainnet, 409, undefined, 'proof_not_ready');
  t.match(mainnet.body.error, /not deployed on any mainnet chain/);
  const draft = await bob('GET', interfaceOf('testnet', draftId));
  assertPlatformError(t, draft, 409, undefined, 'proof_not_ready');
  t.match(draft.body.error, /no verification key yet/);
  assertPlatformError(t, await bob('GET', interfaceOf('testnet', deployedId, '?chain=ethereum')), 400, ['chain']);
  assertPlatformError(t, await bob('GET', interfaceOf('devnet', deployedId)), 400, ['network']);
  assertPlatformError(t, await eve('GET', interfaceOf('testnet', deployedId)), 404);
  assertPlatformError(t, await bob('GET', interfaceOf('testnet', 'zkp_unknown')), 404);
});

t.test("a network's chains, each deployable or with the reason a deploy there would be refused", async (t) => {
  const testnet = await bob('GET', `${base('testnet')}/chains`);
  t.equal(testnet.status, 200);
  t.same(
    testnet.body.data.map((chain: { chain: string }) => chain.chain),
    ['sepolia', 'polygon-amoy', 'base-sepolia', 'arbitrum-sepolia', 'optimism-sepolia'],
    'the registry order',
  );
  const byKey = new Map(testnet.body.data.map((chain: { chain: string }) => [chain.chain, chain]));
  t.match(byKey.get('base-sepolia'), { chain_id: 84532, name: 'Base Sepolia', network: 'testnet', deployable: true, unavailable_reason: null });
  t.match(byKey.get('sepolia'), { deployable: false, unavailable_reason: 'RPC_URL_SEPOLIA is not set' });
  const mainnet = await bob('GET', `${base('mainnet')}/chains`);
  t.ok(
    mainnet.body.data.every(
      (chain: { network: string; deployable: boolean; unavailable_reason: string }) =>
        chain.network === 'mainnet' && !chain.deployable && /DEPLOYER_PRIVATE_KEY_MAINNET/.test(chain.unavailable_reason),
    ),
    'no mainnet deployer key: no mainnet chain is deployable',
  );
  // What the list says deployable, the deploy route accepts; what it says not, it refuses with the same reason.
  assertPlatformError(t, await ada('POST', `/api/zk-proofs/${deployedId}/deploy`, { chain: 'sepolia' }), 400, ['chain']);
  t.equal((await ada('POST', `/api/zk-proofs/${deployedId}/deploy`, { chain: 'base-sepolia' })).status, 202);
  assertPlatformError(t, await eve('GET', `${base('testnet')}/chains`), 404);
});
