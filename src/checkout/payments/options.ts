import type { ChainRegistry } from '../../core/chain/registry.js';
import { invalidField } from '../../core/errors.js';
import { usdCentsToBaseUnits } from '../../core/money.js';
import type { Network } from '../../core/network.js';

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

/** A chain and token a session of `network` can be paid with (its chain has an RPC URL, so it is watched), as an offer set keeps it (sql/007_checkout.sql). */
export interface StoredOffer {
  chain: string;
  chain_id: number;
  token: string;
  token_address: string;
  decimals: number;
}

/** An option as a session has it: an offer at the session's address, for its tagged amount. */
export interface StoredPaymentOption extends StoredOffer {
  address: string;
  amount_base_units: string;
}

/** What a session of a network is offered, worked out once per registry (it is fixed once loaded). */
export interface NetworkOffers {
  offers: StoredOffer[];
  /** The offer with the fewest tags, which bounds them all; none without offers. */
  narrowest: StoredOffer | undefined;
  /** How many tags a session of this network draws from (no offers: the cap; such a session reserves a tag no one needs). */
  tags: number;
  /** The offers as create_checkout_sessions takes them (an offer set's content). */
  offersJson: string;
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
          chain_id: chain.chainId,
          token: token.symbol,
          token_address: token.address,
          decimals: token.decimals,
        })),
      );
    const narrowest = offers.reduce<StoredOffer | undefined>(
      (least, offer) => (least && tagSpace(least.decimals) <= tagSpace(offer.decimals) ? least : offer),
      undefined,
    );
    worked = { offers, narrowest, tags: Number(narrowest ? tagSpace(narrowest.decimals) : MAX_TAGS), offersJson: JSON.stringify(offers) };
    byNetwork.set(network, worked);
  }
  return worked;
}

/**
 * A new session gets one tag for all offers, so every option is the USD amount in its token's base
 * units plus the same tag, reserved by the session row's unique index; create_checkout_sessions
 * (sql/functions/create_checkout_sessions.sql) draws it. When every tag is held, the answer is a 400 naming
 * `amount_usd`: the merchant varies the amount or waits. This is that 400 for the function's "tags
 * used up" error, or undefined for any other error.
 */
export function tagsUsedUp(error: unknown, { narrowest, tags }: NetworkOffers): Error | undefined {
  if ((error as { code?: unknown }).code !== TAGS_USED_UP) return undefined;
  const where = narrowest ? ` on ${narrowest.chain} ${narrowest.token}` : '';
  return invalidField(
    'amount_usd',
    `all ${tags} payable amounts for this USD amount${where} are held by open sessions of this receiving address; vary the amount by a cent or retry once some sessions close`,
  );
}

/** The SQLSTATE `create_checkout_sessions` raises when every tag of the amount is held. */
const TAGS_USED_UP = 'PPTAG';
