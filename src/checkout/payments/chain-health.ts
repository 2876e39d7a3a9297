import type { ChainRegistry } from '../../core/chain/registry.js';
import type { Queryable } from '../../core/db/pool.js';

/** One chain in `GET /v1/health`'s `checks.chains`, by registry key. */
export const chainHealthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'head_block', 'last_ok_at'],
  properties: {
    status: { enum: ['ok', 'down'] },
    head_block: { type: ['integer', 'null'], minimum: 0 },
    last_ok_at: { type: ['string', 'null'], format: 'date-time' },
    error: { type: 'string' },
  },
} as const;

export interface ChainHealth {
  status: 'ok' | 'down';
  /** The head its watcher last read, and when its RPC last answered a whole pass. */
  head_block: number | null;
  last_ok_at: string | null;
  /** Why the last pass failed, while the chain is down. */
  error?: string;
}

/**
 * Each watched chain as its watcher last found it: down when the last pass failed (its RPC did not
 * answer), ok otherwise. Read from what the watchers record, so a health check never waits on an RPC.
 */
export async function chainHealth(db: Queryable, chains: ChainRegistry): Promise<Record<string, ChainHealth>> {
  const watched = chains.chains.filter((chain) => chain.rpcUrl !== undefined).map((chain) => chain.key);
  const { rows } = await db.query<{ chain: string; head_block: string | null; last_ok_at: Date | null; last_error_at: Date | null; last_error: string | null }>(
    'SELECT chain, head_block, last_ok_at, last_error_at, last_error FROM chain_watchers WHERE chain = ANY($1::text[])',
    [watched],
  );
  const report: Record<string, ChainHealth> = {};
  for (const key of watched) {
    const row = rows.find((candidate) => candidate.chain === key);
    const failing = row?.last_error_at != null && (row.last_ok_at === null || row.last_error_at > row.last_ok_at);
    report[key] = {
      status: failing ? 'down' : 'ok',
      head_block: row?.head_block == null ? null : Number(row.head_block),
      last_ok_at: row?.last_ok_at?.toISOString() ?? null,
      ...(failing ? { error: row!.last_error! } : {}),
    };
  }
  return report;
}
