/**
 * The composition root of the HTTP interfaces: every feature's routes, grouped as the OpenAPI
 * documents list them, mounted in one route table from their declarations alone (docs/architecture.md).
 */
import type Koa from 'koa';
import {
  checkoutPageErrors,
  checkoutPageRoutes,
  checkoutPaymentRoutes,
  checkoutSessionRoutes,
  platformCheckoutSessionRoutes,
  projectPaymentRoutes,
  refundRoutes,
  exportRoutes,
} from '../checkout/index.js';
import { attestationInterface, attestationRoutes } from '../attestations/index.js';
import { circomCompilationRoutes, circomFileRoutes, zkProofRoutes } from '../circuits/index.js';
import type { Config } from '../core/config/config.js';
import { dashboardPageErrors, dashboardRoutes } from '../dashboard/index.js';
import { deployRoutes, verifierInterfaceRoutes } from '../deployments/index.js';
import { createApp, type MountableRouter } from '../http/app.js';
import { addPlatformPath } from '../http/errors.js';
import type { HtmlErrorPages } from '../http/middleware/error-handler.js';
import { defineRoute, perProcess, type Route, RouteTable } from '../http/routes.js';
import type { AppState } from '../http/state.js';
import { healthRoutes, metricsRoutes } from '../ops/index.js';
import { invitationRoutes, organizationRoutes, profileRoutes, projectRoutes, routeGuards, signInRoutes } from '../platform/index.js';
import { platformVerificationRoutes, receiptRoutes, zkVerificationRoutes } from '../verification/index.js';
import { eventRoutes, webhookEndpointRoutes } from '../webhooks/index.js';
import type { ServiceDeps } from './deps.js';
import { type FeatureOperations, openApiDocument } from './openapi.js';

/** The routes under one tag of the documents, with the tag's description. */
interface FeatureRoutes {
  tag: string;
  description: string;
  routes: Route<ServiceDeps>[];
}

/** Every route of the service by tag, in the documents' order (the router's too; no two routes' paths overlap). */
function serviceFeatures(config: Config): FeatureRoutes[] {
  return [
    {
      tag: 'checkout',
      description: 'Checkout sessions: create, list, retrieve, expire.',
      routes: [...checkoutSessionRoutes, ...platformCheckoutSessionRoutes],
    },
    {
      tag: 'hosted-page',
      description: "The customer-facing checkout page at a session's `checkout_url`, and the status it polls. No key: the session id is the capability.",
      routes: checkoutPageRoutes,
    },
    {
      tag: 'payments',
      description:
        "Paying a session: a transaction reported by the hosted page, the test helper that simulates payment outcomes, and the project's payments, those no session claims included, with the merchant's attribution of one, and refunds the merchant sends from the receiving address (docs/payments.md).",
      routes: [...checkoutPaymentRoutes, ...projectPaymentRoutes, ...refundRoutes],
    },
    {
      tag: 'exports',
      description: "Accounting exports: a range of the project's sessions, payments or refunds as CSV, streamed (docs/payments.md).",
      routes: exportRoutes,
    },
    {
      tag: 'verification',
      description: 'Groth16 proof verification with signed receipts, and the receipt keys.',
      routes: [...zkVerificationRoutes(config.verification), ...receiptRoutes, ...platformVerificationRoutes, ...attestationRoutes],
    },
    {
      tag: 'platform',
      description: 'The signed-in user, organizations, members and invitations, projects and their secret keys.',
      routes: [...profileRoutes, ...organizationRoutes, ...invitationRoutes, ...projectRoutes],
    },
    {
      tag: 'circuits',
      description: 'Circom files, compilations, and ZK proof records (compile, Groth16 setup, artifacts).',
      routes: [...circomFileRoutes, ...circomCompilationRoutes, ...zkProofRoutes],
    },
    {
      tag: 'deployments',
      description: "On-chain Groth16 verifiers: deploy a record's verifier through the CREATE2 proxy, and its interface with call snippets (docs/onchain.md).",
      routes: [...deployRoutes, ...verifierInterfaceRoutes(attestationInterface)],
    },
    {
      tag: 'webhooks',
      description: 'Webhook endpoints (Standard Webhooks signatures, retries for about three days) and the event log they deliver from.',
      routes: [...webhookEndpointRoutes, ...eventRoutes],
    },
    {
      tag: 'dashboard',
      description: 'The dashboard for people (docs/dashboard.md): its page and files, and signing in and out of it.',
      routes: [...signInRoutes, ...dashboardRoutes],
    },
    { tag: 'ops', description: 'Health of the service.', routes: healthRoutes },
    { tag: 'openapi', description: 'These documents.', routes: openApiRoutes },
  ];
}

