import { Ajv, type ErrorObject } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import { type FieldProblem, ValidationError } from './errors.js';
import { documentedAs } from './schema-registry.js';

// ajv-formats is CommonJS; its default export arrives wrapped under NodeNext.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** One ajv instance for the whole service: each schema is compiled once, when its module loads. */
const ajv = addFormats(new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }));
// `uri` accepts any scheme (mailto:, javascript:); links the service sends people to must be web addresses.
ajv.addFormat('http-url', (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
});

/**
 * An absolute http or https URL of at most `maxLength` characters. ajv checks it with `http-url`
 * (the URL parser's reading, so the message is precise); the documents show the standard `uri`
 * format with a pattern to the same effect, which tools know.
 */
export const httpUrlSchema = <const N extends number>(maxLength: N) =>
  documentedAs({ type: 'string', maxLength, format: 'http-url' } as const, {
    type: 'string',
    maxLength,
    format: 'uri',
    pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\s]+',
    description: 'An absolute http or https URL.',
  });

export type Validator<T> = (input: unknown) => T;
export type Checked<T> = { ok: true; value: T } | { ok: false; problems: FieldProblem[] };
export type Checker<T> = (input: unknown) => Checked<T>;

/**
 * Compiles `schema` once and returns a function that tells whether the input fits, giving it back
 * typed by the schema, or every problem by the field path the client sent (`name`,
 * `files[2].content`, `metadata.order_id`). For input checked piece by piece (a batch's items),
 * where a problem is an outcome to record rather than a reason to stop.
 */
export function schemaChecker<const S extends JSONSchema>(schema: S): Checker<FromSchema<S>>;
// The implementations are untyped on purpose: the schema is the proof of the type, and FromSchema is
// only resolved at call sites (resolving it over a generic S is too deep for the compiler).
export function schemaChecker(schema: object): Checker<unknown> {
  const validate = ajv.compile(schema);
  return (input) => (validate(input) ? { ok: true, value: input } : { ok: false, problems: problemsOf(validate.errors ?? []) });
}
const untypedChecker = schemaChecker as (schema: object) => Checker<unknown>;

/**
 * Like `schemaChecker`, but gives the input back or throws a `ValidationError` listing every
 * problem. A missing body is checked as `{}`, so that the required fields are named rather than "body".
 */
export function bodyValidator<const S extends JSONSchema>(schema: S): Validator<FromSchema<S>>;
export function bodyValidator(schema: object): Validator<unknown> {
  const check = untypedChecker(schema);
  return (input) => {
    const checked = check(input === undefined ? {} : input);
    if (checked.ok) return checked.value;
    throw new ValidationError(checked.problems);
  };
}

function problemsOf(errors: ErrorObject[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    // The propertyNames wrapper only repeats what the key's own error (reported by its key) says.
    if (error.keyword === 'propertyNames') continue;
    const problem = error.propertyName === undefined ? describe(error) : describeKey(error, error.propertyName);
    const key = `${problem.field}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/** A rule on an object's keys (propertyNames) broken by `key`: reported at the key, e.g. `metadata.<key>: key must be…`. */
function describeKey(error: ErrorObject, key: string): FieldProblem {
  const { message } = describe(error);
  return { field: fieldOf(error.instancePath, key), message: `key ${message}` };
}

function describe(error: ErrorObject): FieldProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: fieldOf(error.instancePath, String(params.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { field: fieldOf(error.instancePath, String(params.additionalProperty)), message: 'is not allowed' };
    case 'type':
      return { field: fieldOf(error.instancePath), message: `must be ${article(String(params.type))}` };
    case 'minLength':
      return { field: fieldOf(error.instancePath), message: params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters` };
    case 'maxLength':
      return { field: fieldOf(error.instancePath), message: `must be at most ${params.limit} characters` };
    case 'enum':
      return { field: fieldOf(error.instancePath), message: `must be one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}` };
    case 'minimum':
      return { field: fieldOf(error.instancePath), message: `must be at least ${params.limit}` };
    case 'maximum':
      return { field: fieldOf(error.instancePath), message: `must be at most ${params.limit}` };
    case 'format':
      return { field: fieldOf(error.instancePath), message: FORMAT_REASONS[String(params.format)] ?? `must be a valid ${params.format}` };
    case 'maxProperties':
      return { field: fieldOf(error.instancePath), message: `must have at most ${params.limit} keys` };
    case 'minProperties':
      return {
        field: fieldOf(error.instancePath),
        message: params.limit === 1 ? 'must contain at least one field' : `must contain at least ${params.limit} fields`,
      };
    case 'minItems':
      return { field: fieldOf(error.instancePath), message: params.limit === 1 ? 'must not be empty' : `must have at least ${params.limit} items` };
    case 'maxItems':
      return { field: fieldOf(error.instancePath), message: `must have at most ${params.limit} items` };
    case 'pattern':
      return { field: fieldOf(error.instancePath), message: 'has an invalid format' };
    default:
      return { field: fieldOf(error.instancePath), message: error.message ?? 'is invalid' };
  }
}

/** JSON Pointer (`/files/2/content`) to the path a client wrote (`files[2].content`); the root is `body`. */
export function fieldOf(pointer: string, child?: string): string {
  const tokens =
    pointer === ''
      ? []
      : pointer
          .slice(1)
          .split('/')
          .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (child !== undefined) tokens.push(child);
  return formatFieldPath(tokens);
}

/** Path tokens as a client writes the field: `['files', 2, 'content']` → `files[2].content`; none is `body`. */
export function formatFieldPath(tokens: ReadonlyArray<string | number>): string {
  let path = '';
  for (const token of tokens) {
    if (typeof token === 'number' || /^\d+$/.test(token)) path += `[${token}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(token)) path += path === '' ? token : `.${token}`;
    else path += `[${JSON.stringify(token)}]`;
  }
  return path === '' ? 'body' : path;
}

const FORMAT_REASONS: Record<string, string> = {
  uri: 'must be a valid URL',
  'http-url': 'must be an absolute http or https URL',
  'date-time': 'must be an ISO 8601 date-time with a time zone, e.g. 2026-01-31T12:00:00Z',
};

function article(type: string): string {
  const names = type
    .split(',')
    .map((name) => (name === 'integer' ? 'an integer' : name === 'object' || name === 'array' ? `an ${name}` : name === 'null' ? 'null' : `a ${name}`));
  return names.join(' or ');
}
