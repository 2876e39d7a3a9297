/**
 * `eth_call`s of verifyProof against deployed verifiers, within one deadline: the latest block
 * number, then every call at that block in one JSON-RPC batch. Plain JSON-RPC over fetch, so that
 * the deadline (an AbortSignal) cuts the request wherever it is; an unreachable, slow or broken RPC
 * is an OnchainUnavailableError, while a call that reverts is a `false` verdict.
 */
import type { Chain } from '../core/chain/registry.js';
import { type VerifierArgs, verifyProofCalldata } from './verifier-calls.js';

export class OnchainUnavailableError extends Error {
  constructor(
    readonly chain: string,
    message: string,
  ) {
    super(message);
    this.name = 'OnchainUnavailableError';
  }
}

interface RpcResponse {
  id: number;
  result?: string;
  error?: { code: number; message: string };
}

/** The verdict of each call, and the block they were made at. */
export async function callVerifyProof(
  chain: Chain,
  calls: { address: string; args: VerifierArgs }[],
  timeoutMs: number,
): Promise<{ blockNumber: number; verdicts: boolean[] }> {
  const rpcUrl = chain.rpcUrl;
  if (!rpcUrl) throw new OnchainUnavailableError(chain.key, `${chain.rpcUrlEnv} is not set, so ${chain.name} cannot be reached`);
  const signal = AbortSignal.timeout(timeoutMs);
  const [head] = await rpc(chain, rpcUrl, [{ method: 'eth_blockNumber', params: [] }], signal);
  if (typeof head?.result !== 'string') throw new OnchainUnavailableError(chain.key, `${chain.name}'s RPC gave no block number`);
  const block = head.result;
  const answers = await rpc(
    chain,
    rpcUrl,
    calls.map(({ address, args }) => ({ method: 'eth_call', params: [{ to: address, data: verifyProofCalldata(args) }, block] })),
    signal,
  );
  // A reverted call (e.g. out of gas in the pairing) cannot have verified the proof.
  const verdicts = answers.map((answer) => typeof answer.result === 'string' && /^0x0{63}1$/.test(answer.result));
  return { blockNumber: Number(BigInt(block)), verdicts };
}

async function rpc(chain: Chain, url: string, requests: { method: string; params: unknown[] }[], signal: AbortSignal): Promise<RpcResponse[]> {
  const body = JSON.stringify(requests.map((request, id) => ({ jsonrpc: '2.0', id, ...request })));
  let answers: unknown;
  try {
    const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body, signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    answers = await response.json();
  } catch (error) {
    const why = signal.aborted ? 'did not answer in time' : `failed (${(error as Error).message})`;
    throw new OnchainUnavailableError(chain.key, `${chain.name}'s RPC ${why}`);
  }
  if (!Array.isArray(answers) || answers.length !== requests.length) {
    throw new OnchainUnavailableError(chain.key, `${chain.name}'s RPC answered a batch of ${requests.length} requests with something else`);
  }
  const byId = new Map((answers as RpcResponse[]).map((answer) => [answer.id, answer]));
  return requests.map((_, id) => byId.get(id) ?? { id, error: { code: -1, message: 'no answer' } });
}
