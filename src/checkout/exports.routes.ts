import type { ParsedUrlQuery } from 'node:querystring';
import { Readable } from 'node:stream';
import { invalidField } from '../core/errors.js';
import { dateTimeParam } from '../core/paging.js';
import { dateTimeSchema } from '../core/schema-fragments.js';
import type { ApiDeps } from '../http/deps.js';
import { defineProjectRoute } from '../platform/index.js';
import { EXPORT_KINDS, EXPORT_MAX_METADATA_KEYS, type ExportKind, type ExportRange, prepareExport } from './payments/index.js';

/** When `from` is not given: this long before `to`. */
export const EXPORT_DEFAULT_DAYS = 31;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `from` and `to` (ISO 8601 date-times); anything else, or a repeated parameter, is a 400 naming it. */
function parseRange(query: ParsedUrlQuery, now: Date): ExportRange {
  for (const name of Object.keys(query)) {
    if (name !== 'from' && name !== 'to') throw invalidField(name || 'query', 'is not a parameter of this export; use from or to');
  }
  const to = dateTimeParam(query, 'to') ?? now;
  const from = dateTimeParam(query, 'from') ?? new Date(to.getTime() - EXPORT_DEFAULT_DAYS * DAY_MS);
  if (from.getTime() >= to.getTime()) throw invalidField('from', 'must be before to');
  return { from, to };
}

/** `20261101T000000Z`: a time as a file name may hold it. */
const fileTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/[-:]/g, '');

const COLUMNS: Record<ExportKind, string> = {
  sessions:
    '`id`, `created_at`, `status`, `network`, `currency`, `amount_usd`, `description`, `customer_email`, and the payment that paid it (its first credited one still on the chain, a confirmed one first): `chain`, `token`, `token_amount`, `tx_hash`, `payer`, `completed_at`; then `failure_reason`, `expires_at`',
  payments:
    "`id`, `created_at`, `status` (`attributed` or `unattributed`), `session`, `session_amount_usd`, `chain`, `token`, `token_address`, `amount` (token units), `tx_hash`, `log_index`, `block_number`, `payer`, `to_address`, `transfer_state` (`confirming`, `confirmed`, `withdrawn`), `confirmations`, `confirmed_at`; metadata is the session's",
  refunds:
    "`id`, `created_at`, `status`, `failure_reason`, `session`, `session_amount_usd`, `chain`, `token`, `token_address`, `amount` (token units), `from_address`, `to_address` (the payee), `tx_hash`, `block_number`, `confirmations`, `succeeded_at`, `expires_at`; metadata is the session's",
};

/**
 * `GET /v1/exports/{sessions,payments,refunds}.csv?from=&to=`: the accounting exports, streamed
 * (docs/payments.md, "Accounting exports"); and their platform twins for the dashboard's Export CSV.
 */
export const exportRoutes = EXPORT_KINDS.map((kind) =>
  defineProjectRoute({
    method: 'get',
    path: `/v1/exports/${kind}.csv`,
    summary: `Export ${kind} as CSV`,
    description: `The ${kind} of the key's project on the key's network created in [\`from\`, \`to\`), oldest first, as CSV (RFC 4180: CRLF, a header record, quotes doubled), one record per object: ${COLUMNS[kind]}, then one \`metadata.<key>\` column per key any of them has (at most ${EXPORT_MAX_METADATA_KEYS}; more is a 400 naming \`from\`). Times are UTC ISO 8601, USD and token amounts exact decimals, addresses checksummed; a field beginning \`=\`, \`+\`, \`-\`, \`@\`, a tab or CR is prefixed with \`'\` so that no spreadsheet reads it as a formula. \`to\` defaults to now and \`from\` to ${EXPORT_DEFAULT_DAYS} days before \`to\`. The answer is streamed as it is read from the database, a page at a time, at the pace the client reads it. An error before the first byte is the usual error answer; one after it (the database lost mid-way) ends the connection without the chunked answer's last chunk, so the client sees an incomplete transfer, never a file that looks whole.`,
    query: {
      from: { schema: dateTimeSchema, description: `Start of the range (inclusive), ISO 8601 date-time; default \`to\` less ${EXPORT_DEFAULT_DAYS} days.` },
      to: { schema: dateTimeSchema, description: 'End of the range (exclusive), ISO 8601 date-time; default now.' },
    },
    responses: { 200: null },
    mediaTypes: ['text/csv'],
    handle: async (ctx, deps: ApiDeps, scope) => {
      const range = parseRange(ctx.query, new Date());
      const projectScope = await scope('member');
      const prepared = await prepareExport(deps.db, deps.config.chains, projectScope, kind, range);
      // Bytes, not objects: the stream buffers at most one page beyond what the socket takes.
      const body = Readable.from(prepared.chunks, { objectMode: false, highWaterMark: 64 * 1024 });
      // After the first byte an error cannot become an error answer: end the connection instead, so
      // the chunked answer lacks its terminating chunk and no client takes it for a whole file.
      body.once('error', (error) => {
        ctx.state.log.error({ err: error, kind }, 'export failed mid-stream');
        ctx.res.destroy();
      });
      ctx.set('Content-Disposition', `attachment; filename="${kind}-${projectScope.network}-${fileTime(range.from)}-${fileTime(range.to)}.csv"`);
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/csv; charset=utf-8';
      ctx.body = body;
    },
  }),
);
