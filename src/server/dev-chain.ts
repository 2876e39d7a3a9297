import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ContractFactory, getCreateAddress, JsonRpcProvider, NonceManager, Wallet, type Contract, type InterfaceAbi } from 'ethers';
import { defaultChainRegistryFile, type TokenSymbol } from '../core/chain/registry.js';
import { foundryBinary } from '../core/chain/foundry.js';
import type { Env } from '../core/config/env.js';
import { projectRoot } from '../core/paths.js';
import { mined, minedReceipt } from '../core/chain/mined.js';

/**
 * `DEV_CHAIN=1 proofpay start`: a local anvil chain with test USDC and USDT, added to the chain
 * registry as the testnet chain "Local" for this run, so a newcomer can pay a session end to end
 * on one machine. The tokens come from a committed artifact (no compiler on the start path).
 */

/** TestToken.sol compiled by solc: `npm run build:test-token` writes it, a test checks it against a fresh compile. */
export const TEST_TOKEN_ARTIFACT = path.join(projectRoot, 'src/server/test-token.artifact.json');

export const DEV_CHAIN_ID = 31337;
export const DEV_CHAIN_KEY = 'local';
export const DEV_CHAIN_RPC_ENV = 'RPC_URL_LOCAL';
/** anvil mines a block this often, so confirmations grow without anyone mining by hand. */
export const DEV_CHAIN_BLOCK_TIME_S = 1;
const DEV_CHAIN_CONFIRMATIONS = 2;
/** Test tokens minted to the customer account, in token units (6 decimals). */
const MINTED_UNITS = 1_000_000n;

// anvil's well-known default accounts (mnemonic "test test … junk"): #0 deploys, #1 pays, #2 receives.
const DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const CUSTOMER_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const RECEIVER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
/** Its key, so that a walkthrough can prove the address (`cast wallet sign`) as a merchant's wallet would. */
const RECEIVER_KEY = '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a';

export interface DevChain {
  rpcUrl: string;
  /** Variables that add the chain to the registry: CHAIN_REGISTRY_FILE and RPC_URL_LOCAL. */
  env: Record<string, string>;
  tokens: Record<TokenSymbol, string>;
  customer: { address: string; privateKey: string };
  /** A suggested receiving address for a project: anvil's account #2. */
  receivingAddress: string;
  /** What `start` prints for people. */
  summary(): string;
  /** Stops anvil, which saves the chain's state for the next run, and waits for it to exit. */
  stop(): Promise<void>;
}

interface TestTokenArtifact {
  abi: InterfaceAbi;
  bytecode: string;
}

/**
 * Starts anvil on 127.0.0.1:`port`, deploys the tokens, funds the customer account, and writes the
 * registry (the configured one plus "Local") into `dataDir`. anvil stops with this process.
 */
