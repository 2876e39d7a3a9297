/**
 * The contract check every test makes without saying so: each JSON answer the suite receives from
 * the service is checked against the OpenAPI document the service serves, for its operation and
 * status. A mismatch rejects the request's promise, failing the test that sent it.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { interfaceOf } from '../../src/http/errors.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

type Schema = Record<string, unknown>;
export interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>>;
  components: { schemas: Record<string, Schema> };
}

/** Keywords whose values are instances, not schemas: a `$ref` key in them is data. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples', 'example']);

/**
 * `schema` with each `#/components/schemas/<Name>` reference replaced by that component, itself
 * resolved: a schema ajv compiles on its own. (The components hold no cycle.)
 */
export function resolveRefs(document: { components: { schemas: Record<string, object> } }, schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map((item) => resolveRefs(document, item));
  if (schema === null || typeof schema !== 'object') return schema;
  const { $ref, ...rest } = schema as Schema;
  if (typeof $ref === 'string') {
    const name = /^#\/components\/schemas\/(.+)$/.exec($ref)?.[1];
    const component = name === undefined ? undefined : document.components.schemas[name];
    if (component === undefined) throw new Error(`contract: ${$ref} names no component of the document`);
    return { ...(resolveRefs(document, component) as Schema), ...(resolveRefs(document, rest) as Schema) };
  }
  return Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, DATA_KEYWORDS.has(key) ? value : resolveRefs(document, value)]));
}

/** Strict: a schema with a keyword JSON Schema 2020-12 does not know fails to compile. */
export function contractAjv(): Ajv2020 {
  const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }));
  return ajv;
}

const ajv = contractAjv();
const documents = new Map<string, Promise<{ public: OpenApiDocument; platform: OpenApiDocument }>>();
const validators = new Map<string, ValidateFunction>();

function documentsOf(origin: string) {
  let found = documents.get(origin);
  if (!found) {
    const load = async (path: string) => {
      const response = await fetch(origin + path);
      if (response.status !== 200) throw new Error(`contract check: ${origin}${path} answered ${response.status}`);
      return (await response.json()) as OpenApiDocument;
    };
    found = Promise.all([load('/v1/openapi.json'), load('/api/openapi.json')]).then(([pub, platform]) => ({ public: pub, platform }));
    documents.set(origin, found);
  }
  return found;
}

/** The document's path template that `path` fills in; a literal template wins over one with parameters. */
export function templateOf(document: Pick<OpenApiDocument, 'paths'> | { paths: Record<string, object> }, method: string, path: string): string | undefined {
  const candidates = Object.keys(document.paths).filter((template) => {
    if (!(method in document.paths[template]!)) return false;
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/** Throws when `response` (a JSON answer) does not match the document's schema for its operation and status. */
export async function checkContract(url: URL, method: string, response: Response): Promise<void> {
  if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const shape = interfaceOf(url.pathname);
  const document = (await documentsOf(url.origin))[shape];
  const verb = method.toLowerCase();
  const template = templateOf(document, verb, url.pathname);
  let schema: Schema | undefined;
  let key: string;
  if (template === undefined) {
    // A test-only route or no route at all: only errors have a shape to keep (the interface's).
    if (response.status < 400) return;
    key = `${url.origin} ${shape} error`;
    schema = document.components.schemas[shape === 'platform' ? 'PlatformError' : 'Error'];
  } else {
    const answer = document.paths[template]![verb]!.responses[String(response.status)];
    if (!answer) throw new Error(`contract: ${method} ${url.pathname} answered ${response.status}, which ${verb} ${template} does not document`);
    schema = answer.content?.['application/json']?.schema;
    key = `${url.origin} ${verb} ${template} ${response.status}`;
  }
  // A response documented as a file (an artifact such as verification_key.json) may be JSON: its content is the file's.
  if (schema === undefined) return;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(resolveRefs(document, schema) as Schema);
    validators.set(key, validate);
  }
  const body: unknown = await response.clone().json();
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '(root)'} ${error.message}`).join('; ');
    throw new Error(
      `contract: ${method} ${url.pathname} → ${response.status} does not match ${template ?? 'the error shape'}: ${problems}\n${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/** `fetch`, with the answer checked against the service's OpenAPI document. */
export async function checkedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, init);
  await checkContract(new URL(input), init.method ?? 'GET', response);
  return response;
}
