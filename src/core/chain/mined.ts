import type { Provider, TransactionReceipt } from 'ethers';

/**
 * The receipt of a sent transaction once it is mined, asked for until it is there.
 *
 * ethers' `tx.wait()` and `provider.waitForTransaction()` read the head, then the receipt, and
 * otherwise wait for a block after the head they read. On a chain that mines only when asked
 * (anvil), a transaction mined between those two reads leaves them waiting for a block that never
 * comes: under load that race hung tests and could hang `DEV_CHAIN=1` starts.
 */
export async function minedReceipt(provider: Provider, hash: string, { timeoutMs = 60_000, intervalMs = 25 } = {}): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt) return receipt;
    if (Date.now() > deadline) throw new Error(`transaction ${hash} was not mined within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** `minedReceipt` of a transaction just sent, e.g. `await mined(token.transfer(to, units))`. */
export async function mined(sent: Promise<{ hash: string; provider: Provider }> | { hash: string; provider: Provider }): Promise<TransactionReceipt> {
  const tx = await sent;
  return minedReceipt(tx.provider, tx.hash);
}
