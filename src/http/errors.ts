import type { ErrorCode, ServiceError } from '../core/errors.js';
import { namedSchema } from '../core/schema-registry.js';

/** The HTTP status of each error code: the core's here (the spec's Errors table), a feature's added by it (addErrorStatuses). */
const statusOfCode = new Map<ErrorCode, number>([
  ['invalid_request', 400],
  ['unauthorized', 401],
  ['forbidden', 403],
  ['not_found', 404],
  ['conflict', 409],
  ['rate_limited', 429],
  ['internal_error', 500],
  // The database (or another dependency) is briefly unreachable; Retry-After says when to retry.
  ['unavailable', 503],
]);

/** Gives a feature's own error codes (declared by merging into core's ErrorCodes) their HTTP status. */
export function addErrorStatuses(statuses: Partial<Record<ErrorCode, number>>): void {
  for (const [code, status] of Object.entries(statuses)) statusOfCode.set(code as ErrorCode, status);
}

/** The status a code answers with; a code no feature gave one is a fault of the service's own: 500. */
export const statusOf = (code: ErrorCode): number => statusOfCode.get(code) ?? 500;

/** Every error code with its status, for the OpenAPI documents. */
export const statusesOfCodes = (): ReadonlyMap<ErrorCode, number> => statusOfCode;

/** Which error shape a path answers in: the platform's, or the public interface's. */
export type Interface = 'platform' | 'public';

/** The platform interface's first path segments: `/api`, and those of the features' platform routes outside it. */
const platformSegments = new Set(['api']);

/** Answers errors under `path`'s first segment in the platform's shape (the composition root calls it for each platform operation). */
export function addPlatformPath(path: string): void {
  platformSegments.add(path.split('/')[1] ?? '');
}

export function interfaceOf(path: string): Interface {
  return platformSegments.has(path.split('/')[1] ?? '') ? 'platform' : 'public';
}

/**
 * The one error path's body: the public interface's (`{error: {code, message}}`) and the
 * platform's (`{error, code, details}`: the specification's `{error, details}` with the same
 * machine-readable code beside them, so a client branches on it rather than on the text).
 */
export function errorBody(error: Pick<ServiceError, 'code' | 'message' | 'details'>, shape: Interface): object {
  return shape === 'platform' ? { error: error.message, code: error.code, details: error.details } : { error: { code: error.code, message: error.message } };
}

/** The codes an error can carry, as both documents list them: made when a document is, once every feature has added its codes. */
const codeSchema = () => ({ type: 'string', enum: [...statusOfCode.keys()], description: "Machine-readable; the spec's Errors table." }) as const;

/**
 * The public interface's error body, as the OpenAPI document describes every public error response;
 * made when the document is, once every feature has added its codes.
 */
export const publicErrorSchema = () =>
  namedSchema('Error', {
    type: 'object',
    additionalProperties: false,
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        additionalProperties: false,
        required: ['code', 'message'],
        properties: {
          code: codeSchema(),
          message: { type: 'string', description: 'For people; a bad field reads `<field>: <reason>`.' },
        },
      },
    },
  });

/** The platform interface's error body: the message, the code, and every problem by field; made as publicErrorSchema is. */
export const platformErrorSchema = () =>
  namedSchema('PlatformError', {
    type: 'object',
    additionalProperties: false,
    required: ['error', 'code', 'details'],
    properties: {
      error: { type: 'string', description: 'For people; a bad field reads `<field>: <reason>`.' },
      code: codeSchema(),
      details: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['field', 'message'],
          properties: { field: { type: 'string' }, message: { type: 'string' } },
        },
      },
    },
  });
