import fs from 'node:fs';
import path from 'node:path';
import t from 'tap';
import { ChainRegistryError, defaultChainRegistryFile, loadChainRegistry, parseChainRegistry } from '../../src/core/chain/registry.js';
import { ConfigError } from '../../src/core/config/config.js';
import { loadServiceConfig } from '../../src/server/settings.js';
import { projectRoot } from '../../src/core/paths.js';
import { deployTestToken, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';

const shipped = () => JSON.parse(fs.readFileSync(defaultChainRegistryFile, 'utf8')) as { chains: Record<string, any>[] };

function problemsOf(data: unknown, env: Record<string, string> = {}): string[] {
  try {
    parseChainRegistry(data, env);
  } catch (error) {
    if (error instanceof ChainRegistryError) return error.problems;
    throw error;
  }
  throw new Error('the registry was accepted');
}

t.test("the shipped registry has the spec's ten chains", async (t) => {
  const registry = loadChainRegistry(defaultChainRegistryFile, { RPC_URL_BASE_SEPOLIA: 'https://base-sepolia.example/rpc' });
  t.same(
    registry.chainsOf('testnet').map((chain) => chain.name),
    ['Sepolia', 'Polygon Amoy', 'Base Sepolia', 'Arbitrum Sepolia', 'Optimism Sepolia'],
  );
  t.same(
    registry.chainsOf('mainnet').map((chain) => chain.name),
    ['Ethereum', 'Polygon', 'Base', 'Arbitrum', 'Optimism'],
  );
  t.same(
    registry.chainsOf('mainnet').map((chain) => chain.chainId),
    [1, 137, 8453, 42161, 10],
  );
  t.same(
    registry.chainsOf('testnet').map((chain) => chain.chainId),
    [11155111, 80002, 84532, 421614, 11155420],
  );
  t.same(registry.token('ethereum', 'USDC'), { symbol: 'USDC', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', decimals: 6 });
  t.same(registry.token('ethereum', 'USDT'), { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 });
  t.equal(registry.token('sepolia', 'USDT'), undefined, 'no official USDT on a testnet');
  t.match(registry.chain('sepolia')!.unavailableTokens, [{ symbol: 'USDT', note: /no official USDT/ }]);
  t.equal(registry.token('nowhere', 'USDC'), undefined);
  t.equal(registry.chain('base-sepolia')!.rpcUrl, 'https://base-sepolia.example/rpc', 'RPC URL from its environment variable');
  t.equal(registry.chain('base')!.rpcUrl, undefined);
  t.equal(registry.chainById(8453)!.key, 'base');
  for (const chain of registry.chains) {
    t.ok(
      chain.tokens.some((token) => token.symbol === 'USDC'),
      `${chain.name} accepts USDC`,
    );
    t.match(chain.explorerUrl, /^https:\/\//);
  }
});

t.test('the test registry points a testnet chain at a local anvil', async (t) => {
  const registry = loadChainRegistry(path.join(projectRoot, 'test/fixtures/chain-registry.local.json'), { RPC_URL_LOCAL_ANVIL: 'http://127.0.0.1:8545' });
  t.same(
    registry.chainsOf('testnet').map((chain) => [chain.key, chain.chainId, chain.rpcUrl]),
    [['local-anvil', 31337, 'http://127.0.0.1:8545']],
  );
  t.equal(registry.token('local-anvil', 'USDT')!.decimals, 6);
});

t.test('a registry written for a local chain reaches its tokens', async (t) => {
  const chain = await startLocalChain(t, { chainId: 84532 });
  const usdc = await deployTestToken(chain, 'USDC');
  const usdt = await deployTestToken(chain, 'USDT');
  const fixture = loadChainRegistry(path.join(projectRoot, 'test/fixtures/chain-registry.local.json'), {});
  t.equal(await usdc.getAddress(), fixture.token('local-anvil', 'USDC')!.address, "the fixture's addresses are a fresh anvil's first two deployments");
  t.equal(await usdt.getAddress(), fixture.token('local-anvil', 'USDT')!.address);
  const file = writeLocalRegistry(t, { chainId: 84532, tokens: { USDC: await usdc.getAddress(), USDT: await usdt.getAddress() } });
  const config = loadServiceConfig({ CHAIN_REGISTRY_FILE: file, RPC_URL_LOCAL_ANVIL: chain.rpcUrl });
  const local = config.chains.chain('local-anvil')!;
  t.equal(local.rpcUrl, chain.rpcUrl);
  t.equal(Number((await chain.provider.getNetwork()).chainId), local.chainId, 'the registry names the chain the RPC serves');
  for (const token of local.tokens) {
    const contract = token.symbol === 'USDC' ? usdc : usdt;
    t.equal(await contract.getFunction('symbol')(), token.symbol);
    t.equal(Number(await contract.getFunction('decimals')()), token.decimals, `${token.symbol} decimals match the chain`);
  }
});

t.test('bad entries are named in the problems', async (t) => {
  const data = shipped();
  data.chains[5]!.tokens.USDC.decimals = 6.5;
  data.chains[2]!.network = 'devnet';
  data.chains[1]!.surprise = true;
  delete data.chains[0]!.tokens.USDT.note;
  t.same(problemsOf(data), [
    "chains[0] (sepolia).tokens.USDT: must have required property 'note'",
    'chains[1] (polygon-amoy): has unknown field "surprise"',
    'chains[2] (base-sepolia).network: must be one of mainnet, testnet',
    'chains[5] (ethereum).tokens.USDC.decimals: must be integer',
  ]);

  const checksums = shipped();
  checksums.chains[6]!.tokens.USDT.address = '0xC2132D05D31c914a87C6611C10748AEb04B58e8F';
  checksums.chains[7]!.tokens.USDC.address = '0x0000000000000000000000000000000000000000';
  checksums.chains[9]!.chain_id = 1;
  t.same(problemsOf(checksums), [
    'chains[6] (polygon).tokens.USDT.address: has a bad EIP-55 checksum (0xC2132D05D31c914a87C6611C10748AEb04B58e8F)',
    'chains[7] (base).tokens.USDC.address: is the zero address',
    'chains[9] (optimism).chain_id: 1 is already used by chains[5]',
  ]);

  t.same(problemsOf(shipped(), { RPC_URL_POLYGON: 'ftp://rpc.example' }), ['RPC_URL_POLYGON: must be an http(s) or ws(s) URL, got "ftp://rpc.example"']);
  t.same(problemsOf({ chains: [] }), ['registry.chains: must NOT have fewer than 1 items']);
});

t.test('the configuration loads the registry and reports its problems at start', async (t) => {
  const dir = t.testdir({ 'broken.json': '{"chains": [', 'empty.json': '{}' });
  t.equal(loadServiceConfig({ RPC_URL_ETHEREUM: 'https://eth.example' }).chains.chain('ethereum')!.rpcUrl, 'https://eth.example');
  t.throws(() => loadServiceConfig({ CHAIN_REGISTRY_FILE: path.join(dir, 'broken.json') }), {
    name: 'ConfigError',
    message: /CHAIN_REGISTRY_FILE \(.*broken\.json\): is not valid JSON/,
  });
  t.throws(() => loadServiceConfig({ CHAIN_REGISTRY_FILE: path.join(dir, 'missing.json') }), { message: /missing\.json\): cannot be read/ });
  try {
    loadServiceConfig({ CHAIN_REGISTRY_FILE: path.join(dir, 'empty.json'), RATE_LIMIT_IP_QUOTA: '0' });
    t.fail('accepted');
  } catch (error) {
    t.type(error, ConfigError);
    t.match((error as ConfigError).problems, [
      /empty\.json\): registry: must have required property 'chains'/,
      /RATE_LIMIT_IP_QUOTA: must be between 1 and 1000000, got 0/,
    ]);
  }
});

t.test("a chain's public RPC URL for wallets is optional, and must be http(s)", async (t) => {
  const data = shipped();
  data.chains[2]!.wallet_rpc_url = 'https://sepolia.base.org';
  const registry = parseChainRegistry(data, {});
  t.equal(registry.chain('base-sepolia')!.walletRpcUrl, 'https://sepolia.base.org');
  t.equal(registry.chain('sepolia')!.walletRpcUrl, undefined, 'none unless the registry names one');
  data.chains[2]!.wallet_rpc_url = 'wss://sepolia.base.org';
  t.same(problemsOf(data), ['chains[2] (base-sepolia).wallet_rpc_url: must match pattern "^https?://[^\\s/]+(/[^\\s]*)?$"']);
});

t.test('DEV_CHAIN is read from the environment and refused in production', async (t) => {
  t.same(loadServiceConfig({}).devChain, { enabled: false, port: 8545 });
  t.same(loadServiceConfig({ DEV_CHAIN: '1', DEV_CHAIN_PORT: '18545' }).devChain, { enabled: true, port: 18545 });
  t.throws(() => loadServiceConfig({ DEV_CHAIN: 'maybe' }), { message: /DEV_CHAIN: must be true or false, got "maybe"/ });
  t.throws(
    () => loadServiceConfig({ NODE_ENV: 'production', DEV_CHAIN: '1', PLATFORM_JWT_SECRET: 'x'.repeat(32), RECEIPT_KEY_ENCRYPTION_KEY: 'ab'.repeat(32) }),
    {
      message: /DEV_CHAIN: a local development chain, never with NODE_ENV=production/,
    },
  );
});
