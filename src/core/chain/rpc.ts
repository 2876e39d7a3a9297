/**
 * One JSON-RPC call to a chain's node, bounded in time: a node that accepts the connection and
 * never answers (overloaded, half-dead, a black-holed proxy) fails the call after `timeoutMs`
 * instead of holding a request or a job forever.
 */
export class ChainRpcError extends Error {
  constructor(
    readonly reason: 'timeout' | 'unreachable' | 'bad_answer',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ChainRpcError';
  }
}

export async function chainRpc<T>(url: string, method: string, params: unknown[], timeoutMs: number): Promise<T> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const name = (error as Error).name;
    if (name === 'TimeoutError' || name === 'AbortError') throw new ChainRpcError('timeout', `no answer within ${timeoutMs} ms`, { cause: error });
    throw new ChainRpcError('unreachable', 'connection failed', { cause: error });
  }
  let body: { result?: T; error?: { message?: string } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new ChainRpcError('bad_answer', `HTTP ${response.status} without a JSON-RPC answer`);
  }
  if (body.error || body.result === undefined) throw new ChainRpcError('bad_answer', `JSON-RPC error: ${body.error?.message ?? 'no result'}`);
  return body.result;
}

/** The chain's latest block number. */
export async function chainHead(url: string, timeoutMs: number): Promise<number> {
  const hex = await chainRpc<string>(url, 'eth_blockNumber', [], timeoutMs);
  const block = Number.parseInt(hex, 16);
  if (!Number.isSafeInteger(block)) throw new ChainRpcError('bad_answer', `eth_blockNumber answered ${JSON.stringify(hex)}`);
  return block;
}
