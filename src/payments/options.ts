import { randomInt } from 'node:crypto';
import type { ChainRegistry } from '../core/chain/registry.js';
import type { Queryable } from '../core/db/pool.js';
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

export function offersOf(chains: ChainRegistry, network: Network): Offer[] {
  return chains
    .chainsOf(network)
    .filter((chain) => chain.rpcUrl !== undefined)
    .flatMap((chain) =>
      chain.tokens.map((token) => ({ chain: chain.key, chainId: chain.chainId, token: token.symbol, tokenAddress: token.address, decimals: token.decimals })),
    )
    .map((offer, position) => ({ ...offer, position }));
}

/** Tags tried first from a random start; almost always one of them is free. */
const FIRST_CANDIDATES = 16;

/** A race with a concurrent create takes one more round; more rounds than this mean the tags are used up. */
const ALLOCATION_ROUNDS = 4;

/**
 * Reserves one tagged amount per offer for a new session, inside the session's creating
 * transaction. One statement per round: for each offer it walks the tags from a random start to
 * the first one no open option at that address holds, and inserts it; the partial unique index
 * settles races (ON CONFLICT skips the loser, which takes another round). An offer whose whole
 * tag space is held is a 400 naming `amount_usd`: the merchant varies the amount or waits.
 * Returns the options as a session query would (so a create need not read them back).
 */
export async function allocatePaymentOptions(
  client: Queryable,
  session: { id: string; amountCents: bigint; address: string },
  offers: Offer[],
): Promise<StoredPaymentOption[]> {
  let missing = offers;
  const allocated: (StoredPaymentOption & { position: number })[] = [];
  for (let round = 0; round < ALLOCATION_ROUNDS && missing.length > 0; round++) {
    const tags = missing.map((offer) => tagSpace(offer.decimals));
    const { rows } = await client.query<StoredPaymentOption & { position: number }>(
      `INSERT INTO checkout_payment_options (session_id, position, chain, chain_id, token, token_address, decimals, address, amount_base_units)
       SELECT $1, o.position, o.chain, o.chain_id, o.token, o.token_address, o.decimals, $2, tagged.amount
         FROM unnest($3::int[], $4::text[], $5::int[], $6::text[], $7::text[], $8::int[], $9::numeric[], $10::bigint[], $11::bigint[])
              AS o(position, chain, chain_id, token, token_address, decimals, base, tags, start)
        CROSS JOIN LATERAL (
          SELECT o.base + g % o.tags AS amount
            -- Postgres materialises a set-returning function in FROM whole before LIMIT stops it:
            -- the first few tags from the random start are a series of their own, and the rest of
            -- the space is generated only when all of those are held (Append runs it only then).
            FROM (SELECT g FROM generate_series(o.start, o.start + least(o.tags, $12) - 1) AS g
                  UNION ALL
                  SELECT g FROM generate_series(o.start + least(o.tags, $12), o.start + o.tags - 1) AS g) AS candidates
           -- A scalar subquery, not NOT EXISTS: it stays one index probe per candidate, where an
           -- anti-join plan read every open option of the address and token.
           WHERE (SELECT true FROM checkout_payment_options p
                   WHERE p.address = $2 AND p.chain = o.chain AND p.token = o.token AND p.open
                     AND p.amount_base_units = o.base + g % o.tags LIMIT 1) IS NULL
           LIMIT 1) AS tagged
       ON CONFLICT (address, chain, token, amount_base_units) WHERE open DO NOTHING
       RETURNING position, chain, chain_id, token, token_address, decimals, address, amount_base_units::text AS amount_base_units`,
      [
        session.id,
        session.address.toLowerCase(),
        missing.map((offer) => offer.position),
        missing.map((offer) => offer.chain),
        missing.map((offer) => offer.chainId),
        missing.map((offer) => offer.token),
        missing.map((offer) => offer.tokenAddress),
        missing.map((offer) => offer.decimals),
        missing.map((offer) => usdCentsToBaseUnits(session.amountCents, offer.decimals).toString()),
        tags.map(String),
        tags.map((space) => randomInt(Number(space)).toString()),
        FIRST_CANDIDATES,
      ],
    );
    allocated.push(...rows);
    const placed = new Set(rows.map((row) => row.position));
    missing = missing.filter((offer) => !placed.has(offer.position));
  }
  if (missing.length > 0) {
    const { chain, token, decimals } = missing[0]!;
    throw invalidField(
      'amount_usd',
      `all ${tagSpace(decimals)} payable amounts for this USD amount on ${chain} ${token} are held by open sessions of this receiving address; vary the amount by a cent or retry once some sessions close`,
    );
  }
  // In registry order, as the session query lists them.
  return allocated.sort((a, b) => a.position - b.position).map(({ position: _position, ...option }) => option);
}

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
