import http from 'node:http';
import https from 'node:https';
import { gunzipSync } from 'node:zlib';
import {
  type FetchGetUrlFunc,
  FetchRequest,
  getAddress,
  id,
  type JsonRpcPayload,
  JsonRpcProvider,
  type JsonRpcResult,
  type Log,
  makeError,
  zeroPadValue,
} from 'ethers';
import type { Chain, Token } from '../../core/chain/registry.js';

/** keccak256("Transfer(address,address,uint256)"): topic 0 of every ERC-20 transfer. */
export const TRANSFER_TOPIC = id('Transfer(address,address,uint256)');

const providers = new Map<string, JsonRpcProvider>();

/** The RPC answers for another chain than the registry names: nothing it says may be credited. */
export class ChainIdMismatch extends Error {
  readonly code = 'CHAIN_ID_MISMATCH';
  constructor(chain: Chain, answered: bigint) {
    super(`the RPC answers chain id ${answered}; the registry says ${chain.chainId}`);
  }
}

/**
 * Why an RPC call failed, in words fit for the public health check: never the error's own text,
 * which can carry the RPC URL (and with it a provider's API key); a chain id mismatch says both ids.
 */
export function rpcFailureReason(error: unknown, timeoutMs: number): string {
  if (error instanceof ChainIdMismatch) return error.message;
  const code = (error as { code?: unknown }).code;
  if (code === 'TIMEOUT') return `no answer within ${timeoutMs} ms`;
  if (code === 'SERVER_ERROR' || code === 'BAD_DATA') return 'the RPC answered with an error';
  return 'connection failed';
}

/** At most this many attempts per RPC call, waiting RPC_RETRY_BASE_MS, then twice as long each time. */
const RPC_ATTEMPTS = 5;
const RPC_RETRY_BASE_MS = 100;

/** JSON-RPC errors a node answers when it is struggling (internal error, limit exceeded), worth another try. */
const TRANSIENT_RPC_CODES = new Set([-32603, -32005]);

/**
 * How an attempt's HTTP request is sent: as ethers' own (node:http, a gzipped answer unzipped), but
 * the attempt's `timeout` bounds the whole exchange, and a request that runs out of it is destroyed,
 * its socket with it. Ethers' own only rejects with TIMEOUT once the socket has been idle that long
 * and leaves the request open: every attempt a hung RPC never answers would keep a socket until the
 * RPC closes it.
 */
const sendAbandoningOnTimeout: FetchGetUrlFunc = (req, signal) =>
  new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
    };
    const request = (req.url.startsWith('https:') ? https : http).request(req.url, { method: req.method, headers: { ...req.headers } });
    const abandon = (error: Error) => {
      settle(() => reject(error));
      request.destroy();
    };
    const timer = setTimeout(() => abandon(makeError('request timeout', 'TIMEOUT')), req.timeout);
    signal?.addListener(() => abandon(makeError('request cancelled', 'CANCELLED')));
    request.on('error', (error) => settle(() => reject(error)));
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => settle(() => reject(error)));
      // Closed before its end (after an end, this is already settled).
      response.on('close', () => settle(() => reject(makeError('the answer was cut off', 'SERVER_ERROR', { request: req }))));
      response.on('end', () =>
        settle(() => {
          try {
            const raw = Buffer.concat(chunks);
            const body = response.headers['content-encoding'] === 'gzip' && raw.length > 0 ? gunzipSync(raw) : raw;
            const headers = Object.fromEntries(Object.entries(response.headers).map(([name, value]) => [name, [value ?? ''].flat().join(', ')]));
            resolve({ statusCode: response.statusCode ?? 0, statusMessage: response.statusMessage ?? '', headers, body: new Uint8Array(body) });
          } catch (error) {
            reject(makeError('bad response data', 'SERVER_ERROR', { request: req, info: { response, error } }));
          }
        }),
      );
    });
    request.end(req.body ? Buffer.from(req.body) : undefined);
  });

