import { FetchRequest, getAddress, id, JsonRpcProvider, type Log, zeroPadValue } from 'ethers';
import type { Chain, Token } from '../core/chain/registry.js';

/** keccak256("Transfer(address,address,uint256)"): topic 0 of every ERC-20 transfer. */
export const TRANSFER_TOPIC = id('Transfer(address,address,uint256)');

const providers = new Map<string, JsonRpcProvider>();

/**
 * Why an RPC call failed, in words fit for the public health check: never the error's own text,
 * which can carry the RPC URL (and with it a provider's API key).
 */
export function rpcFailureReason(error: unknown, timeoutMs: number): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'TIMEOUT') return `no answer within ${timeoutMs} ms`;
  if (code === 'SERVER_ERROR' || code === 'BAD_DATA') return 'the RPC answered with an error';
  return 'connection failed';
}

/**
 * One provider per chain (and time limit) and process; a call unanswered within `timeoutMs` fails
 * with code TIMEOUT. Static network: the registry states the chain id, so ethers
 * never probes it (a chain whose RPC is down would otherwise retry detection forever); short
 * polling, as the chain is read on demand (FIELD-NOTES).
 */
export function providerFor(chain: Chain, timeoutMs: number): JsonRpcProvider {
  if (!chain.rpcUrl) throw new Error(`${chain.key} has no RPC URL (${chain.rpcUrlEnv})`);
  const key = `${chain.key} ${chain.rpcUrl} ${timeoutMs}`;
  let provider = providers.get(key);
  if (!provider) {
    const request = new FetchRequest(chain.rpcUrl);
    request.timeout = timeoutMs;
    provider = new JsonRpcProvider(request, chain.chainId, {
      staticNetwork: true,
      pollingInterval: 250,
      batchMaxCount: 1,
      batchStallTime: 0,
      cacheTimeout: -1,
    });
    providers.set(key, provider);
  }
  return provider;
}

/** A token transfer as read from a log: what a payment records. */
export interface SeenTransfer {
  chain: Chain;
  token: Token;
  txHash: string;
  logIndex: number;
  from: string;
  to: string;
  amount: bigint;
  /** Null for a simulated payment, which is on no chain. */
  blockNumber: number | null;
  blockHash: string | null;
  blockTime: Date;
}

/** The registry token a log was emitted by, when it is an ERC-20 Transfer of one; undefined otherwise. */
export function transferOf(chain: Chain, log: Log, blockTime: Date): SeenTransfer | undefined {
  if (log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) return undefined;
  const token = chain.tokens.find((candidate) => candidate.address.toLowerCase() === log.address.toLowerCase());
  if (!token) return undefined;
  return {
    chain,
    token,
    txHash: log.transactionHash.toLowerCase(),
    logIndex: log.index,
    from: topicAddress(log.topics[1]!),
    to: topicAddress(log.topics[2]!),
    amount: BigInt(log.data),
    blockNumber: log.blockNumber,
    blockHash: log.blockHash.toLowerCase(),
    blockTime,
  };
}

const topicAddress = (topic: string) => getAddress(`0x${topic.slice(26)}`).toLowerCase();

/** An address as a log topic: left-padded to 32 bytes. */
export const addressTopic = (address: string) => zeroPadValue(address.toLowerCase(), 32);

/** Block timestamps, read once per block within one pass. */
export function blockTimes(provider: JsonRpcProvider): (blockNumber: number) => Promise<Date> {
  const seen = new Map<number, Promise<Date>>();
  return (blockNumber) => {
    let time = seen.get(blockNumber);
    if (!time) {
      time = provider.getBlock(blockNumber).then((block) => {
        if (!block) throw new Error(`block ${blockNumber} is not on the chain`);
        return new Date(block.timestamp * 1000);
      });
      seen.set(blockNumber, time);
    }
    return time;
  };
}
