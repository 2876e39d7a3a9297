/**
 * The baseline of bench/checkout.ts: a bare Koa app on the same Postgres, with none of the
 * service's promises (no auth, no rate limit, no expiry, no validation beyond JSON.parse).
 *   POST /sessions       reads the JSON body, one INSERT … RETURNING
 *   GET  /sessions/:id   one SELECT by primary key
 *   GET  /sessions       one SELECT of the newest 10 of a project (the list)
 *     (each with `?options=N`: every row answered with N payment options of the service's shape,
 *     fixed values, as many bytes as the service's answer, to tell its size from the service's work)
 *   POST /verifications  reads the JSON body, one INSERT of a receipt-sized row, answers a verification-sized
 *                        JSON: the floor under the single verify (HTTP, one durable commit), without the verify
 * Started as a child process by the bench: DATABASE_URL and PORT from the environment; prints
 * `ready <port>` once listening.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pg from 'pg';
import { newId } from '../src/core/ids.js';

const PROJECT = 'proj_bare';
const COLUMNS = 'id, project_id, network, amount_cents::text AS amount_cents, description, metadata, status, created_at, expires_at';

/**
 * The bare table: the same columns as checkout_sessions and its listing index, no foreign key, no
 * view. Its ids are the service's (newId: time-led), made in Node as the service makes them, so
 * that at scale both primary keys take new rows at their right edge.
 */
export const BARE_TABLE_SQL = `
  CREATE TABLE IF NOT EXISTS bench_bare_sessions (
    id text PRIMARY KEY,
    project_id text NOT NULL,
    network text NOT NULL,
    amount_cents bigint NOT NULL,
    description text,
    metadata jsonb,
    return_url text,
    cancel_url text,
    status text NOT NULL DEFAULT 'pending',
    failure_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL DEFAULT now() + interval '30 minutes',
    expired_at timestamptz
  );
  CREATE INDEX IF NOT EXISTS bench_bare_sessions_listing ON bench_bare_sessions (project_id, network, created_at DESC, id DESC);
  CREATE TABLE IF NOT EXISTS bench_bare_verifications (
    id text PRIMARY KEY,
    receipt text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  );`;

/** A payment option as the service answers it (session-api.ts), with fixed values of typical length. */
const OPTION_LIKE = {
  chain: 'base-sepolia',
  chain_id: 84532,
  token: 'USDC',
  token_address: '0x036CbD53842c5426634e7929541eC2318f3dCF7e',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  amount: '19.990042',
  amount_base_units: '19990042',
  eip681_uri: 'ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x52908400098527886E0F7030069857D2E4169EE7&uint256=19990042',
};

/** A session row as answered: as read, or with `options` payment options like the service's. */
function answer(row: { id: string }, options: string | string[] | undefined): object {
  const count = Number(options ?? 0);
  return count > 0
    ? { ...row, checkout_url: `http://127.0.0.1/c/${row.id}`, payment: null, payment_options: Array(count).fill(OPTION_LIKE), payments: [] }
    : row;
}

/** About the length of a receipt (a compact JWS of the claims), so the floor stores and answers as much. */
const RECEIPT_LIKE = 'r'.repeat(560);

async function main() {
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  const app = new Koa();
  app.use(async (ctx) => {
    if (ctx.method === 'POST' && ctx.path === '/sessions') {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { amount_usd: number; description?: string; metadata?: object };
      const { rows } = await db.query(
        `INSERT INTO bench_bare_sessions (id, project_id, network, amount_cents, description, metadata) VALUES ($1, $2, 'testnet', $3, $4, $5) RETURNING ${COLUMNS}`,
        [newId('bs'), PROJECT, Math.round(body.amount_usd * 100), body.description ?? null, body.metadata ?? null],
      );
      ctx.status = 201;
      ctx.body = answer(rows[0], ctx.query.options);
    } else if (ctx.method === 'POST' && ctx.path === '/verifications') {
      const chunks: Buffer[] = [];
      for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
      JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const { rows } = await db.query<{ id: string; created_at: Date }>(
        'INSERT INTO bench_bare_verifications (id, receipt) VALUES ($1, $2) RETURNING id, created_at',
        [newId('bv'), RECEIPT_LIKE],
      );
      ctx.body = { object: 'zk.verification', id: rows[0]!.id, verified: true, receipt: RECEIPT_LIKE, created_at: rows[0]!.created_at };
    } else if (ctx.method === 'GET' && ctx.path === '/sessions') {
      const { rows } = await db.query(
        `SELECT ${COLUMNS} FROM bench_bare_sessions WHERE project_id = $1 AND network = 'testnet' ORDER BY created_at DESC, id DESC LIMIT 10`,
        [PROJECT],
      );
      ctx.body = { object: 'list', data: rows.map((row) => answer(row, ctx.query.options)) };
    } else if (ctx.method === 'GET' && ctx.path.startsWith('/sessions/')) {
      const { rows } = await db.query(`SELECT ${COLUMNS} FROM bench_bare_sessions WHERE id = $1`, [ctx.path.slice('/sessions/'.length)]);
      ctx.status = rows[0] ? 200 : 404;
      ctx.body = rows[0] ? answer(rows[0], ctx.query.options) : { error: 'not found' };
    } else ctx.status = 404;
  });
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', resolve));
  process.stdout.write(`ready ${(server.address() as AddressInfo).port}\n`);
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void db.end().then(() => process.exit(0));
  });
}

if (process.argv[1]?.endsWith('bare-checkout-server.js')) await main();
