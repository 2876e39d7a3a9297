/**
 * The library's named types, each taken from the operation that answers or accepts it in the
 * generated types of the service's OpenAPI documents (src/generated/). Taken from operations rather
 * than from `components.schemas`, so a name stays the same type whether the document names the
 * schema or writes it inline.
 */
import type { paths as PlatformPaths } from './generated/platform.js';
import type { paths as PublicPaths } from './generated/public.js';

/** The JSON body of an operation's success answer (200, 201 or 202). */
type SuccessJson<Operation> = Operation extends { responses: infer Responses }
  ? Responses[Extract<keyof Responses, 200 | 201 | 202>] extends infer Answer
    ? Answer extends { content: { 'application/json': infer Body } }
      ? Body
      : never
    : never
  : never;
type RequestJson<Operation> = Operation extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;
type QueryOf<Operation> = Operation extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

type PublicAnswer<Path extends keyof PublicPaths, Method extends keyof PublicPaths[Path]> = SuccessJson<PublicPaths[Path][Method]>;
type PublicBody<Path extends keyof PublicPaths, Method extends keyof PublicPaths[Path]> = RequestJson<PublicPaths[Path][Method]>;
type PublicQuery<Path extends keyof PublicPaths, Method extends keyof PublicPaths[Path]> = QueryOf<PublicPaths[Path][Method]>;
type PlatformAnswer<Path extends keyof PlatformPaths, Method extends keyof PlatformPaths[Path]> = SuccessJson<PlatformPaths[Path][Method]>;
type PlatformBody<Path extends keyof PlatformPaths, Method extends keyof PlatformPaths[Path]> = RequestJson<PlatformPaths[Path][Method]>;
type PlatformQuery<Path extends keyof PlatformPaths, Method extends keyof PlatformPaths[Path]> = QueryOf<PlatformPaths[Path][Method]>;

/** One page of a list: `starting_after` (the last item's id) asks for the next. */
export interface List<Item> {
  object: 'list';
  data: Item[];
  has_more: boolean;
}
/** The paging parameters every list takes. */
export interface PageParams {
  /** Page size, 1 to 100 (default 20). */
  limit?: number;
  /** The id of the last item of the previous page. */
  starting_after?: string;
}

// Checkout sessions
export type CheckoutSession = PublicAnswer<'/v1/checkout/sessions/{id}', 'get'>;
export type CheckoutSessionList = PublicAnswer<'/v1/checkout/sessions', 'get'>;
export type CheckoutSessionCreateParams = PublicBody<'/v1/checkout/sessions', 'post'>;
export type CheckoutSessionListParams = PublicQuery<'/v1/checkout/sessions', 'get'>;
export type CheckoutSessionStatus = CheckoutSession['status'];
export type Payment = NonNullable<CheckoutSession['payment']>;
export type PaymentOption = CheckoutSession['payment_options'][number];
/** What `testHelpers.checkout.sessions.simulate` can make happen to a test-mode session. */
export type SimulatedOutcome = PublicBody<'/v1/test_helpers/checkout/sessions/{id}/simulate', 'post'>['outcome'];

// The project's payments, those no session claims included
/** A transfer recorded to one of the project's receiving addresses (the API's `LedgerPayment`); a session's own payments are `Payment`. */
export type LedgerPayment = PublicAnswer<'/v1/payments/{id}', 'get'>;
export type LedgerPaymentList = PublicAnswer<'/v1/payments', 'get'>;
export type LedgerPaymentListParams = PublicQuery<'/v1/payments', 'get'>;
export type LedgerPaymentAttachParams = PublicBody<'/v1/payments/{id}/attach', 'post'>;
/** Money owed back on a session, sent by the merchant from the receiving address (docs/payments.md, "Refunds"). */
export type Refund = PublicAnswer<'/v1/checkout/sessions/{id}/refunds/{refund_id}', 'get'>;
export type RefundList = PublicAnswer<'/v1/checkout/sessions/{id}/refunds', 'get'>;
export type RefundListParams = PublicQuery<'/v1/checkout/sessions/{id}/refunds', 'get'>;
export type RefundCreateParams = PublicBody<'/v1/checkout/sessions/{id}/refunds', 'post'>;

