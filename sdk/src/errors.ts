/** A field the service named in a 400, with what is wrong with it. */
export interface ErrorDetail {
  field: string;
  message: string;
}

export interface ProofpayErrorFields {
  status: number;
  code: string;
  message: string;
  requestId?: string | undefined;
  details?: ErrorDetail[];
  retryAfterSeconds?: number | undefined;
}

/**
 * What every failed call throws: the HTTP status, the service's stable `code`, its message (which
 * may change between versions: branch on `status` and `code`), and the `X-Request-Id` to quote when
 * reporting it. A subclass per code lets `instanceof` pick one out.
 */
export class ProofpayError extends Error {
  /** The HTTP status; 0 when no answer came (ProofpayConnectionError). */
  readonly status: number;
  /** The service's error code: `invalid_request`, `not_found`, `rate_limited`, … */
  readonly code: string;
  /** The answer's `X-Request-Id`, when an answer came. */
  readonly requestId: string | undefined;
  /** The fields a platform 400 names (its `details`); empty otherwise. A `/v1` 400's message names the field: `<field>: <reason>`. */
  readonly details: ErrorDetail[];
  /** The answer's `Retry-After`, in seconds, when it had one. */
  readonly retryAfterSeconds: number | undefined;

  constructor({ status, code, message, requestId, details = [], retryAfterSeconds }: ProofpayErrorFields, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.requestId = requestId;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** 400 `invalid_request`: the body or a parameter is wrong; `details` names the fields. */
export class InvalidRequestError extends ProofpayError {}
/** 401 `unauthorized`: the key or token is missing, malformed, unknown or expired. */
export class AuthenticationError extends ProofpayError {}
/** 403 `forbidden`: the caller may not do this (a platform operation for admins). */
export class PermissionError extends ProofpayError {}
/** 404 `not_found`: no such object, or it belongs to another project. */
export class NotFoundError extends ProofpayError {}
/** 409 `conflict`: the object's state forbids this now (a compilation under way, too many endpoints). */
export class ConflictError extends ProofpayError {}
/** 409 `proof_not_ready`: the ZK proof has no verification key or deployment yet. */
export class ProofNotReadyError extends ProofpayError {}
/** 429 `rate_limited`: a quota is used up until `retryAfterSeconds`. */
export class RateLimitError extends ProofpayError {}
/** 500 `internal_error`: a fault in the service; quote `requestId`. */
export class InternalServerError extends ProofpayError {}
/** 502 `onchain_unavailable`: the chain RPC did not answer an on-chain verification. */
export class OnchainUnavailableError extends ProofpayError {}
/** 503 `unavailable`: the service is briefly unavailable (its database); retry after `retryAfterSeconds`. */
export class ServiceUnavailableError extends ProofpayError {}
/**
 * No answer came (`status` 0): the connection failed or was lost (`code` `connection_error`), the
 * call's `timeout` passed (`timeout`), or its `signal` aborted it (`aborted`, ProofpayAbortError).
 * A write that failed so may or may not have been done: README "Creating without duplicates".
 */
export class ProofpayConnectionError extends ProofpayError {}
/** The call's `signal` aborted it (`code` `aborted`); `cause` is the signal's reason. Never retried. */
export class ProofpayAbortError extends ProofpayConnectionError {}

/** The code a status stands for when the answer names none (the platform's errors, a proxy's page). */
const CODE_OF_STATUS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
  500: 'internal_error',
  502: 'onchain_unavailable',
  503: 'unavailable',
};

const CLASS_OF_CODE: Record<string, new (fields: ProofpayErrorFields) => ProofpayError> = {
  invalid_request: InvalidRequestError,
  unauthorized: AuthenticationError,
  forbidden: PermissionError,
  not_found: NotFoundError,
  conflict: ConflictError,
  proof_not_ready: ProofNotReadyError,
  rate_limited: RateLimitError,
  internal_error: InternalServerError,
  onchain_unavailable: OnchainUnavailableError,
  unavailable: ServiceUnavailableError,
};

/**
 * The error of a non-2xx answer, from either interface's shape: `{error: {code, message}}` on
 * `/v1`, `{error, code, details}` on `/api`; an answer in neither (a proxy's page) keeps its status.
 */
export function errorFromAnswer(status: number, body: unknown, requestId: string | undefined, retryAfterSeconds: number | undefined): ProofpayError {
  const error = (body as { error?: unknown } | null)?.error;
  const publicShape = typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown; details?: unknown }) : undefined;
  const platformCode = (body as { code?: unknown } | null)?.code;
  const code =
    typeof publicShape?.code === 'string' ? publicShape.code : typeof platformCode === 'string' ? platformCode : (CODE_OF_STATUS[status] ?? `http_${status}`);
  const message = typeof publicShape?.message === 'string' ? publicShape.message : typeof error === 'string' ? error : `The service answered HTTP ${status}`;
  const details = publicShape ? publicShape.details : (body as { details?: unknown } | null)?.details;
  const ErrorClass = CLASS_OF_CODE[code] ?? ProofpayError;
  return new ErrorClass({ status, code, message, requestId, details: Array.isArray(details) ? (details as ErrorDetail[]) : [], retryAfterSeconds });
}
