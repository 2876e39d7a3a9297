import type { ChainRegistry } from '../../core/chain/registry.js';
import { invalidField } from '../../core/errors.js';
import { usdCentsToBaseUnits } from '../../core/money.js';
import type { Queryable } from '../../core/db/pool.js';
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

/**
 * A session's options: each offer at `address`, for `amountCents` in the offer's base units plus
 * `tag`. The SQL function offer_set_options (sql/007_checkout.sql) is the same rule for the SQL that looks inside options.
 */
export const optionsAt = (offers: StoredOffer[], address: string, amountCents: bigint, tag: number): StoredPaymentOption[] =>
  // Field by field: a set read back from jsonb has its keys in jsonb's order, and answers keep the registry's.
  offers.map(({ chain, chain_id, token, token_address, decimals }) => ({
    chain,
    chain_id,
    token,
    token_address,
    decimals,
    address,
    amount_base_units: (usdCentsToBaseUnits(amountCents, decimals) + BigInt(tag)).toString(),
  }));

/** What a session of a network is offered, worked out once per registry (it is fixed once loaded). */
export interface NetworkOffers {
  offers: StoredOffer[];
  /** The offer with the fewest tags, which bounds them all; none without offers. */
  narrowest: StoredOffer | undefined;
  /** How many tags a session of this network draws from (no offers: the cap; such a session reserves a tag no one needs). */
  tags: number;
  /**
   * The id the database gave these offers as an offer set, once a create has learned it
   * (create_checkout_session answers it). Only a guess for the next creates: their insert checks
   * that the set exists in its database.
   */
  offerSet?: string;
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
    worked = { offers, narrowest, tags: Number(narrowest ? tagSpace(narrowest.decimals) : MAX_TAGS) };
    byNetwork.set(network, worked);
  }
  return worked;
}

/**
 * The payment options of a new session: one tag for all offers, so every option is the USD amount
 * in its token's base units plus the same tag, reserved by the session row's unique index
 * (sql/007_checkout.sql). The tag space is the smallest of the offered tokens'. When every tag is held, the
 * answer is a 400 naming `amount_usd`: the merchant varies the amount or waits.
 */
export interface OptionAllocation {
  /** How many tags there are to draw from. */
  tags: number;
  /** The options at `address` with `tag`, as the session has them. */
  options(address: string, tag: number): StoredPaymentOption[];
  /** The offer arguments of the SQL function `create_checkout_session`, which draws a free tag itself: the offers as JSON, the tag space. */
  args(): [string, number];
  /** The 400 for the function's "tags used up" error, or undefined for any other error. */
  refusal(error: unknown): Error | undefined;
}

export function optionAllocation({ offers, narrowest, tags }: NetworkOffers, amountCents: bigint): OptionAllocation {
  return {
    tags,
    options: (address, tag) => optionsAt(offers, address, amountCents, tag),
    args: () => [JSON.stringify(offers), tags],
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

/** What an offer set's id stands for: the same in every database (a digest of its offers), so kept for the process's life. */
const offerSets = new Map<string, StoredOffer[]>();

/** Remembers an offer set a create named (its offers are the network's, as sent). */
export function rememberOfferSet(networkOffers: NetworkOffers, id: string): void {
  networkOffers.offerSet = id;
  offerSets.set(id, networkOffers.offers);
}

/** The columns a session row keeps its options in (sql/007_checkout.sql). */
export interface SessionOptionsColumns {
  amount_cents: string;
  /** Null only for a session offered nothing. */
  pay_address: string | null;
  /** Null only for a session offered nothing. */
  amount_tag: number | null;
  offer_set: string | null;
  /** Only for a session from before one tag per session, whose offer set cannot give its options back. */
  legacy_payment_options: StoredPaymentOption[] | null;
}

/**
 * Sessions as read, with their options derived from their offer sets in place of the columns that
 * name them. A set this process has not seen (another registry's) is read once.
 */
export async function withPaymentOptions<Row extends SessionOptionsColumns>(
  db: Queryable,
  rows: Row[],
): Promise<(Omit<Row, Exclude<keyof SessionOptionsColumns, 'amount_cents'>> & { payment_options: StoredPaymentOption[] })[]> {
  const unseen = [...new Set(rows.map((row) => row.offer_set))].filter((id): id is string => id !== null && !offerSets.has(id));
  if (unseen.length > 0) {
    const { rows: sets } = await db.query<{ id: string; offers: StoredOffer[] }>('SELECT id, offers FROM checkout_offer_sets WHERE id = ANY($1)', [unseen]);
    for (const set of sets) offerSets.set(set.id, set.offers);
  }
  return rows.map(({ pay_address, amount_tag, offer_set, legacy_payment_options, ...session }) => {
    const offers = offer_set === null ? undefined : offerSets.get(offer_set);
    if (!legacy_payment_options && !offers) throw new Error(`session's offer set ${offer_set} is not in checkout_offer_sets`);
    return {
      ...session,
      payment_options: legacy_payment_options ?? optionsAt(offers!, pay_address ?? '', BigInt(session.amount_cents), amount_tag ?? 0),
    };
  });
}
