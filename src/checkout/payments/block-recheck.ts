import type { JsonRpcProvider } from 'ethers';
import type { Chain } from '../../core/chain/registry.js';
import type { Logger } from '../../core/logger.js';

/** A transfer the ledger found in a block: a payment, or a refund's transfer. */
export interface TransferInBlock {
  tx_hash: string;
  block_number: string;
  block_hash: string;
}

/** Re-checks failing this many times in a row end the pass's re-checks: the RPC is down rather than flaky, and the rest wait for the next pass. */
const GIVE_UP_AFTER_FAILURES = 3;

/**
 * One watcher pass's re-check of the transfers it recorded against the canonical chain at `head`:
 * each block's hash is read at most once per pass, whoever asks (payments and refunds share blocks).
 * A reorg deeper than the confirmations can still take a confirmed transfer away, so transfers are
 * re-checked down to `oldest` (twice the chain's confirmations below the head).
 */
export class BlockRecheck {
  readonly oldest: number;
  private readonly hashes = new Map<number, Promise<string | undefined>>();

  constructor(
    private readonly chain: Chain,
    private readonly provider: JsonRpcProvider,
    readonly head: number,
    private readonly log: Logger,
  ) {
    this.oldest = head - 2 * chain.confirmations;
  }

  /**
   * Calls `check` for each transfer, saying whether its block is still on the canonical chain.
   * Each transfer is checked on its own: one that fails is retried by the next pass and the others
   * go on, until GIVE_UP_AFTER_FAILURES fail in a row. Answers the failures.
   */
  async each<T extends TransferInBlock>(kind: string, transfers: readonly T[], check: (transfer: T, onChain: boolean) => Promise<void>): Promise<unknown[]> {
    const failures: unknown[] = [];
    let failingInARow = 0;
    for (const transfer of transfers) {
      if (failingInARow === GIVE_UP_AFTER_FAILURES) break;
      const number = Number(transfer.block_number);
      try {
        await check(transfer, (await this.hashAt(number)) === transfer.block_hash);
        failingInARow = 0;
      } catch (error) {
        failingInARow++;
        this.hashes.delete(number); // a failed read is not kept for the next transfer
        this.log.warn({ chain: this.chain.key, tx_hash: transfer.tx_hash, err: error }, `could not re-check a ${kind}; the next pass tries again`);
        failures.push(error);
      }
    }
    return failures;
  }

  private hashAt(number: number): Promise<string | undefined> {
    let hash = this.hashes.get(number);
    if (!hash) {
      hash = number <= this.head ? this.provider.getBlock(number).then((block) => block?.hash?.toLowerCase()) : Promise.resolve(undefined);
      this.hashes.set(number, hash);
    }
    return hash;
  }
}