export async function startDevChain({ port, dataDir, env }: { port: number; dataDir: string; env: Env }): Promise<DevChain> {
  const rpcUrl = `http://127.0.0.1:${port}`;
  const folder = path.join(dataDir, 'dev-chain');
  fs.mkdirSync(folder, { recursive: true });
  // The chain lives on across restarts, like the embedded database beside it: payments recorded in
  // one run keep their blocks in the next. anvil saves on exit, and every 30 s against a hard kill.
  const anvil = spawn(
    foundryBinary('anvil'),
    [
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--chain-id',
      String(DEV_CHAIN_ID),
      '--state',
      path.join(folder, 'anvil-state.json'),
      '--state-interval',
      '30',
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  anvil.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => anvil.once('exit', () => resolve()));
  const signal = () => {
    if (anvil.exitCode === null && anvil.signalCode === null) anvil.kill('SIGTERM');
  };
  // However this process ends, anvil ends with it.
  process.once('exit', signal);
  const stop = async () => {
    signal();
    await exited;
  };
  const provider = new JsonRpcProvider(rpcUrl, DEV_CHAIN_ID, { staticNetwork: true, pollingInterval: 100 });
  try {
    await untilAnswering(provider, anvil, () => stderr);
    // Deployed on instant mining, then a block every second from here on.
    const tokens = await deployTokens(provider);
    await provider.send('evm_setIntervalMining', [DEV_CHAIN_BLOCK_TIME_S]);
    const registryFile = writeRegistry(folder, env, rpcUrl, tokens);
    const customer = new Wallet(CUSTOMER_KEY);
    const receivingAddress = RECEIVER_ADDRESS;
    return {
      rpcUrl,
      env: { CHAIN_REGISTRY_FILE: registryFile, [DEV_CHAIN_RPC_ENV]: rpcUrl },
      tokens,
      customer: { address: customer.address, privateKey: CUSTOMER_KEY },
      receivingAddress,
      stop,
      summary: () =>
        [
          `Local chain (DEV_CHAIN): anvil at ${rpcUrl}, chain ID ${DEV_CHAIN_ID}, registry key "${DEV_CHAIN_KEY}" (testnet sessions), a block every ${DEV_CHAIN_BLOCK_TIME_S} s, ${DEV_CHAIN_CONFIRMATIONS} confirmations`,
          `  test USDC: ${tokens.USDC}`,
          `  test USDT: ${tokens.USDT}`,
          `  funded customer account: ${customer.address} (10000 ETH, ${MINTED_UNITS} USDC, ${MINTED_UNITS} USDT at first)`,
          `    private key: ${CUSTOMER_KEY}`,
          `  a receiving address for your project: ${receivingAddress}`,
          `    private key (to prove it: npx cast wallet sign --private-key <key> "<challenge message>"): ${RECEIVER_KEY}`,
          `  pay a session: npx cast send <token_address> "transfer(address,uint256)" <address> <amount_base_units> --private-key ${CUSTOMER_KEY} --rpc-url ${rpcUrl}`,
        ].join('\n'),
    };
  } catch (error) {
    await stop();
    throw error;
  } finally {
    provider.destroy();
  }
}

async function untilAnswering(provider: JsonRpcProvider, anvil: ChildProcess, stderr: () => string): Promise<void> {
  const exited = new Promise<never>((_, reject) =>
    anvil.once('exit', (code) => reject(new Error(`anvil exited (code ${code}) before answering: ${stderr().trim() || 'no output'}`))),
  );
  exited.catch(() => {}); // only awaited while waiting below
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answered = await Promise.race([
      provider.getBlockNumber().then(
        () => true,
        () => false,
      ),
      exited,
    ]);
    if (answered) return;
    if (Date.now() > deadline) throw new Error(`anvil did not answer at ${provider._getConnection().url} within 15 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Test USDC and USDT from the committed artifact, at the deployer's first two addresses; the
 * customer gets some of each. A chain saved by an earlier run has them already.
 */
async function deployTokens(provider: JsonRpcProvider): Promise<Record<TokenSymbol, string>> {
  const deployer = new NonceManager(new Wallet(DEPLOYER_KEY, provider));
  const from = await deployer.getAddress();
  const addresses = { USDC: getCreateAddress({ from, nonce: 0 }), USDT: getCreateAddress({ from, nonce: 1 }) };
  if ((await provider.getTransactionCount(from)) > 0) {
    if ((await provider.getCode(addresses.USDT)) === '0x')
      throw new Error(`the saved local chain has no test USDT at ${addresses.USDT}; delete its state file to start afresh`);
    return addresses;
  }
  const { abi, bytecode } = JSON.parse(fs.readFileSync(TEST_TOKEN_ARTIFACT, 'utf8')) as TestTokenArtifact;
  const factory = new ContractFactory(abi, bytecode, deployer);
  const customer = new Wallet(CUSTOMER_KEY).address;
  // Both deployments first, so they land at the nonce-0 and nonce-1 addresses.
  const deployed: Contract[] = [];
  for (const symbol of ['USDC', 'USDT'] as const) {
    const token = (await factory.deploy(`Test ${symbol}`, symbol)) as Contract;
    await minedReceipt(provider, token.deploymentTransaction()!.hash);
    deployed.push(token);
  }
  for (const token of deployed) await mined(token.getFunction('mint')(customer, MINTED_UNITS * 10n ** 6n));
  return addresses;
}

/** The configured registry (CHAIN_REGISTRY_FILE or the shipped one) plus the Local chain, written for this run. */
function writeRegistry(folder: string, env: Env, rpcUrl: string, tokens: Record<TokenSymbol, string>): string {
  const base = JSON.parse(fs.readFileSync(env.CHAIN_REGISTRY_FILE?.trim() || defaultChainRegistryFile, 'utf8')) as { chains: unknown[] };
  const local = {
    key: DEV_CHAIN_KEY,
    chain_id: DEV_CHAIN_ID,
    network: 'testnet',
    name: 'Local',
    native_currency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpc_url_env: DEV_CHAIN_RPC_ENV,
    wallet_rpc_url: rpcUrl,
    confirmations: DEV_CHAIN_CONFIRMATIONS,
    // anvil has no block explorer; the page's transaction links lead to the node.
    explorer_url: rpcUrl,
    tokens: { USDC: { address: tokens.USDC, decimals: 6 }, USDT: { address: tokens.USDT, decimals: 6 } },
  };
  const file = path.join(folder, 'registry.json');
  fs.writeFileSync(file, `${JSON.stringify({ ...base, chains: [local, ...base.chains] }, null, 2)}\n`);
  return file;
}
