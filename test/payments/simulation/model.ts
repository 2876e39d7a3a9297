import type { JsonRpcProvider } from 'ethers';
import type { PaymentsWorld } from '../fixture.js';

/** The simulation's own record of a run (what it sent and made), shared by the harness, the commands and the invariants. */

export type TokenSymbol = 'USDC' | 'USDT' | 'DAI';

/** A transfer a run sent, kept signed so that a fork can mine the same transaction again. */
export interface SentTransfer {
  label: string;
  hash: string;
  raw: string;
  symbol: TokenSymbol;
  units: bigint;
  to: string;
  /** What the step meant it as, for reading a failure: `tagged+1.00 for s2`. */
  meant: string;
  /** The label of the session it was made for, if any: `submit(s, own)` submits it. */
  session: string | undefined;
}

export interface SimSession {
  label: string;
  id: string;
  cents: bigint;
  /** Each option's tagged amount in base units, by token. */
  tagged: Partial<Record<TokenSymbol, bigint>>;
  expired: boolean;
}

export interface SimRefund {
  label: string;
  id: string;
  session: string;
  symbol: TokenSymbol;
  units: bigint;
  to: string;
}

/** What a step did that the invariants must know: a submission or the merchant's attach may credit a session. */
export interface StepEffects {
  submitted: { session: string; txHash: string }[];
  attached: { payment: string; session: string }[];
}

/** What the invariants read besides the database rows: the chain itself. */
export interface ChainView {
  db: PaymentsWorld['app']['db'];
  provider: JsonRpcProvider;
  /** The last block before any run: the canonical chain's transfers after it are the runs'. */
  baseBlock: number;
  /** The registry tokens' addresses (USDC, USDT). */
  registryTokens(): Promise<string[]>;
}
