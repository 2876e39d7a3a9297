import type { JSONSchema } from 'json-schema-to-ts';

/**
 * What one route promises, declared next to the route by its feature: the OpenAPI document is
 * generated from these, and the schemas named here are the same objects the route validates with.
 * Error responses are added by the generator in the interface's error shape, from `errors`.
 */
export interface OperationSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI path template, e.g. `/v1/checkout/sessions/{id}`. */
  path: string;
  /** Which interface (and so which error shape) the route answers in; `page` is the hosted page (HTML). */
  interface: 'public' | 'platform' | 'page';
  /** `secret_key` (project key, /v1), `platform_jwt` (/api), or `none`. */
  auth: 'secret_key' | 'platform_jwt' | 'none';
  summary: string;
  /** What the operation does beyond its summary: the rules a client meets, what it starts. */
  description: string;
  /** Path parameters by name, when more than a string: an enum, a pattern, a description. */
  pathParameters?: Record<string, { schema: JSONSchema; description?: string }>;
  /** Query parameters by name, each with its schema; the route refuses (400) what the schema does not allow. */
  query?: Record<string, { schema: JSONSchema; description?: string; required?: boolean }>;
  /** The JSON request body's schema, when the route takes one. */
  requestBody?: JSONSchema;
  /** Success responses by status; `null` for a response without a JSON body (HTML, a file). */
  responses: Record<number, JSONSchema | null>;
  /** The media types the `null` (non-JSON) responses are sent as, each as the route sets it: `text/html` by default. */
  mediaTypes?: string[];
  /** Whether the route counts against the public rate limits (and so can answer 429); by default the public and hosted-page routes do, the platform's do not. */
  rateLimited?: boolean;
  /**
   * Error statuses the route can answer besides those every route can: 400 and 500 always, 401
   * (and 503, the identity provider down) with `platform_jwt`, 401 with `secret_key`, 429 when rate limited.
   */
  errors?: number[];
  /** An example request body, shown in the document (and checked against `requestBody` by the tests). */
  requestExample?: unknown;
}
