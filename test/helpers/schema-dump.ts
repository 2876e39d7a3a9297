import path from 'node:path';
import type { Queryable } from '../../src/core/db/pool.js';
import { sqlDir } from '../../src/core/paths.js';

/** The checked-in schema: what migrating an empty database with sql/ makes (`npm run schema:dump`). */
export const schemaDumpFile = path.join(sqlDir, 'schema.sql');

const HEADER = `-- The schema that sql/'s migrations make, written by \`npm run schema:dump\`: do not edit by hand.
-- test/foundation/schema.test.ts fails when a freshly migrated database differs from it.
-- graphile-worker's own schema (graphile_worker) is its version's, and not listed.
`;

// Everything is read from the catalogs through Postgres's own deparsing functions, not pg_dump: no
// binary is needed and no dump format's version shows. Each part is sorted by name, so the text
// depends only on the schema, not on the order the migrations made it in.

const TABLES = `
SELECT c.oid, c.relname AS name, c.relpersistence = 'u' AS unlogged
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
 ORDER BY c.relname`;

const COLUMNS = `
SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null,
       pg_get_expr(d.adbin, d.adrelid) AS default
  FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
 WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped
 ORDER BY a.attnum`;

// NOT NULL is a column's (Postgres 18 also lists it as a constraint of its own).
const CONSTRAINTS = `
SELECT conname AS name, pg_get_constraintdef(oid) AS definition
  FROM pg_constraint WHERE conrelid = $1 AND contype <> 'n' ORDER BY conname`;

// An index that backs a constraint (primary key, unique) is the constraint's, listed above it.
const INDEXES = `
SELECT pg_get_indexdef(i.indexrelid) AS definition
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
 WHERE i.indrelid = $1 AND NOT EXISTS (SELECT FROM pg_constraint k WHERE k.conindid = i.indexrelid AND k.conrelid = i.indrelid)
 ORDER BY c.relname`;

const TRIGGERS = `
SELECT pg_get_triggerdef(oid) AS definition FROM pg_trigger WHERE tgrelid = $1 AND NOT tgisinternal ORDER BY tgname`;

const VIEWS = `
SELECT c.relname AS name, c.relkind = 'm' AS materialized, pg_get_viewdef(c.oid, false) AS definition
  FROM pg_class c
 WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('v', 'm')
 ORDER BY c.relname`;

const SEQUENCES = `
SELECT sequencename AS name, data_type, start_value, increment_by
  FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`;

const FUNCTIONS = `
SELECT pg_get_functiondef(p.oid) AS definition
  FROM pg_proc p
 WHERE p.pronamespace = 'public'::regnamespace
 ORDER BY p.proname, pg_get_function_identity_arguments(p.oid)`;

const TYPES = `
SELECT t.typname AS name, t.typtype AS kind,
       format_type(t.typbasetype, t.typtypmod) AS base,
       (SELECT string_agg(quote_literal(e.enumlabel), ', ' ORDER BY e.enumsortorder) FROM pg_enum e WHERE e.enumtypid = t.oid) AS labels
  FROM pg_type t
 WHERE t.typnamespace = 'public'::regnamespace AND t.typtype IN ('e', 'd')
 ORDER BY t.typname`;

const EXTENSIONS = `SELECT extname AS name FROM pg_extension WHERE extname <> 'plpgsql' ORDER BY extname`;

/** The public schema of `db` as SQL text, sorted and stable (see schemaDumpFile). */
export async function dumpSchema(db: Queryable): Promise<string> {
  const parts: string[] = [HEADER.trimEnd()];
  for (const { name } of (await db.query<{ name: string }>(EXTENSIONS)).rows) parts.push(`CREATE EXTENSION ${name};`);
  for (const type of (await db.query<{ name: string; kind: string; base: string; labels: string | null }>(TYPES)).rows) {
    parts.push(type.kind === 'e' ? `CREATE TYPE ${type.name} AS ENUM (${type.labels ?? ''});` : `CREATE DOMAIN ${type.name} AS ${type.base};`);
  }
  for (const sequence of (await db.query(SEQUENCES)).rows) {
    parts.push(`CREATE SEQUENCE ${sequence.name} AS ${sequence.data_type} START ${sequence.start_value} INCREMENT ${sequence.increment_by};`);
  }
  for (const table of (await db.query<{ oid: number; name: string; unlogged: boolean }>(TABLES)).rows) {
    const columns = (await db.query<{ name: string; type: string; not_null: boolean; default: string | null }>(COLUMNS, [table.oid])).rows;
    const constraints = (await db.query<{ name: string; definition: string }>(CONSTRAINTS, [table.oid])).rows;
    const lines = [
      ...columns.map(
        (column) => `  ${column.name} ${column.type}${column.default === null ? '' : ` DEFAULT ${column.default}`}${column.not_null ? ' NOT NULL' : ''}`,
      ),
      ...constraints.map((constraint) => `  CONSTRAINT ${constraint.name} ${constraint.definition}`),
    ];
    const indexes = (await db.query<{ definition: string }>(INDEXES, [table.oid])).rows.map((index) => `${index.definition};`);
    const triggers = (await db.query<{ definition: string }>(TRIGGERS, [table.oid])).rows.map((trigger) => `${trigger.definition};`);
    parts.push([`CREATE ${table.unlogged ? 'UNLOGGED ' : ''}TABLE ${table.name} (`, lines.join(',\n'), ');', ...indexes, ...triggers].join('\n'));
  }
  for (const view of (await db.query<{ name: string; materialized: boolean; definition: string }>(VIEWS)).rows) {
    parts.push(`CREATE ${view.materialized ? 'MATERIALIZED ' : ''}VIEW ${view.name} AS\n${view.definition}`);
  }
  for (const fn of (await db.query<{ definition: string }>(FUNCTIONS)).rows) parts.push(`${fn.definition.trimEnd()};`);
  return `${parts
    .join('\n\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')}\n`;
}
