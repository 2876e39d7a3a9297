/**
 * The OpenAPI 3.1 documents, built at start from the operations of each feature's route
 * declarations (`defineRoute`), with the same schema objects the routes validate with and answer by. `GET /v1/openapi.json` describes the public interface (and the hosted page,
 * under its own tag); `GET /api/openapi.json` the platform interface.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../core/paths.js';
import type { ErrorCode } from '../core/errors.js';
import { documentationOf, schemaNameOf } from '../core/schema-registry.js';
import { errorBody, type Interface, platformErrorSchema, publicErrorSchema, statusesOfCodes } from '../http/errors.js';
import type { OperationSpec } from '../http/operations.js';
import { isRateLimited } from '../http/routes.js';

/** One feature's operations, tagged by the feature's name in the document. */
export interface FeatureOperations {
  tag: string;
  description: string;
  operations: OperationSpec[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const version = (JSON.parse(fs.readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }).version;

const ERROR_EXAMPLES: Record<number, { code: ErrorCode; message: string; details?: { field: string; message: string }[] }> = {
  400: { code: 'invalid_request', message: 'amount_usd: is required', details: [{ field: 'amount_usd', message: 'is required' }] },
  401: { code: 'unauthorized', message: 'Missing Authorization header: send "Authorization: Bearer <secret key>"' },
  403: { code: 'forbidden', message: 'Only an admin of this organization may do this' },
  404: { code: 'not_found', message: 'No such checkout session' },
  409: { code: 'conflict', message: 'The ZK proof is already compiling' },
  429: { code: 'rate_limited', message: 'Too many requests: the key limit of 100 per 60 s is used up; retry in 12 s' },
  500: { code: 'internal_error', message: 'An internal error occurred; quote request id req_3f9a… when reporting it' },
  502: { code: 'onchain_unavailable', message: 'The chain RPC did not respond' },
  503: { code: 'unavailable', message: 'The service is temporarily unavailable; retry in 5 seconds (request id req_3f9a…)' },
};

const SECURITY_SCHEMES = {
  secretKey: {
    type: 'http',
    scheme: 'bearer',
    description: 'A project secret key: `sk_test_…` acts on testnets, `sk_live_…` on mainnets.',
  },
  platformJwt: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      "The platform's access token (HS256 with PLATFORM_JWT_SECRET, or RS256/ES256 from PLATFORM_JWKS_URL or the OpenID provider of PLATFORM_OIDC_ISSUER). The dashboard's session cookie stands for it; then a POST, PUT, PATCH or DELETE also sends the session's `X-CSRF-Token` (docs/dashboard.md).",
  },
};

/**
 * The repository carries no open-source license: the documents say so rather than leave it out
 * (an SPDX `LicenseRef-` names a license of one's own).
 */
const LICENSE = { name: 'Proprietary', identifier: 'LicenseRef-Proofpay-Proprietary' };

/** The document of one interface: the public one holds the `public` and `page` operations, the platform one the `platform` ones. */
export function openApiDocument(shape: Interface, features: FeatureOperations[], serverUrl: string): Record<string, Json> {
  const wanted = (op: OperationSpec) => (shape === 'platform' ? op.interface === 'platform' : op.interface !== 'platform');
  const components = new SchemaComponents();
  const errorSchema = components.reference(shape === 'platform' ? platformErrorSchema() : publicErrorSchema());
  const paths: Record<string, Record<string, Json>> = {};
  const tags: Json[] = [];
  for (const feature of features) {
    const operations = feature.operations.filter(wanted);
    if (operations.length === 0) continue;
    tags.push({ name: feature.tag, description: feature.description });
    for (const op of operations) {
      paths[op.path] ??= {};
      paths[op.path]![op.method] = operationObject(op, feature.tag, shape, components, errorSchema);
    }
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: shape === 'platform' ? 'Proofpay platform API' : 'Proofpay API',
      version,
      description:
        shape === 'platform'
          ? 'The platform interface (`/api`, `GET /sessions`): organizations, members, projects and keys, circuits and ZK proof records. Errors are `{error, details}`.'
          : 'The public interface (`/v1`): checkout sessions, proof verification and receipts, and the hosted checkout page (`/c/…`). Errors are `{error: {code, message}}`.',
      contact: { name: 'Proofpay', url: serverUrl },
      license: LICENSE,
    },
    servers: [{ url: serverUrl, description: 'This service' }],
    tags,
    paths: sortedKeys(paths),
    components: {
      securitySchemes: shape === 'platform' ? { platformJwt: SECURITY_SCHEMES.platformJwt } : { secretKey: SECURITY_SCHEMES.secretKey },
      schemas: sortedKeys(components.schemas),
    },
  };
}