// Webhook endpoints and events
export type WebhookEndpoint = PublicAnswer<'/v1/webhook_endpoints/{id}', 'get'>;
/** Creation's and rotation's answer: the endpoint with its signing secret (`whsec_…`), shown this once. */
export type WebhookEndpointWithSecret = PublicAnswer<'/v1/webhook_endpoints', 'post'>;
export type WebhookEndpointList = PublicAnswer<'/v1/webhook_endpoints', 'get'>;
export type DeletedWebhookEndpoint = PublicAnswer<'/v1/webhook_endpoints/{id}', 'delete'>;
export type WebhookEndpointCreateParams = PublicBody<'/v1/webhook_endpoints', 'post'>;
export type WebhookEndpointUpdateParams = PublicBody<'/v1/webhook_endpoints/{id}', 'patch'>;
export type WebhookEndpointListParams = PublicQuery<'/v1/webhook_endpoints', 'get'>;
export type EventList = PublicAnswer<'/v1/events', 'get'>;
/** An event as listed, and as a webhook delivers it. */
export type Event = EventList['data'][number];
export type EventType = Event['type'];
/** An event as retrieved: with its deliveries and their attempts. */
export type EventWithDeliveries = PublicAnswer<'/v1/events/{id}', 'get'>;
export type EventDelivery = EventWithDeliveries['deliveries'][number];
export type EventListParams = PublicQuery<'/v1/events', 'get'>;
export type EventResendParams = PublicBody<'/v1/events/{id}/resend', 'post'>;
export type EventDeliveryList = PublicAnswer<'/v1/events/{id}/resend', 'post'>;
/** `webhookEndpoints.test`'s answer: the `webhook_endpoint.test` event recorded, with its delivery to the endpoint. */
export type WebhookEndpointTestEvent = PublicAnswer<'/v1/webhook_endpoints/{id}/test', 'post'>;

// Proof verification and receipts
export type ZkVerifyParams = PublicBody<'/v1/zk/proofs/{proofId}/verify', 'post'>;
/** A snarkjs Groth16 proof object (`proof.json`). */
export type Groth16Proof = ZkVerifyParams['proof'];
export type ZkVerification = PublicAnswer<'/v1/zk/proofs/{proofId}/verify', 'post'>;
export type VerificationBatchCreateParams = PublicBody<'/v1/zk/verifications', 'post'>;
export type VerificationBatch = PublicAnswer<'/v1/zk/verifications/{id}', 'get'>;
export type VerificationBatchItem = NonNullable<VerificationBatch['items']>['data'][number];
export type VerificationBatchItemsParams = PublicQuery<'/v1/zk/verifications/{id}', 'get'>;
export type VerifierInterface = PublicAnswer<'/v1/zk/proofs/{proofId}/interface', 'get'>;
export type VerifierInterfaceParams = PublicQuery<'/v1/zk/proofs/{proofId}/interface', 'get'>;
export type Jwks = PublicAnswer<'/v1/.well-known/jwks.json', 'get'>;
/** The claims of a verification receipt (the compact JWS of `ZkVerification.receipt`). */
type AttestedClaims = Extract<PublicAnswer<'/v1/attestations/verify', 'post'>, { valid: true }>['claims'];
/** A verification receipt's claims: a `ZkVerification.receipt`, as `receipts.verify` answers them. */
export type VerificationReceiptClaims = Exclude<AttestedClaims, { session_id: string }>;
/** A verification receipt's claims (the name `VerificationReceiptClaims` says which kind). */
export type ReceiptClaims = VerificationReceiptClaims;
/** A payment receipt's claims: a session's `payment.receipt`, as `receipts.verifyPayment` answers them. */
export type PaymentReceiptClaims = Extract<AttestedClaims, { session_id: string }>;
/** The attestation check's answer (`attestations.verify`): `valid` with the claims and key id, or why not. */
export type AttestationResult = PublicAnswer<'/v1/attestations/verify', 'post'>;
export type AttestationVerifyParams = PublicBody<'/v1/attestations/verify', 'post'>;

