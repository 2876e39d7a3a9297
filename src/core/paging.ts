import type { ParsedUrlQuery } from 'node:querystring';
import { invalidField, ValidationError } from './errors.js';
import { dateTimeSchema } from './schema-fragments.js';
import { type Checker, schemaChecker } from './validation.js';

/** The spec's paging of public list endpoints: `limit` 1–100, default 20, and `starting_after`. */
export const PAGE_LIMIT = { min: 1, max: 100, default: 20 } as const;

/** The OpenAPI description of `limit` and `starting_after`, for the operations of public lists. */
export const pageQuerySchemas = {
  limit: { schema: { type: 'integer', minimum: PAGE_LIMIT.min, maximum: PAGE_LIMIT.max, default: PAGE_LIMIT.default }, description: 'Page size.' },
  starting_after: { schema: { type: 'string', minLength: 1 }, description: 'The last id of the previous page.' },
} as const;

const queryCheckers = new WeakMap<object, Checker<unknown>>();

/**
 * A query parameter given at most once: its value, or undefined when absent. With `schema` (the
 * string schema its operation declares), a value the schema refuses is a 400 naming the parameter,
 * so the documents promise no limit the route does not keep.
 */
export function queryParam(query: ParsedUrlQuery, name: string, schema?: object): string | undefined {
  const value = query[name];
  if (Array.isArray(value)) throw invalidField(name, 'must be given once');
  if (value === undefined || schema === undefined) return value;
  let check = queryCheckers.get(schema);
  if (!check) {
    check = (schemaChecker as (schema: object) => Checker<unknown>)(schema);
    queryCheckers.set(schema, check);
  }
  const checked = check(value);
  if (!checked.ok) throw new ValidationError(checked.problems.map((problem) => ({ field: name, message: problem.message })));
  return value;
}

/**
 * `limit` and `starting_after` of a list, with the list's own `filters` allowed beside them; any
 * other parameter is a 400 naming it, so a misspelt filter is not silently ignored.
 */
export function pageParams(query: ParsedUrlQuery, filters: readonly string[] = []): { limit: number; startingAfter?: string } {
  const known = ['limit', 'starting_after', ...filters];
  for (const name of Object.keys(query)) {
    // An empty name (`?=x`) is named by where it came from, never as "".
    if (!known.includes(name)) throw invalidField(name || 'query', `is not a parameter of this list; use ${known.slice(0, -1).join(', ')} or ${known.at(-1)}`);
  }
  const limitText = queryParam(query, 'limit');
  const startingAfter = queryParam(query, 'starting_after');
  let limit: number = PAGE_LIMIT.default;
  if (limitText !== undefined) {
    limit = Number(limitText);
    if (!/^\d{1,4}$/.test(limitText) || limit < PAGE_LIMIT.min || limit > PAGE_LIMIT.max) {
      throw invalidField('limit', `must be an integer from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}`);
    }
  }
  if (startingAfter === '') throw invalidField('starting_after', 'must not be empty');
  return startingAfter === undefined ? { limit } : { limit, startingAfter };
}

/** A date-time query parameter given at most once, as a Date; undefined when absent; a 400 naming it otherwise. */
export function dateTimeParam(query: ParsedUrlQuery, name: string): Date | undefined {
  const text = queryParam(query, name, dateTimeSchema);
  if (text === undefined) return undefined;
  const date = new Date(text);
  // A leap second (23:59:60) is a date-time JavaScript cannot hold.
  if (Number.isNaN(date.getTime())) throw invalidField(name, 'must be a date-time JavaScript can read (no leap second)');
  return date;
}

/** The `created[<bound>]` parameters a list takes, as Dates by bound (those given only). */
export function createdRange<Bound extends string>(query: ParsedUrlQuery, bounds: readonly Bound[]): Partial<Record<Bound, Date>> {
  const range: Partial<Record<Bound, Date>> = {};
  for (const bound of bounds) {
    const date = dateTimeParam(query, `created[${bound}]`);
    if (date !== undefined) range[bound] = date;
  }
  return range;
}