/**
 * The `components.schemas` of one document, filled as its operations are written: every object
 * named with `namedSchema` becomes a component the first time it is met, and a `$ref` to it
 * wherever it occurs, nested or not. Objects checked in code (`documentedAs`) show their documentation.
 */
class SchemaComponents {
  readonly schemas: Record<string, Json> = {};
  private readonly named = new Map<string, object>();

  /** `schema` as the document shows it: JSON Schema 2020-12 (see toJsonSchema2020), its named parts as `$ref`s. */
  reference(schema: unknown): Json {
    return toJsonSchema2020(schema, (object) => this.shownAs(object));
  }

  /** What the document shows in place of `object`: its documentation, a `$ref` to its component, or (undefined) the object itself. */
  private shownAs(object: object): Json | undefined {
    const documentation = documentationOf(object);
    if (documentation) return this.reference(documentation);
    const name = schemaNameOf(object);
    if (name === undefined) return undefined;
    const seen = this.named.get(name);
    if (seen === undefined) {
      this.named.set(name, object);
      // The component itself is written out, its own named parts by reference.
      this.schemas[name] = toJsonSchema2020(object, (part) => (part === object ? undefined : this.shownAs(part)));
    } else if (seen !== object) {
      throw new Error(`Two different schemas are named ${name}: a component name must name one schema object`);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
}

function operationObject(op: OperationSpec, tag: string, shape: Interface, components: SchemaComponents, errorSchema: Json): Record<string, Json> {
  const parameters: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => {
    const declared = op.pathParameters?.[name!];
    return {
      name: name!,
      in: 'path',
      required: true,
      schema: components.reference(declared?.schema ?? { type: 'string' }),
      ...(declared?.description ? { description: declared.description } : {}),
    };
  });
  for (const [name, query] of Object.entries(op.query ?? {})) {
    parameters.push({
      name,
      in: 'query',
      required: query.required ?? false,
      schema: components.reference(query.schema),
      ...(query.description ? { description: query.description } : {}),
    });
  }
  const mediaTypes = op.mediaTypes ?? ['text/html'];
  const responses: Record<string, Json> = {};
  for (const [status, schema] of Object.entries(op.responses)) {
    responses[status] =
      schema === null
        ? { description: describeStatus(Number(status)), content: Object.fromEntries(mediaTypes.map((type) => [type, {}])) }
        : { description: describeStatus(Number(status)), content: { 'application/json': { schema: components.reference(schema), ...exampleOf(schema) } } };
  }
  // A page for people (the hosted checkout) answers its errors as pages too.
  const isPage = Object.values(op.responses).every((schema) => schema === null) && mediaTypes.length === 1 && mediaTypes[0] === 'text/html';
  for (const status of errorStatuses(op)) {
    responses[String(status)] = isPage
      ? { description: describeStatus(status), content: { 'text/html': {} } }
      : {
          description: describeStatus(status),
          content: { 'application/json': { schema: errorSchema, example: errorExample(status, shape) } },
        };
  }
  return {
    tags: [tag],
    operationId: operationId(op),
    summary: op.summary,
    description: op.description,
    ...(op.auth === 'none' ? { security: [] } : { security: [{ [op.auth === 'secret_key' ? 'secretKey' : 'platformJwt']: [] }] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(op.requestBody
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: components.reference(op.requestBody),
                ...(op.requestExample !== undefined ? { example: op.requestExample as Json } : {}),
              },
            },
          },
        }
      : {}),
    responses: sortedKeys(responses),
  };
}

