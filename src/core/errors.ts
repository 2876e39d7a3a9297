/**
 * Failures a caller can act on, in terms of the service rather than of a transport: a code from a
 * closed set, a message, and the problems by field. The HTTP edge (`src/http/errors.ts`) maps each
 * code to a status and to the error shape of the interface that answers.
 */

/**
 * Error codes by name: here the ones any feature may use (the spec's general codes, `forbidden` and
 * `conflict`, and `unavailable`: a dependency is down, retry later). A feature adds its own by
 * declaration merging, next to the code that throws them, and gives the HTTP edge their statuses
 * (src/deployments/errors.ts: `proof_not_ready`, `onchain_unavailable`).
 */
export interface ErrorCodes {
  invalid_request: true;
  unauthorized: true;
  forbidden: true;
  not_found: true;
  conflict: true;
  rate_limited: true;
  internal_error: true;
  unavailable: true;
}

export type ErrorCode = keyof ErrorCodes;

export interface FieldProblem {
  field: string;
  message: string;
}

export class ServiceError extends Error {
  /** `cause`: the fault behind it (a dependency's own error), for the log only: the caller sees the message. */
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldProblem[] = [],
    options?: { cause: unknown },
  ) {
    super(message, options);
    this.name = 'ServiceError';
  }
}

/** Input that breaks a rule, by field path (`files[2].content`): the message is `<field>: <reason>` of the first problem. */
export class ValidationError extends ServiceError {
  constructor(problems: FieldProblem[]) {
    const first = problems[0] ?? { field: 'body', message: 'is invalid' };
    super('invalid_request', `${first.field}: ${first.message}`, problems);
    this.name = 'ValidationError';
  }
}

export const invalidField = (field: string, reason: string) => new ValidationError([{ field, message: reason }]);
export const notFound = (what = 'resource') => new ServiceError('not_found', `No such ${what}`);
export const unauthorized = (message: string, details: FieldProblem[] = []) => new ServiceError('unauthorized', message, details);
export const forbidden = (message: string, details: FieldProblem[] = []) => new ServiceError('forbidden', message, details);
/** The request is valid but the resource's current state does not allow it (e.g. already compiling). */
export const conflict = (message: string) => new ServiceError('conflict', message);
