import { getAddress } from 'ethers';
import QRCode from 'qrcode';
import type { Chain, ChainRegistry, Token } from '../../core/chain/registry.js';
import type { Network } from '../../core/network.js';
import { erc20TransferUri } from '../eip681.js';
import { displayUsd, formatBaseUnits, usdCentsToBaseUnits } from '../../core/money.js';
import type { Payment, SessionStatus } from '../page-api.js';
import { safeHref } from './html.js';

/** What the hosted page needs from the session, its project and the request; the route fills it. */
export interface CheckoutPageInput {
  session: {
    id: string;
    status: SessionStatus;
    amountCents: bigint;
    description: string | null;
    network: Network;
    expiresAt: Date;
    returnUrl: string | null;
    cancelUrl: string | null;
    payment: Payment | null;
    /** Why a failed session failed, in words for the customer. */
    failureReason: string | null;
  };
  /** The project; without a receiving address the page cannot say where to pay. */
  project: { name: string; receivingAddress: string | null };
  chains: ChainRegistry;
  /** The customer's choice from the query string (`?chain=base-sepolia&token=USDC`); unknown values fall back to the first option. */
  choice: { chain?: string | undefined; token?: string | undefined };
  now: Date;
  /** The response's CSP nonce, for the page's inline style and script. */
  nonce: string;
}

export interface ChoiceLink {
  label: string;
  href: string;
  selected: boolean;
}

/** The chain and token the customer pays with, and everything shown for it. */
export interface PaymentTarget {
  chain: Chain;
  token: Token;
  /** The project's receiving address, EIP-55 checksummed. */
  recipient: string;
  /** Token units to send, e.g. "19.99". */
  amount: string;
  baseUnits: bigint;
  /** The EIP-681 transfer URI and its QR code as inline SVG. */
  uri: string;
  qrSvg: string;
}

export interface CheckoutPageView {
  nonce: string;
  sessionId: string;
  status: SessionStatus;
  projectName: string;
  description: string | null;
  amountDisplay: string;
  testnet: boolean;
  expiresAt: string;
  secondsLeft: number;
  cancelHref: string | undefined;
  returnHref: string | undefined;
  chainLinks: ChoiceLink[];
  tokenLinks: (ChoiceLink & { unavailable?: string })[];
  /** Undefined unless the session is open, and when no chain of the session's network accepts a token (a misconfigured registry), or when the project has no receiving address. */
  target: PaymentTarget | undefined;
  payment: (Payment & { chainName: string; txUrl: string | undefined; requiredConfirmations: number | undefined }) | null;
  failureReason: string | null;
  statusUrl: string;
}

/** Joins session, project and registry into what the page renders; builds the QR code. */
export async function buildCheckoutPageView(input: CheckoutPageInput): Promise<CheckoutPageView> {
  const { session, project, chains, choice, now, nonce } = input;
  const pageUrl = `/c/${encodeURIComponent(session.id)}`;
  const offered = chains.chainsOf(session.network).filter((chain) => chain.tokens.length > 0);
  const chain = offered.find((candidate) => candidate.key === choice.chain) ?? offered[0];
  const token = chain && (chain.tokens.find((candidate) => candidate.symbol === choice.token) ?? chain.tokens[0]);
  const linkTo = (chainKey: string, symbol: string) => `${pageUrl}?chain=${encodeURIComponent(chainKey)}&token=${encodeURIComponent(symbol)}`;

  const paidOn = session.payment ? chains.chain(session.payment.chain) : undefined;
  return {
    nonce,
    sessionId: session.id,
    status: session.status,
    projectName: project.name,
    description: session.description,
    amountDisplay: displayUsd(session.amountCents),
    testnet: session.network === 'testnet',
    expiresAt: session.expiresAt.toISOString(),
    secondsLeft: Math.max(0, Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)),
    cancelHref: safeHref(session.cancelUrl),
    returnHref: safeHref(session.returnUrl),
    chainLinks: offered.map((candidate) => ({
      label: candidate.name,
      // Keep the chosen token when the other chain offers it too.
      href: linkTo(candidate.key, candidate.tokens.some((t) => t.symbol === token?.symbol) ? token!.symbol : candidate.tokens[0]!.symbol),
      selected: candidate === chain,
    })),
    tokenLinks: chain
      ? [
          ...chain.tokens.map((candidate) => ({ label: candidate.symbol, href: linkTo(chain.key, candidate.symbol), selected: candidate === token })),
          ...chain.unavailableTokens.map(({ symbol, note }) => ({ label: symbol, href: '', selected: false, unavailable: note })),
        ]
      : [],
    // Only the open page shows it, and its QR code costs ~2 ms of the event loop per render.
    target:
      session.status === 'pending' && chain && token && project.receivingAddress
        ? await paymentTarget(chain, token, session.amountCents, project.receivingAddress)
        : undefined,
    payment: session.payment && {
      ...session.payment,
      chainName: paidOn?.name ?? session.payment.chain,
      txUrl: paidOn && `${paidOn.explorerUrl}/tx/${session.payment.tx_hash}`,
      requiredConfirmations: paidOn?.confirmations,
    },
    failureReason: session.failureReason,
    statusUrl: `${pageUrl}/status`,
  };
}

async function paymentTarget(chain: Chain, token: Token, cents: bigint, recipient: string): Promise<PaymentTarget> {
  const baseUnits = usdCentsToBaseUnits(cents, token.decimals);
  const uri = erc20TransferUri({ token: token.address, chainId: chain.chainId, recipient, amount: baseUnits });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  return { chain, token, recipient: getAddress(recipient), amount: formatBaseUnits(baseUnits, token.decimals), baseUnits, uri, qrSvg };
}