/** A response's example: the first of its schema's `examples`, when it has some. */
function exampleOf(schema: unknown): { example?: Json } {
  const examples = typeof schema === 'object' && schema !== null ? (schema as { examples?: Json[] }).examples : undefined;
  return examples && examples.length > 0 ? { example: examples[0]! } : {};
}

/** What every route can answer, and what this one adds (see OperationSpec.errors). */
export function errorStatuses(op: OperationSpec): number[] {
  const statuses = new Set([400, 500, ...(op.errors ?? [])]);
  if (op.auth !== 'none') statuses.add(401);
  // The dashboard's session cookie stands in for the token; its unsafe requests need the session's CSRF token (docs/dashboard.md).
  if (op.auth === 'platform_jwt' && op.method !== 'get') statuses.add(403);
  // Every route reads Postgres: while it is unreachable the answer is a 503 with Retry-After
  // (unless the route answers 503 with a body of its own, as health does).
  if (!('503' in op.responses)) statuses.add(503);
  if (isRateLimited(op)) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

function errorExample(status: number, shape: Interface): Json {
  const example = ERROR_EXAMPLES[status] ?? { code: 'internal_error', message: 'An internal error occurred' };
  return errorBody({ code: example.code, message: example.message, details: example.details ?? [] }, shape) as Json;
}

function describeStatus(status: number): string {
  const code = [...statusesOfCodes()].find(([, s]) => s === status)?.[0];
  if (status < 300) return status === 201 ? 'Created' : status === 202 ? 'Accepted: the work continues in the background' : 'OK';
  return code ? `Error \`${code}\`` : `Error ${status}`;
}

/** `post /v1/checkout/sessions/{id}/expire` → `postV1CheckoutSessionsIdExpire`. */
function operationId(op: OperationSpec): string {
  const words = op.path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return op.method + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
}

function sortedKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Keywords whose values are data (an instance, or instances), never schemas: copied as they are. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

/**
 * The service's schemas are written for ajv's default dialect (draft-07); OpenAPI 3.1 reads JSON
 * Schema 2020-12. The one keyword that differs in them: `dependencies` (array form) is
 * `dependentRequired` in 2020-12, `dependencies` (schema form) is `dependentSchemas`.
 * `replace` may give what a (sub)schema object is shown as instead (a `$ref`), or undefined to write it out.
 */
export function toJsonSchema2020(schema: unknown, replace: (schema: object) => Json | undefined = () => undefined): Json {
  const convert = (value: unknown) => toJsonSchema2020(value, replace);
  if (Array.isArray(schema)) return schema.map(convert);
  if (schema === null || typeof schema !== 'object') return schema as Json;
  const replaced = replace(schema);
  if (replaced !== undefined) return replaced;
  const out: Record<string, Json> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (DATA_KEYWORDS.has(key)) {
      out[key] = value as Json;
    } else if (key === 'dependencies' && value && typeof value === 'object') {
      for (const [name, dependency] of Object.entries(value)) {
        const target = Array.isArray(dependency) ? 'dependentRequired' : 'dependentSchemas';
        out[target] = {
          ...((out[target] as Record<string, Json> | undefined) ?? {}),
          [name]: Array.isArray(dependency) ? (dependency as Json) : convert(dependency),
        };
      }
    } else if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      out[key] = Object.fromEntries(Object.entries(value as object).map(([name, property]) => [name, convert(property)]));
    } else {
      out[key] = convert(value);
    }
  }
  return out;
}
