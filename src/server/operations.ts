/**
 * Every feature's operations, collected for the OpenAPI documents. A feature that adds routes adds
 * its `xxxOperations` list here; test/foundation/openapi.test.ts fails when a served route is
 * missing from the documents, or a documented one is not served.
 */
import Router from '@koa/router';
import {
  checkoutPageOperations,
  checkoutPaymentOperations,
  checkoutSessionOperations,
  platformCheckoutSessionOperations,
  platformProjectPaymentOperations,
  platformSessionOperations,
  projectPaymentOperations,
  refundOperations,
} from '../checkout/index.js';
import { circomCompilationOperations, circomFileOperations, zkProofOperations } from '../circuits/index.js';
import { deployOperations, platformVerifierInterfaceOperations, verifierInterfaceOperations } from '../deployments/index.js';
import type { Config } from '../core/config/config.js';
import type { OperationSpec } from '../http/operations.js';
import type { AppState } from '../http/state.js';
import { healthOperations } from '../ops/index.js';
import { dashboardOperations } from '../dashboard/index.js';
import { organizationOperations, profileOperations, projectOperations, signInOperations } from '../platform/index.js';
import { platformVerificationOperations, receiptOperations, zkVerificationOperations } from '../verification/index.js';
import { eventOperations, platformEventOperations, platformWebhookEndpointOperations, webhookEndpointOperations } from '../webhooks/index.js';
import { type FeatureOperations, openApiDocument } from './openapi.js';

const openApiDocumentSchema = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
} as const;

/** The documents describe themselves too. */
const openApiOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/v1/openapi.json',
    interface: 'public',
    auth: 'none',
    rateLimited: false,
    summary: 'This document: the public interface in OpenAPI 3.1',
    description:
      'The public interface and the hosted page in OpenAPI 3.1, built from the schemas the service validates with; every resource is a named schema in `components.schemas`.',
    responses: { 200: openApiDocumentSchema },
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    interface: 'platform',
    auth: 'none',
    summary: 'This document: the platform interface in OpenAPI 3.1',
    description:
      'The platform interface in OpenAPI 3.1, built from the schemas the service validates with; every resource is a named schema in `components.schemas`.',
    responses: { 200: openApiDocumentSchema },
  },
];

export function serviceOperations(config: Config): FeatureOperations[] {
  return [
    {
      tag: 'checkout',
      description: 'Checkout sessions: create, list, retrieve, expire.',
      operations: [...checkoutSessionOperations, ...platformSessionOperations, ...platformCheckoutSessionOperations],
    },
    {
      tag: 'hosted-page',
      description: "The customer-facing checkout page at a session's `checkout_url`, and the status it polls. No key: the session id is the capability.",
      operations: checkoutPageOperations,
    },
    {
      tag: 'payments',
      description:
        "Paying a session: a transaction reported by the hosted page, the test helper that simulates payment outcomes, and the project's payments, those no session claims included, with the merchant's attribution of one, and refunds the merchant sends from the receiving address (docs/payments.md).",
      operations: [...checkoutPaymentOperations, ...projectPaymentOperations, ...refundOperations, ...platformProjectPaymentOperations],
    },
    {
      tag: 'verification',
      description: 'Groth16 proof verification with signed receipts, and the receipt keys.',
      operations: [...zkVerificationOperations(config.verification), ...receiptOperations, ...platformVerificationOperations],
    },
    {
      tag: 'platform',
      description: 'The signed-in user, organizations and members, projects and their secret keys.',
      operations: [...profileOperations, ...organizationOperations, ...projectOperations],
    },
    {
      tag: 'circuits',
      description: 'Circom files, compilations, and ZK proof records (compile, Groth16 setup, artifacts).',
      operations: [...circomFileOperations, ...circomCompilationOperations, ...zkProofOperations],
    },
    {
      tag: 'deployments',
      description: "On-chain Groth16 verifiers: deploy a record's verifier through the CREATE2 proxy, and its interface with call snippets (docs/onchain.md).",
      operations: [...deployOperations, ...verifierInterfaceOperations, ...platformVerifierInterfaceOperations],
    },
    {
      tag: 'webhooks',
      description: 'Webhook endpoints (Standard Webhooks signatures, retries for about three days) and the event log they deliver from.',
      operations: [...webhookEndpointOperations, ...eventOperations, ...platformWebhookEndpointOperations, ...platformEventOperations],
    },
    {
      tag: 'dashboard',
      description: 'The dashboard for people (docs/dashboard.md): its page and files, and signing in and out of it.',
      operations: [...signInOperations, ...dashboardOperations],
    },
    { tag: 'ops', description: 'Health of the service.', operations: healthOperations },
    { tag: 'openapi', description: 'These documents.', operations: openApiOperations },
  ];
}

/** Both documents, built once at start, served as they are. */
export function openApiRoutes(config: Config): Router<AppState> {
  const features = serviceOperations(config);
  const documents = {
    public: openApiDocument('public', features, config.publicBaseUrl),
    platform: openApiDocument('platform', features, config.publicBaseUrl),
  };
  const router = new Router<AppState>();
  router.get('/v1/openapi.json', (ctx) => {
    ctx.body = documents.public;
  });
  router.get('/api/openapi.json', (ctx) => {
    ctx.body = documents.platform;
  });
  return router;
}