/** Every operation of the service by tag: what both OpenAPI documents are made from. */
export function serviceOperations(config: Config): FeatureOperations[] {
  return serviceFeatures(config).map(({ tag, description, routes }) => ({ tag, description, operations: routes.flatMap((route) => route.operations) }));
}

const openApiDocumentSchema = {
  type: 'object',
  required: ['openapi', 'info', 'paths'],
  properties: { openapi: { const: '3.1.0' }, info: { type: 'object' }, paths: { type: 'object' } },
} as const;

/** Both documents, built once per process from the declarations, served as they are. */
const openApiDocuments = perProcess(({ config }: ServiceDeps) => {
  const features = serviceOperations(config);
  return { public: openApiDocument('public', features, config.publicBaseUrl), platform: openApiDocument('platform', features, config.publicBaseUrl) };
});

/** The document of one interface, which describes itself too. */
const openApiRoute = (shape: 'public' | 'platform', path: string, what: string) =>
  defineRoute({
    method: 'get',
    path,
    interface: shape,
    auth: 'none',
    rateLimited: false,
    summary: `This document: the ${shape} interface in OpenAPI 3.1`,
    description: `${what} in OpenAPI 3.1, built from the schemas the service validates with; every resource is a named schema in \`components.schemas\`.`,
    responses: { 200: openApiDocumentSchema },
    handle: (ctx, deps: ServiceDeps) => {
      ctx.body = openApiDocuments(deps)[shape];
    },
  });

const openApiRoutes = [
  openApiRoute('public', '/v1/openapi.json', 'The public interface and the hosted page'),
  openApiRoute('platform', '/api/openapi.json', 'The platform interface'),
];

/** Paths answered as HTML pages for people, errors included (the hosted checkout, the dashboard). */
const HTML_ERROR_PAGES: HtmlErrorPages = {
  matches: (path) => checkoutPageErrors.matches(path) || dashboardPageErrors.matches(path),
  respond: (ctx) => (checkoutPageErrors.matches(ctx.path) ? checkoutPageErrors : dashboardPageErrors).respond(ctx),
};

/** Every route of the service in one table, each behind the guards its declaration asks for. */
export function serviceRouter(deps: ServiceDeps): RouteTable {
  const table = new RouteTable();
  const guards = routeGuards(deps);
  for (const route of serviceRouteList(deps.config)) route.mount(table, deps, guards);
  return table;
}

const serviceRouteList = (config: Config) => serviceFeatures(config).flatMap((feature) => feature.routes);

/**
 * The service's Koa app: its router, errors in the shape of the interface each path belongs to,
 * the batch body limit where a route asks for it; `/metrics` only when METRICS_TOKEN is set
 * (otherwise a 404 like any unknown path).
 */
export function serviceApp(deps: ServiceDeps, extraRouters: readonly MountableRouter[] = []): Koa<AppState> {
  const routes = serviceRouteList(deps.config);
  for (const route of routes) for (const operation of route.operations) if (operation.interface === 'platform') addPlatformPath(operation.path);
  const largeBodyPaths = routes.filter((route) => route.bodyLimit === 'batch').flatMap((route) => route.operations.map((operation) => operation.path));
  const metrics = deps.config.metrics.token === undefined ? [] : [metricsRoutes(deps.config.metrics.token)];
  return createApp(deps, [serviceRouter(deps), ...metrics, ...extraRouters], largeBodyPaths, HTML_ERROR_PAGES);
}
