import { getAddress, parseUnits } from 'ethers';
import QRCode from 'qrcode';
import type { Chain, ChainRegistry } from '../../core/chain/registry.js';
import { displayUsd, formatBaseUnits } from '../../core/money.js';
import { erc20TransferUri } from '../eip681.js';
import type { Network } from '../../core/network.js';
import type { PaymentOption } from '../payments/index.js';
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
    /** The session's `payment_options` (tagged amounts): only chains with an RPC, so only what can be detected. */
    paymentOptions: readonly PaymentOption[];
    payment: Payment | null;
    /** Why a failed session failed: the session's `failure_reason` code. */
    failureReason: string | null;
  };
  project: { name: string };
  /** For chain names, explorers, confirmations and tokens a chain does not offer. */
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

/**
 * What the page's script hands to an injected wallet (EIP-1193): the chain to switch to (or add,
 * in EIP-3085's `wallet_addEthereumChain` shape) and the token transfer to send.
 */
export interface WalletRequest {
  chain: string;
  chainId: string;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** Public RPC URLs a wallet may add the chain with; empty when the registry names none. */
  rpcUrls: string[];
  blockExplorerUrls: string[];
  token: string;
  to: string;
  amount: string;
}

/** The chain and token the customer pays with, and everything shown for it. */
export interface PaymentTarget {
  chain: Chain;
  symbol: string;
  /** The project's receiving address, EIP-55 checksummed. */
  recipient: string;
  /** Token units to send, tag included, e.g. "19.990042". */
  amount: string;
  /** The EIP-681 transfer URI and its QR code as inline SVG. */
  uri: string;
  qrSvg: string;
  /** Set when the session is underpaid: `amount` is then the rest still due. */
  topUp: TopUp | undefined;
  wallet: WalletRequest;
}

/** What an underpaid session has received and owes in all, in token units. */
export interface TopUp {
  received: string;
  due: string;
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
  /** Undefined unless the session is open and has a payment option (none when no chain of its network has an RPC). */
  target: PaymentTarget | undefined;
  /** The chains a transaction hash may be submitted for, by registry key and name. */
  hashChains: { key: string; name: string; selected: boolean }[];
  payment: (Payment & { chainName: string; txUrl: string | undefined }) | null;
  /** The payment as the page shows it, for the status poll to compare (paymentShownKey). */
  paymentShown: string;
  failureReason: string | null;
  statusUrl: string;
  paymentsUrl: string;
}

/** Joins session, project and registry into what the page renders; builds the QR code. */
export async function buildCheckoutPageView(input: CheckoutPageInput): Promise<CheckoutPageView> {
  const { session, project, chains, choice, now, nonce } = input;
  const pageUrl = `/c/${encodeURIComponent(session.id)}`;
  // Options of chains the registry knows, grouped by chain in the session's order; an underpaid
  // session offers only the rest, on the chain and token it was paid in.
  const topUp = session.status === 'pending' ? topUpOf(session.payment, session.paymentOptions, chains) : undefined;
  const options = topUp ? [topUp.option] : session.paymentOptions.filter((option) => chains.chain(option.chain));
  const offered = [...new Set(options.map((option) => option.chain))].map((key) => chains.chain(key)!);
  const chain = offered.find((candidate) => candidate.key === choice.chain) ?? offered[0];
  const tokensOf = (key: string) => options.filter((option) => option.chain === key);
  const option = chain && (tokensOf(chain.key).find((candidate) => candidate.token === choice.token) ?? tokensOf(chain.key)[0]);
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
    chainLinks: offered.map((candidate) => {
      // Keep the chosen token when the other chain offers it too.
      const tokens = tokensOf(candidate.key);
      const symbol = tokens.some((t) => t.token === option?.token) ? option!.token : tokens[0]!.token;
      return { label: candidate.name, href: linkTo(candidate.key, symbol), selected: candidate === chain };
    }),
    tokenLinks: chain
      ? [
          ...tokensOf(chain.key).map((candidate) => ({ label: candidate.token, href: linkTo(chain.key, candidate.token), selected: candidate === option })),
          ...chain.unavailableTokens.map(({ symbol, note }) => ({ label: symbol, href: '', selected: false, unavailable: note })),
        ]
      : [],
    // Only the open page shows it, and its QR code is rendered on the event loop: made only for it.
    target: session.status === 'pending' && chain && option ? await paymentTarget(chain, option, topUp?.progress) : undefined,
    hashChains: offered.map((candidate) => ({ key: candidate.key, name: candidate.name, selected: candidate === chain })),
    payment: session.payment && {
      ...session.payment,
      chainName: paidOn?.name ?? session.payment.chain,
      txUrl: paidOn && `${paidOn.explorerUrl}/tx/${session.payment.tx_hash}`,
    },
    paymentShown: paymentShownKey(session.payment),
    failureReason: failureText(session.failureReason, session.payment),
    statusUrl: `${pageUrl}/status`,
    paymentsUrl: `${pageUrl}/payments`,
  };
}

