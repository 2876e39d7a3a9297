import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { getAddress, ZeroAddress } from 'ethers';
import type { FromSchema } from 'json-schema-to-ts';
import type { Env } from '../config/env.js';
import { projectRoot } from '../paths.js';
import type { Network } from '../network.js';

/** The registry shipped with the service; CHAIN_REGISTRY_FILE points elsewhere (tests, private deployments). */
export const defaultChainRegistryFile = path.join(projectRoot, 'src/core/chain/registry.json');

export const TOKEN_SYMBOLS = ['USDC', 'USDT'] as const;
export type TokenSymbol = (typeof TOKEN_SYMBOLS)[number];

const tokenEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['address'],
  properties: {
    address: { type: ['string', 'null'], pattern: '^0x[0-9a-fA-F]{40}$' },
    decimals: { type: 'integer', minimum: 2, maximum: 36 },
    note: { type: 'string', minLength: 1 },
  },
  // A token is either deployed (address and decimals) or absent from the chain (null and a note why).
  if: { properties: { address: { type: 'null' } } },
  // biome-ignore lint/suspicious/noThenProperty: `then` is JSON Schema's keyword here, not a thenable
  then: { required: ['note'] },
  else: { required: ['decimals'] },
} as const;

export const chainRegistrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['chains'],
  properties: {
    $comment: { type: 'string' },
    chains: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'chain_id', 'network', 'name', 'native_currency', 'rpc_url_env', 'confirmations', 'explorer_url', 'tokens'],
        properties: {
          key: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 40 },
          chain_id: { type: 'integer', minimum: 1 },
          network: { enum: ['mainnet', 'testnet'] },
          name: { type: 'string', minLength: 1, maxLength: 60 },
          native_currency: {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'symbol', 'decimals'],
            properties: {
              name: { type: 'string', minLength: 1 },
              symbol: { type: 'string', minLength: 1, maxLength: 12 },
              decimals: { type: 'integer', minimum: 0, maximum: 36 },
            },
          },
          rpc_url_env: { type: 'string', pattern: '^RPC_URL_[A-Z0-9_]+$' },
          // A public RPC URL the hosted page may give a customer's wallet to add the chain with
          // (EIP-3085); never the service's own RPC URL, which may carry an API key.
          wallet_rpc_url: { type: 'string', pattern: '^https?://[^\\s/]+(/[^\\s]*)?$' },
          confirmations: { type: 'integer', minimum: 1, maximum: 1000 },
          explorer_url: { type: 'string', pattern: '^https?://[^\\s/]+(/[^\\s]*)?$' },
          tokens: {
            type: 'object',
            additionalProperties: false,
            required: [...TOKEN_SYMBOLS],
            properties: { USDC: tokenEntrySchema, USDT: tokenEntrySchema },
          },
        },
      },
    },
  },
} as const;

type RegistryFile = FromSchema<typeof chainRegistrySchema>;
type ChainEntry = RegistryFile['chains'][number];

export interface Token {
  symbol: TokenSymbol;
  /** EIP-55 checksummed contract address. */
  address: string;
  decimals: number;
}

export interface Chain {
  /** Stable identifier used in URLs and as Payment.chain, e.g. "base-sepolia". */
  key: string;
  chainId: number;
  network: Network;
  name: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** The environment variable that holds this chain's RPC URL, and its value when set. */
  rpcUrlEnv: string;
  rpcUrl: string | undefined;
  /** A public RPC URL for customers' wallets (`wallet_addEthereumChain`), when the registry names one. */
  walletRpcUrl: string | undefined;
  confirmations: number;
  explorerUrl: string;
  /** Tokens accepted on this chain, in TOKEN_SYMBOLS order. */
  tokens: Token[];
  /** Tokens not offered on this chain and why, straight from the registry. */
  unavailableTokens: { symbol: TokenSymbol; note: string }[];
}

/** One network in `GET /v1/health`'s `checks.networks` and the start log: can its sessions be paid? */
export const networkCoverageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'chains'],
  properties: {
    status: {
      enum: ['ok', 'not_configured'],
      description:
        "`not_configured`: no chain of the network has an RPC URL, so its sessions get `payment_options: []` and cannot be paid (an operator's choice, so health's status stays `ok`).",
    },
    chains: { type: 'array', items: { type: 'string' }, description: 'The registry keys of the chains its sessions can be paid on.' },
    message: { type: 'string', description: 'With `not_configured`: what it means and how to configure a chain.' },
  },
} as const;

export type NetworkCoverage = { status: 'ok'; chains: string[] } | { status: 'not_configured'; chains: []; message: string };

