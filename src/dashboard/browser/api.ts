/**
 * How pages call the /api: the same operations and rules as any client, signed in by the session
 * cookie, with the session's CSRF token (from the page's <meta>) on every unsafe request. A 401
 * (the session or its token ended) goes to sign-in; any other refusal is an ApiError carrying the
 * answer's code (what the page branches on), the spec's message and the fields it names, for the form to show.
 */
import type { components } from '../../../sdk/src/generated/platform.js';

export type Profile = components['schemas']['Profile'];
export type Organization = components['schemas']['Organization'];
export type Member = components['schemas']['Member'];
export type Project = components['schemas']['Project'];
export type ApiKey = components['schemas']['ApiKey'];
export type CheckoutSession = components['schemas']['CheckoutSession'];
export type CheckoutSessionDetail = components['schemas']['CheckoutSessionDetail'];
export type LedgerPayment = components['schemas']['LedgerPayment'];
export type Refund = components['schemas']['Refund'];
export type RefundList = components['schemas']['RefundList'];
export type CircomFile = components['schemas']['CircomFile'];
export type ZkProof = components['schemas']['ZkProof'];
export type VerifierInterface = components['schemas']['VerifierInterface'];
export type DeployChainList = components['schemas']['DeployChainList'];
export type ZkVerification = components['schemas']['ZkVerification'];
export type VerificationBatch = components['schemas']['VerificationBatch'];
export type VerificationAttestation = components['schemas']['VerificationAttestation'];
export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookEndpointWithSecret = components['schemas']['WebhookEndpointWithSecret'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type WebhookEvent = components['schemas']['Event'];
export type EventWithDeliveries = components['schemas']['EventWithDeliveries'];
export type PaymentActivity = components['schemas']['PaymentActivity'];
export type VerificationActivity = components['schemas']['VerificationActivity'];
type PlatformError = components['schemas']['PlatformError'];

/** A field the answer names, as `details` lists them. */
export interface FieldProblem {
  field: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The platform error's `code` (`invalid_request`, `not_found`, `forbidden`…), or `http_<status>` for an answer without one (a proxy's page). */
    readonly code: PlatformError['code'] | `http_${number}`,
    message: string,
    readonly details: FieldProblem[],
  ) {
    super(message);
  }
}

export const SIGN_IN_PATH = '/dashboard/sign-in';

const csrfToken = () => document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';

/** Whether the page came with a session: the server leaves the CSRF token empty for a browser that has none (or whose session ended). */
export const hasSession = () => csrfToken() !== '';

/** Leaves for the sign-in page, remembering where to come back to. */
export function goToSignIn(): void {
  const back = location.pathname === SIGN_IN_PATH ? '' : `?${new URLSearchParams({ next: location.pathname + location.search })}`;
  location.assign(`${SIGN_IN_PATH}${back}`);
}

export async function api<T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['X-CSRF-Token'] = csrfToken();
  const response = await fetch(path, { method, headers, credentials: 'same-origin', ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const answer = (await response.json().catch(() => undefined)) as Partial<PlatformError> | undefined;
  if (response.status === 401 && !path.startsWith('/api/sign-in/')) {
    goToSignIn();
    throw new ApiError(401, 'unauthorized', 'Signed out', []);
  }
  if (!response.ok) {
    const message = typeof answer?.error === 'string' ? answer.error : `The request failed (${response.status})`;
    const code = typeof answer?.code === 'string' ? answer.code : (`http_${response.status}` as const);
    throw new ApiError(response.status, code, message, Array.isArray(answer?.details) ? answer.details : []);
  }
  return answer as T;
}