/**
 * What of a payment changes the page other than its confirmations, which the poll updates in place:
 * its transaction and the amount received. A session stays `processing` from a submitted transaction
 * still unmined to its payment seen, and `pending` through an underpaid top-up, so the poll also
 * refreshes the page when this differs; browser/checkout.ts builds the same from the status answer.
 */
const paymentShownKey = (payment: Pick<Payment, 'tx_hash' | 'amount_received'> | null): string =>
  payment ? `${payment.tx_hash} ${payment.amount_received}` : '';

/** A failed session's `failure_reason` in words for the customer; an unknown code gets the page's general text. */
function failureText(reason: string | null, payment: Payment | null): string | null {
  switch (reason) {
    case 'underpaid':
      return payment
        ? `Only ${payment.amount_received} ${payment.token} of the ${payment.amount_due} ${payment.token} due arrived before the checkout expired. Contact the merchant about the amount received.`
        : 'Less than the amount due arrived before the checkout expired. Contact the merchant about the amount received.';
    case 'transaction_reverted':
      return 'The transaction failed on the chain (it was reverted), so no tokens moved. Return to the merchant to start again.';
    default:
      return null;
  }
}

/**
 * An underpaid session stays open for a top-up (docs/payments.md): the rest of the amount due, on
 * the chain and token of the payment received, which only adds up with payments in that token.
 */
function topUpOf(payment: Payment | null, options: readonly PaymentOption[], chains: ChainRegistry): { option: PaymentOption; progress: TopUp } | undefined {
  if (!payment || payment.late || payment.extra || payment.status === 'withdrawn') return undefined;
  const token = chains.token(payment.chain, payment.token);
  const option = options.find((candidate) => candidate.chain === payment.chain && candidate.token === payment.token);
  if (!token || !option) return undefined;
  const rest = parseUnits(payment.amount_due, token.decimals) - parseUnits(payment.amount_received, token.decimals);
  if (rest <= 0n) return undefined;
  return {
    option: {
      ...option,
      amount: formatBaseUnits(rest, token.decimals),
      amount_base_units: rest.toString(),
      eip681_uri: erc20TransferUri({ token: option.token_address, chainId: option.chain_id, recipient: option.address, amount: rest }),
    },
    progress: { received: payment.amount_received, due: payment.amount_due },
  };
}

async function paymentTarget(chain: Chain, option: PaymentOption, topUp: TopUp | undefined): Promise<PaymentTarget> {
  const qrSvg = await QRCode.toString(option.eip681_uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  const recipient = getAddress(option.address);
  return {
    chain,
    symbol: option.token,
    recipient,
    amount: option.amount,
    uri: option.eip681_uri,
    qrSvg,
    topUp,
    wallet: {
      chain: chain.key,
      chainId: `0x${chain.chainId.toString(16)}`,
      chainName: chain.name,
      nativeCurrency: chain.nativeCurrency,
      rpcUrls: chain.walletRpcUrl ? [chain.walletRpcUrl] : [],
      blockExplorerUrls: [chain.explorerUrl],
      token: getAddress(option.token_address),
      to: recipient,
      amount: option.amount_base_units,
    },
  };
}