export class ChainRegistryError extends Error {
  constructor(
    readonly source: string,
    readonly problems: string[],
  ) {
    super(`Invalid chain registry ${source}:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ChainRegistryError';
  }
}

export class ChainRegistry {
  constructor(readonly chains: readonly Chain[]) {}

  /** The chains a session of `network` may be paid on, in registry order. */
  chainsOf(network: Network): Chain[] {
    return this.chains.filter((chain) => chain.network === network);
  }

  /**
   * Whether sessions of `network` can be paid: the chains with an RPC URL and a token (watched, and
   * offered to its sessions), or, when there are none, why not and what would change it. No chain is
   * an operator's choice (a testnet-only service has no mainnet), so it is said, not treated as a fault.
   */
  coverage(network: Network): NetworkCoverage {
    const ofNetwork = this.chainsOf(network);
    const payable = ofNetwork.filter((chain) => chain.rpcUrl !== undefined && chain.tokens.length > 0).map((chain) => chain.key);
    if (payable.length > 0) return { status: 'ok', chains: payable };
    const variables = ofNetwork.map((chain) => chain.rpcUrlEnv).join(', ');
    const keys = network === 'testnet' ? 'sk_test_' : 'sk_live_';
    const remedy =
      network === 'testnet'
        ? `set an RPC URL (${variables}), or run DEV_CHAIN=1 for a local chain on one machine`
        : `set an RPC URL (${variables}); DEV_CHAIN=1 adds a local chain to testnet only`;
    return {
      status: 'not_configured',
      chains: [],
      message: `No ${network} chain is configured: sessions created with ${keys} keys get payment_options [] and cannot be paid; ${remedy}`,
    };
  }

  chain(key: string): Chain | undefined {
    return this.chains.find((chain) => chain.key === key);
  }

  chainById(chainId: number): Chain | undefined {
    return this.chains.find((chain) => chain.chainId === chainId);
  }

  /** The token accepted on a chain by symbol, or undefined when either is unknown or the token is not offered there. */
  token(chainKey: string, symbol: string): Token | undefined {
    return this.chain(chainKey)?.tokens.find((token) => token.symbol === symbol);
  }
}

const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile<RegistryFile>(chainRegistrySchema);

/** Reads and checks a registry file; RPC URLs are read from `env` by each chain's `rpc_url_env`. */
export function loadChainRegistry(file: string, env: Env): ChainRegistry {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new ChainRegistryError(file, [`cannot be read (${(error as Error).message})`]);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ChainRegistryError(file, [`is not valid JSON (${(error as Error).message})`]);
  }
  return parseChainRegistry(data, env, file);
}

/** Checks registry data against the schema and the rules a schema cannot state; every problem names its entry. */
export function parseChainRegistry(data: unknown, env: Env, source = 'registry'): ChainRegistry {
  if (!validate(data)) {
    throw new ChainRegistryError(source, uniqueProblems((validate.errors ?? []).filter(isReportable).map((error) => describeSchemaError(error, data))));
  }
  const problems: string[] = [];
  const firstUse = new Map<string, number>(); // "field=value" → index of the chain that has it
  const chains = data.chains.map((entry, index) => {
    const where = `chains[${index}] (${entry.key})`;
    for (const field of ['key', 'chain_id', 'rpc_url_env'] as const) {
      const other = firstUse.get(`${field}=${entry[field]}`);
      if (other !== undefined) problems.push(`${where}.${field}: ${entry[field]} is already used by chains[${other}]`);
      else firstUse.set(`${field}=${entry[field]}`, index);
    }
    return resolveChain(entry, env, where, problems);
  });
  if (problems.length > 0) throw new ChainRegistryError(source, problems);
  return new ChainRegistry(chains);
}

function resolveChain(entry: ChainEntry, env: Env, where: string, problems: string[]): Chain {
  const tokens: Token[] = [];
  const unavailableTokens: Chain['unavailableTokens'] = [];
  for (const symbol of TOKEN_SYMBOLS) {
    const token = entry.tokens[symbol];
    if (token.address === null) {
      unavailableTokens.push({ symbol, note: token.note! });
      continue;
    }
    const address = checkedAddress(token.address, `${where}.tokens.${symbol}.address`, problems);
    if (address) tokens.push({ symbol, address, decimals: token.decimals! });
  }
  return {
    key: entry.key,
    chainId: entry.chain_id,
    network: entry.network,
    name: entry.name,
    nativeCurrency: { ...entry.native_currency },
    rpcUrlEnv: entry.rpc_url_env,
    rpcUrl: rpcUrlFrom(env, entry.rpc_url_env, problems),
    walletRpcUrl: entry.wallet_rpc_url,
    confirmations: entry.confirmations,
    explorerUrl: entry.explorer_url.replace(/\/+$/, ''),
    tokens,
    unavailableTokens,
  };
}

/** The EIP-55 form of an address; a mixed-case address with a wrong checksum, or the zero address, is a problem. */
function checkedAddress(address: string, where: string, problems: string[]): string | undefined {
  let checksummed: string;
  try {
    checksummed = getAddress(address); // the schema's pattern leaves only a bad checksum to fail here
  } catch {
    problems.push(`${where}: has a bad EIP-55 checksum (${address})`);
    return undefined;
  }
  if (checksummed !== ZeroAddress) return checksummed;
  problems.push(`${where}: is the zero address`);
  return undefined;
}

function rpcUrlFrom(env: Env, name: string, problems: string[]): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return raw;
  } catch {
    // reported below
  }
  problems.push(`${name}: must be an http(s) or ws(s) URL, got "${raw}"`);
  return undefined;
}

// The if/then/else wrapper errors only repeat what the branch's own error says.
const isReportable = (error: ErrorObject) => error.keyword !== 'if';

/** `/chains/3/tokens/USDC/decimals` → `chains[3] (ethereum).tokens.USDC.decimals: must be integer`. */
function describeSchemaError(error: ErrorObject, data: unknown): string {
  const segments = error.instancePath.split('/').slice(1);
  let where = 'registry';
  if (segments[0] === 'chains' && segments[1] !== undefined) {
    const key = (data as { chains: { key?: unknown }[] }).chains[Number(segments[1])]?.key;
    where = `chains[${segments[1]}]${typeof key === 'string' ? ` (${key})` : ''}`;
    segments.splice(0, 2);
  }
  const path = segments.length > 0 ? `${where}.${segments.join('.')}` : where;
  const detail =
    error.keyword === 'additionalProperties'
      ? `has unknown field "${(error.params as { additionalProperty: string }).additionalProperty}"`
      : error.keyword === 'enum'
        ? `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
        : (error.message ?? 'is invalid');
  return `${path}: ${detail}`;
}

function uniqueProblems(problems: string[]): string[] {
  return [...new Set(problems)];
}
