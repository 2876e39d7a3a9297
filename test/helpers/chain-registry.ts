import fs from 'node:fs';
import path from 'node:path';
import type { Test } from 'tap';
import { projectRoot } from '../../src/core/paths.js';

export const LOCAL_REGISTRY_FIXTURE = path.join(projectRoot, 'test/fixtures/chain-registry.local.json');

/**
 * A copy of the local-anvil test registry with the token addresses a test deployed, in the test's
 * own folder. Point CHAIN_REGISTRY_FILE at the returned path and RPC_URL_LOCAL_ANVIL at the chain.
 */
export function writeLocalRegistry(t: Test, { chainId, tokens }: { chainId: number; tokens: Partial<Record<'USDC' | 'USDT', string>> }): string {
  const registry = JSON.parse(fs.readFileSync(LOCAL_REGISTRY_FIXTURE, 'utf8')) as {
    chains: { chain_id: number; tokens: Record<string, { address: string | null }> }[];
  };
  const chain = registry.chains[0]!;
  chain.chain_id = chainId;
  for (const [symbol, address] of Object.entries(tokens)) chain.tokens[symbol]!.address = address;
  const file = path.join(t.testdir(), 'chain-registry.json');
  fs.writeFileSync(file, JSON.stringify(registry, null, 2));
  return file;
}
