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