/** The time limits of an RPC call: the whole call's, retries included, and each attempt's within it. */
export interface RpcLimits {
  /** CHAIN_RPC_TIMEOUT_MS. */
  rpcTimeoutMs: number;
  /** CHAIN_RPC_ATTEMPT_TIMEOUT_MS. */
  rpcAttemptTimeoutMs: number;
}

/**
 * A provider that tries each call again with backoff when the RPC fails it (a refused or reset
 * connection, an HTTP error, a cut-off or malformed answer, a node's internal error, no answer
 * within the attempt's limit), so a partly failing or hanging RPC slows detection down instead of
 * stopping it. A call with its retries stays within the call's time limit: each attempt gets its
 * own limit (never more than is left of the call's), so one unanswered attempt leaves time for the
 * next; none starts after the call's limit ran out.
 */
class RetryingProvider extends JsonRpcProvider {
  constructor(
    request: FetchRequest,
    chainId: number,
    private readonly limits: RpcLimits,
  ) {
    super(request, chainId, { staticNetwork: true, pollingInterval: 250, batchMaxCount: 1, batchStallTime: 0, cacheTimeout: -1 });
  }

  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const deadline = Date.now() + this.limits.rpcTimeoutMs;
    for (let attempt = 1; ; attempt++) {
      let failure: unknown;
      let answer: JsonRpcResult[] | undefined;
      const request = this._getConnection();
      request.timeout = Math.max(1, Math.min(this.limits.rpcAttemptTimeoutMs, deadline - Date.now()));
      request.getUrlFunc = sendAbandoningOnTimeout;
      request.body = JSON.stringify(payload);
      request.setHeader('content-type', 'application/json');
      try {
        const response = await request.send();
        response.assertOk();
        answer = [response.bodyJson].flat() as JsonRpcResult[];
        if (!answer.some((result) => TRANSIENT_RPC_CODES.has((result as { error?: { code?: number } }).error?.code ?? 0))) return answer;
      } catch (error) {
        failure = error;
      }
      const wait = RPC_RETRY_BASE_MS * 2 ** (attempt - 1);
      if (attempt === RPC_ATTEMPTS || Date.now() + wait >= deadline) {
        if (answer) return answer;
        throw failure;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

/**
 * One provider per chain (and time limits) and process; a call unanswered within `rpcTimeoutMs`
 * (retries included) fails with code TIMEOUT, and so does each attempt within `rpcAttemptTimeoutMs`.
 * Static network: the registry states the chain id, so ethers never probes it (a chain whose RPC is
 * down would otherwise retry detection forever); checkChainId is what compares it with the RPC's.
 * Short polling, as the chain is read on demand (FIELD-NOTES).
 */
function providerFor(chain: Chain, limits: RpcLimits): JsonRpcProvider {
  if (!chain.rpcUrl) throw new Error(`${chain.key} has no RPC URL (${chain.rpcUrlEnv})`);
  const key = `${chain.key} ${chain.rpcUrl} ${limits.rpcTimeoutMs} ${limits.rpcAttemptTimeoutMs}`;
  let provider = providers.get(key);
  if (!provider) {
    provider = new RetryingProvider(new FetchRequest(chain.rpcUrl), chain.chainId, {
      rpcTimeoutMs: limits.rpcTimeoutMs,
      rpcAttemptTimeoutMs: limits.rpcAttemptTimeoutMs,
    });
    providers.set(key, provider);
  }
  return provider;
}

/** Throws ChainIdMismatch unless the RPC's `eth_chainId` is the registry's chain id. */
async function checkChainId(chain: Chain, provider: JsonRpcProvider): Promise<void> {
  const answered = BigInt(await provider.send('eth_chainId', []));
  if (answered !== BigInt(chain.chainId)) throw new ChainIdMismatch(chain, answered);
}

/** providerFor, once the RPC has answered the registry's chain id: what anything credited is read from. */
export async function checkedProviderFor(chain: Chain, limits: RpcLimits): Promise<JsonRpcProvider> {
  const provider = providerFor(chain, limits);
  await checkChainId(chain, provider);
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
