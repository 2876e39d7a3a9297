import type { ErrorCode, ServiceError } from '../core/errors.js';

/** The HTTP status of each error code (the spec's Errors table). */
export const STATUS_OF_CODE: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  proof_not_ready: 409,
  rate_limited: 429,
  internal_error: 500,
  onchain_unavailable: 502,
  unavailable: 503,
};

/** Which error shape a path answers in: the platform's, or the public interface's. */
export type Interface = 'platform' | 'public';

export function interfaceOf(path: string): Interface {
  return path === '/sessions' || path.startsWith('/sessions/') || path === '/api' || path.startsWith('/api/') ? 'platform' : 'public';
}

/** The public interface's error body (`{error: {code, message}}`) and the platform's (`{error, details}`). */
export function errorBody(error: ServiceError, shape: Interface): object {
  return shape === 'platform' ? { error: error.message, details: error.details } : { error: { code: error.code, message: error.message } };
}

const PUBLIC_CODES = [
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'proof_not_ready',
  'rate_limited',
  'internal_error',
  'onchain_unavailable',
] as const;

/** The public interface's error body, as the OpenAPI document describes every public error response. */
export const publicErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: PUBLIC_CODES, description: "Machine-readable; the spec's Errors table." },
        message: { type: 'string', description: 'For people; a bad field reads `<field>: <reason>`.' },
      },
    },
  },
} as const;

/** The platform interface's error body: the message, and every problem by field. */
export const platformErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error', 'details'],
  properties: {
    error: { type: 'string', description: 'For people; a bad field reads `<field>: <reason>`.' },
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
} as const;
