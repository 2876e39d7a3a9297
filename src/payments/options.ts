import type { ChainRegistry } from '../core/chain/registry.js';
import { invalidField } from '../core/errors.js';
import { usdCentsToBaseUnits } from '../core/money.js';
import type { Network } from '../core/network.js';

/**
 * Attribution (docs/payments.md): every session of a project is paid at the project's one address,
 * so each open session gets, per chain and token, its own exact amount: the USD amount in base
 * units plus a tag below one cent. A 6-decimal token has 10,000 tags per cent amount
 * (19.990000 … 19.999999); tags are capped at 10,000 for tokens with more decimals.
 */
export const MAX_TAGS = 10_000n;

/** How many distinct amounts a token offers per cent amount: every base unit below one cent, up to MAX_TAGS. */
export function tagSpace(decimals: number): bigint {
  const belowOneCent = 10n ** BigInt(decimals - 2);
  return belowOneCent < MAX_TAGS ? belowOneCent : MAX_TAGS;
}

/** A chain and token a session of `network` can be paid with: its chain has an RPC URL, so it is watched. */
interface Offer {
  position: number;
  chain: string;
  chainId: number;
  token: string;
  tokenAddress: string;
  decimals: number;
}

/** The registry is fixed once loaded: each network's offers are worked out once per registry. */
const offersByRegistry = new WeakMap<ChainRegistry, Map<Network, Offer[]>>();

export function offersOf(chains: ChainRegistry, network: Network): Offer[] {
  let byNetwork = offersByRegistry.get(chains);
  if (!byNetwork) {
    byNetwork = new Map();
    offersByRegistry.set(chains, byNetwork);
  }
  let offers = byNetwork.get(network);
  if (!offers) {
    offers = chains
      .chainsOf(network)
      .filter((chain) => chain.rpcUrl !== undefined)
      .flatMap((chain) =>
        chain.tokens.map((token) => ({ chain: chain.key, chainId: chain.chainId, token: token.symbol, tokenAddress: token.address, decimals: token.decimals })),
      )
      .map((offer, position) => ({ ...offer, position }));
    byNetwork.set(network, offers);
  }
  return offers;
}

/**
 * The payment options of a new session, allocated inside the session's creating statement by the
 * SQL function `allocate_payment_options` (sql/012): one tagged amount per offer, walked from a
 * random start to the first tag no open option at the address holds, races settled by the
 * partial unique index. An offer whose whole tag space is held is a 400 naming `amount_usd`: the
 * merchant varies the amount or waits.
 */
export interface OptionAllocation {
  /** The function's offer arguments, in its parameter order (positions … tag spaces). */
  args: unknown[];
  /** The options as a session query returns them, from the amounts the function returned. */
  options(address: string, amounts: string[]): StoredPaymentOption[];
  /** The 400 for the function's "tags used up" error, or undefined for any other error. */
  refusal(error: unknown): Error | undefined;
}

export function optionAllocation(offers: Offer[], amountCents: bigint): OptionAllocation {
  return {
    args: [
      offers.map((offer) => offer.position),
      offers.map((offer) => offer.chain),
      offers.map((offer) => offer.chainId),
      offers.map((offer) => offer.token),
      offers.map((offer) => offer.tokenAddress),
      offers.map((offer) => offer.decimals),
      offers.map((offer) => usdCentsToBaseUnits(amountCents, offer.decimals).toString()),
      offers.map((offer) => tagSpace(offer.decimals).toString()),
    ],
    options: (address, amounts) =>
      offers.map((offer, k) => ({
        chain: offer.chain,
        chain_id: offer.chainId,
        token: offer.token,
        token_address: offer.tokenAddress,
        decimals: offer.decimals,
        address,
        amount_base_units: amounts[k]!,
      })),
    refusal(error) {
      if ((error as { code?: unknown }).code !== TAGS_USED_UP) return undefined;
      const position = Number((error as { detail?: unknown }).detail);
      const { chain, token, decimals } = offers.find((offer) => offer.position === position) ?? offers[0]!;
      return invalidField(
        'amount_usd',
        `all ${tagSpace(decimals)} payable amounts for this USD amount on ${chain} ${token} are held by open sessions of this receiving address; vary the amount by a cent or retry once some sessions close`,
      );
    },
  };
}

/** The SQLSTATE `allocate_payment_options` raises when an offer's tags are all held. */
const TAGS_USED_UP = 'PPTAG';

/** An option as the session query returns it (see OPTIONS_SQL). */
export interface StoredPaymentOption {
  chain: string;
  chain_id: number;
  token: string;
  token_address: string;
  decimals: number;
  address: string;
  amount_base_units: string;
}

/** The session's options as a JSON array, in registry order: a column of every session query. */
export const paymentOptionsColumn = (sessionId: string) =>
  `(SELECT coalesce(json_agg(json_build_object('chain', o.chain, 'chain_id', o.chain_id, 'token', o.token, 'token_address', o.token_address,
       'decimals', o.decimals, 'address', o.address, 'amount_base_units', o.amount_base_units::text) ORDER BY o.position), '[]'::json)
     FROM checkout_payment_options o WHERE o.session_id = ${sessionId}) AS payment_options`;
