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
  const belowOneCent = usdCentsToBaseUnits(1n, decimals);
  return belowOneCent < MAX_TAGS ? belowOneCent : MAX_TAGS;
}

/** A chain and token a session of `network` can be paid with: its chain has an RPC URL, so it is watched. */
interface Offer {
  chain: string;
  chainId: number;
  token: string;
  tokenAddress: string;
  decimals: number;
  /** Base units in one cent: the USD amount in base units is cents times this. */
  perCent: bigint;
}

/** What a session of a network is offered, worked out once per registry (it is fixed once loaded). */
export interface NetworkOffers {
  offers: Offer[];
  /** The offer with the fewest tags, which bounds them all; none without offers. */
  narrowest: Offer | undefined;
  /** How many tags a session of this network draws from (no offers: the cap; such a session reserves a tag no one needs). */
  tags: number;
}

const offersByRegistry = new WeakMap<ChainRegistry, Map<Network, NetworkOffers>>();

export function offersOf(chains: ChainRegistry, network: Network): NetworkOffers {
  let byNetwork = offersByRegistry.get(chains);
  if (!byNetwork) {
    byNetwork = new Map();
    offersByRegistry.set(chains, byNetwork);
  }
  let worked = byNetwork.get(network);
  if (!worked) {
    const offers = chains
      .chainsOf(network)
      .filter((chain) => chain.rpcUrl !== undefined)
      .flatMap((chain) =>
        chain.tokens.map((token) => ({
          chain: chain.key,
          chainId: chain.chainId,
          token: token.symbol,
          tokenAddress: token.address,
          decimals: token.decimals,
          perCent: usdCentsToBaseUnits(1n, token.decimals),
        })),
      );
    const narrowest = offers.reduce<Offer | undefined>(
      (least, offer) => (least && tagSpace(least.decimals) <= tagSpace(offer.decimals) ? least : offer),
      undefined,
    );
    worked = { offers, narrowest, tags: Number(narrowest ? tagSpace(narrowest.decimals) : MAX_TAGS) };
    byNetwork.set(network, worked);
  }
  return worked;
}

/**
 * The payment options of a new session: one tag for all offers, so every option is the USD amount
 * in its token's base units plus the same tag, reserved by the session row's unique index
 * (sql/013). The tag space is the smallest of the offered tokens'. When every tag is held, the
 * answer is a 400 naming `amount_usd`: the merchant varies the amount or waits.
 */
export interface OptionAllocation {
  /** How many tags there are to draw from. */
  tags: number;
  /** The options at `address` with `tag`, as the session stores them. */
  options(address: string, tag: number): StoredPaymentOption[];
  /** The offer arguments of the SQL function `create_checkout_session`, which draws a free tag itself: the offers as JSON, the tag space. */
  args(): [string, number];
  /** The 400 for the function's "tags used up" error, or undefined for any other error. */
  refusal(error: unknown): Error | undefined;
}

/** An offer priced for a session: as its stored option has it, with `amount` in base units. */
const pricedOption = (offer: Offer, address: string, amount: bigint) => ({
  chain: offer.chain,
  chain_id: offer.chainId,
  token: offer.token,
  token_address: offer.tokenAddress,
  decimals: offer.decimals,
  address,
  amount_base_units: amount.toString(),
});

export function optionAllocation({ offers, narrowest, tags }: NetworkOffers, amountCents: bigint): OptionAllocation {
  return {
    tags,
    options: (address, tag) => offers.map((offer) => pricedOption(offer, address, amountCents * offer.perCent + BigInt(tag))),
    args: () => [
      JSON.stringify(
        offers.map((offer) => {
          // The function adds the address and the tag to `base`, the USD amount in base units.
          const { address: _added, amount_base_units: base, ...stored } = pricedOption(offer, '', amountCents * offer.perCent);
          return { ...stored, base };
        }),
      ),
      tags,
    ],
    refusal(error) {
      if ((error as { code?: unknown }).code !== TAGS_USED_UP) return undefined;
      const where = narrowest ? ` on ${narrowest.chain} ${narrowest.token}` : '';
      return invalidField(
        'amount_usd',
        `all ${tags} payable amounts for this USD amount${where} are held by open sessions of this receiving address; vary the amount by a cent or retry once some sessions close`,
      );
    },
  };
}

/** The SQLSTATE `create_checkout_session` raises when every tag of the amount is held. */
const TAGS_USED_UP = 'PPTAG';

/** An option as stored in the session's `payment_options` (sql/013). */
export interface StoredPaymentOption {
  chain: string;
  chain_id: number;
  token: string;
  token_address: string;
  decimals: number;
  address: string;
  amount_base_units: string;
}
