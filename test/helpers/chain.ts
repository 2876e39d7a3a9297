import type { ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ContractFactory, JsonRpcProvider, Wallet, type Contract } from 'ethers';
import type { Test } from 'tap';
import { foundryBinary } from '../../src/core/chain/foundry.js';
import { freePort } from '../../src/core/db/embedded.js';
import { projectRoot } from '../../src/core/paths.js';
import { minedReceipt } from '../../src/core/chain/mined.js';
import { spawnTied } from './processes.js';

const require = createRequire(import.meta.url);

/** anvil's first default account: funded with 10,000 ETH on every fresh anvil chain. */
export const ANVIL_DEPLOYER_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  provider: JsonRpcProvider;
  deployer: Wallet;
  /** Mines `count` empty blocks, for confirmation counts. */
  mine(count?: number): Promise<void>;
  /** Stops the chain now (before teardown), for what happens when its RPC is gone. */
  stop(): Promise<void>;
}

export { foundryBinary as binaryOf } from '../../src/core/chain/foundry.js';

/** Where the chain's stop is registered: a tap test, or a bench's own list of cleanups. */
export type Teardowns = Pick<Test, 'teardown'>;

/** A real anvil chain on a free port, stopped on teardown. */
export async function startLocalChain(
  t: Teardowns,
  { chainId = 31337, blockTime, hardfork }: { chainId?: number; blockTime?: number; hardfork?: string } = {},
): Promise<LocalChain> {
  const port = await freePort();
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--silent'];
  if (blockTime) args.push('--block-time', String(blockTime));
  if (hardfork) args.push('--hardfork', hardfork);
  const child: ChildProcess = spawnTied(foundryBinary('anvil'), args, { stdio: 'ignore' });
  t.teardown(() => {
    child.kill('SIGKILL');
  });
  const rpcUrl = `http://127.0.0.1:${port}`;
  const provider = new JsonRpcProvider(rpcUrl, chainId, { staticNetwork: true, pollingInterval: 50, cacheTimeout: -1 });
  t.teardown(() => provider.destroy());
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      await provider.getBlockNumber();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`anvil did not start on ${rpcUrl}: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    rpcUrl,
    chainId,
    provider,
    deployer: new Wallet(ANVIL_DEPLOYER_KEY, provider),
    mine: async (count = 1) => {
      await provider.send('anvil_mine', [`0x${count.toString(16)}`]);
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
  };
}

interface CompiledContract {
  abi: unknown[];
  bytecode: string;
}

/** Compiles test/fixtures/`name`.sol (its contract `name`) with the bundled solc, cached by source hash across test files. */
export function compiledFixture(name: string): CompiledContract {
  const source = fs.readFileSync(fixtureSource(name), 'utf8');
  const key = createHash('sha256').update(source).update(solc().version()).digest('hex').slice(0, 16);
  const cache = path.join(os.tmpdir(), `proofpay-${name.toLowerCase()}-${key}.json`);
  if (fs.existsSync(cache)) return JSON.parse(fs.readFileSync(cache, 'utf8')) as CompiledContract;
  const compiled = compileFixture(name);
  fs.writeFileSync(cache, JSON.stringify(compiled));
  return compiled;
}

const fixtureSource = (name: string) => path.join(projectRoot, `test/fixtures/${name}.sol`);
export const TEST_TOKEN_SOURCE = fixtureSource('TestToken');

const solc = () => require('solc') as { compile(input: string): string; version(): string };

/** A fresh compilation of test/fixtures/`name`.sol by the bundled solc, no cache. */
export function compileFixture(name: string): CompiledContract & { solcVersion: string } {
  const file = `${name}.sol`;
  const output = JSON.parse(
    solc().compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [file]: { content: fs.readFileSync(fixtureSource(name), 'utf8') } },
        settings: { optimizer: { enabled: true, runs: 200 }, evmVersion: 'paris', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: unknown[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));
  const contract = output.contracts[file]![name]!;
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, solcVersion: solc().version() };
}

/** Deploys a 6-decimal test token (a stand-in for USDC or USDT) and returns the contract. */
export async function deployTestToken(chain: LocalChain, symbol = 'USDC'): Promise<Contract> {
  const { abi, bytecode } = compiledFixture('TestToken');
  const factory = new ContractFactory(abi as never, bytecode, chain.deployer);
  const token = await factory.deploy(`Test ${symbol}`, symbol);
  await minedReceipt(chain.provider, token.deploymentTransaction()!.hash);
  return token as Contract;
}