// Operations
/** `health.retrieve`'s answer: `ok`, `degraded` or `down`, and each check. */
export type HealthReport = PublicAnswer<'/v1/health', 'get'>;

// The platform interface
export type Profile = PlatformAnswer<'/api/user/profile', 'get'>['profile'];
export type Organization = PlatformAnswer<'/api/organizations/{id}', 'get'>['organization'];
export type OrganizationCreateParams = PlatformBody<'/api/organizations', 'post'>;
export type OrganizationUpdateParams = PlatformBody<'/api/organizations/{id}', 'patch'>;
export type Member = PlatformAnswer<'/api/organizations/{id}/members', 'get'>['members'][number];
export type MemberCreateParams = PlatformBody<'/api/organizations/{id}/members', 'post'>;
export type MemberUpdateParams = PlatformBody<'/api/organizations/{id}/members/{memberId}', 'patch'>;
export type Invitation = PlatformAnswer<'/api/organizations/{id}/invitations', 'post'>['invitation'];
export type InvitationCreateParams = PlatformBody<'/api/organizations/{id}/invitations', 'post'>;
export type InvitationAcceptParams = PlatformBody<'/api/invitations/accept', 'post'>;
export type Project = PlatformAnswer<'/api/projects/{id}', 'get'>['project'];
export type ApiKey = Project['api_keys'][number];
export type ProjectCreateParams = PlatformBody<'/api/projects', 'post'>;
/** A new project with its first secret keys, shown this once. */
export type ProjectWithSecretKeys = PlatformAnswer<'/api/projects', 'post'>;
export type ProjectUpdateParams = PlatformBody<'/api/projects/{id}', 'patch'>;
export type ProjectListParams = PlatformQuery<'/api/projects', 'get'>;
export type KeyRotationParams = PlatformBody<'/api/projects/{id}/keys/rotate', 'post'>;
/** The message the receiving address signs to prove the organization controls it, and when it stops being accepted. */
export type ReceivingAddressChallenge = PlatformAnswer<'/api/projects/{id}/receiving_address/challenge', 'post'>;
export type ReceivingAddressProofParams = PlatformBody<'/api/projects/{id}/receiving_address/proof', 'post'>;
/** The new secret key (shown this once) and the working keys. */
export type KeyRotation = PlatformAnswer<'/api/projects/{id}/keys/rotate', 'post'>;
export type CircomFile = PlatformAnswer<'/api/circom-files/{id}', 'get'>['file'];
export type CircomFileCreateParams = PlatformBody<'/api/circom-files', 'post'>;
export type CircomFilesUpdateParams = PlatformBody<'/api/circom-files', 'put'>;
export type CircomFileListParams = PlatformQuery<'/api/circom-files', 'get'>;
export type ZkProof = PlatformAnswer<'/api/zk-proofs/{id}', 'get'>['proof'];
export type Deployment = ZkProof['deployments'][number];
export type ZkProofCreateParams = PlatformBody<'/api/zk-proofs', 'post'>;
export type ZkProofUpdateParams = PlatformBody<'/api/zk-proofs/{id}', 'patch'>;
export type ZkProofListParams = PlatformQuery<'/api/zk-proofs', 'get'>;
export type ZkProofDeployParams = PlatformBody<'/api/zk-proofs/{id}/deploy', 'post'>;
export type ArtifactParams = PlatformQuery<'/api/zk-proofs/{id}/artifacts/{name}', 'get'>;
export type Compilation = PlatformAnswer<'/api/circom-compilations/{id}', 'get'>['compilation'];
export type CompilationCreateParams = PlatformBody<'/api/circom-compilations', 'post'>;
/** A checkout session as `GET /sessions` shows it to a member of its project. */
export type PlatformCheckoutSession = PlatformAnswer<'/sessions', 'get'>['session'];
/** The answer of an operation that reports only what it did. */
export type Message = PlatformAnswer<'/api/zk-proofs/{id}/compile', 'post'>;
