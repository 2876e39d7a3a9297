/** Machine-readable codes of the public interface (the spec's Errors table). */
export type PublicErrorCode =
  | 'invalid_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'proof_not_ready'
  | 'rate_limited'
  | 'internal_error'
  | 'onchain_unavailable'
  | 'service_unavailable';

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * An error meant for the client. One class serves both interfaces: the public interface shows
 * `{error: {code, message}}`, the platform interface `{error: message, details}`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: PublicErrorCode,
    message: string,
    readonly details: FieldProblem[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** A request that names what is wrong: the message is `<field>: <reason>` of the first problem. */
  static invalid(problems: FieldProblem[]): ApiError {
    const first = problems[0] ?? { field: 'body', message: 'is invalid' };
    return new ApiError(400, 'invalid_request', `${first.field}: ${first.message}`, problems);
  }
}

export const invalidField = (field: string, reason: string) => ApiError.invalid([{ field, message: reason }]);
export const notFound = (what = 'resource') => new ApiError(404, 'not_found', `No such ${what}`);
export const unauthorized = (message: string) => new ApiError(401, 'unauthorized', message);
export const forbidden = (message: string) => new ApiError(403, 'forbidden', message);
/** The request is valid but the resource's current state does not allow it (e.g. already compiling). */
/** A temporary fault (the database is unreachable): retry after `retryAfterS` seconds. */
export const serviceUnavailable = (message: string, retryAfterS: number) =>
  new ApiError(503, 'service_unavailable', message, [], { 'Retry-After': String(retryAfterS) });
export const conflict = (message: string) => new ApiError(409, 'conflict', message);
