import { withTransaction } from '../core/db/pool.js';
import { forgetKeyLookups, keyView, MAX_GRACE_SECONDS, rotateKey } from './api-keys.js';
import { createProject, findProject, listProjects, projectViews, updateProject } from './projects.js';
import { createChallenge, proveAddress, refuseAddressProvenElsewhere } from './receiving-addresses.js';
import type { ApiDeps } from '../http/deps.js';
import { notFound } from '../core/errors.js';
import { bodyValidator } from '../core/validation.js';
import { requireOrganizationRole } from './access.js';
import { checksumAddress, cleanName, NAME_SCHEMA } from './fields.js';
import { ID_SCHEMA, projectForWork } from './project-access.js';
import { queryParam } from '../core/paging.js';
import { documentedAs } from '../core/schema-registry.js';
import { defineRoute } from '../http/routes.js';
import { apiKeySchema, envelope, projectSchema, UNDERPAYMENT_TOLERANCE_SCHEMA } from './schemas.js';
import { dateTimeSchema } from '../core/schema-fragments.js';

/** checksumAddress checks the address itself, with its own message; the documents show the form. */
const ADDRESS_SCHEMA = documentedAs({ type: ['string', 'null'], maxLength: 64 } as const, {
  type: ['string', 'null'],
  pattern: '^0x[0-9a-fA-F]{40}$',
  description: 'An EVM address: EIP-55 checksummed if mixed-case, not the zero address; null removes it.',
});

const newProjectBodySchema = {
  type: 'object',
  properties: { organization_id: ID_SCHEMA, name: NAME_SCHEMA, receiving_address: ADDRESS_SCHEMA },
  required: ['organization_id', 'name'],
  additionalProperties: false,
} as const;
const newProjectBody = bodyValidator(newProjectBodySchema);

const projectChangesBodySchema = {
  type: 'object',
  properties: { name: NAME_SCHEMA, receiving_address: ADDRESS_SCHEMA, underpayment_tolerance_bps: UNDERPAYMENT_TOLERANCE_SCHEMA },
  minProperties: 1,
  additionalProperties: false,
} as const;
const projectChangesBody = bodyValidator(projectChangesBodySchema);

const rotateBodySchema = {
  type: 'object',
  properties: {
    mode: { type: 'string', enum: ['test', 'live'] },
    grace_period_seconds: { type: 'integer', minimum: 0, maximum: MAX_GRACE_SECONDS, description: 'How long the old key keeps working; 0 stops it now.' },
  },
  required: ['mode'],
  additionalProperties: false,
} as const;
const rotateBody = bodyValidator(rotateBodySchema);

const proofBodySchema = {
  type: 'object',
  properties: {
    signature: {
      type: 'string',
      pattern: '^0x([0-9a-fA-F]{2})+$',
      maxLength: 4098,
      description:
        "The challenge's message signed by the address: EIP-191 `personal_sign` (65 bytes), or what its contract account's ERC-1271 `isValidSignature` accepts.",
    },
  },
  required: ['signature'],
  additionalProperties: false,
} as const;
const proofBody = bodyValidator(proofBodySchema);

const projectAnswer = envelope('project', projectSchema);
const platformOperation = { interface: 'platform', auth: 'platform_jwt' } as const;
const secretKeySchema = { type: 'string', pattern: '^sk_(test|live)_[0-9A-Za-z]+$', description: 'Shown this once; only its hash is kept.' } as const;

export const projectRoutes = [
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/projects',
    summary: 'Create a project with its first test and live secret keys (admin)',
    description:
      "Admins of the organization. The answer holds the project's first test (`sk_test_\u2026`) and live (`sk_live_\u2026`) secret keys, shown this once. Checkout sessions need a `receiving_address` (an EVM address, EIP-55 checksummed if mixed-case).",
    requestBody: newProjectBodySchema,
    requestExample: { organization_id: 'org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa', name: 'Shop', receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7' },
    responses: {
      201: {
        type: 'object',
        additionalProperties: false,
        required: ['project', 'secret_keys'],
        properties: {
          project: projectSchema,
          secret_keys: {
            type: 'object',
            additionalProperties: false,
            required: ['test', 'live'],
            properties: { test: secretKeySchema, live: secretKeySchema },
          },
        },
      },
    },
    errors: [403, 404, 409],
    handle: async (ctx, { db }: ApiDeps) => {
      const body = newProjectBody(ctx.request.body);
      const fields = { name: cleanName(body.name), receiving_address: addressOrNull(body.receiving_address) };
      const { project, keys } = await withTransaction(db, async (client) => {
        // Locked, so that an organization deleted meanwhile is a 404 rather than a broken reference.
        await requireOrganizationRole(client, body.organization_id, ctx.state.user.id, 'admin', { lock: true });
        await refuseAddressProvenElsewhere(client, body.organization_id, fields.receiving_address);
        return createProject(client, body.organization_id, fields);
      });
      ctx.status = 201;
      // The only time these secrets leave the service: only their hashes are kept.
      ctx.body = {
        project: (await projectViews(db, [project], keys))[0],
        secret_keys: Object.fromEntries(keys.map((key) => [key.mode, key.secret])),
      };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/projects',
    summary: "The projects of the caller's organizations",
    description: "Every project of the caller's organizations, or of one organization with `organization_id`, with its keys (hints only, never the secrets).",
    query: { organization_id: { schema: ID_SCHEMA, description: "Only this organization's projects." } },
    responses: { 200: envelope('projects', { type: 'array', items: projectSchema }) },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const organizationId = queryParam(ctx.query, 'organization_id', ID_SCHEMA);
      if (organizationId !== undefined) await requireOrganizationRole(db, organizationId, ctx.state.user.id, 'member');
      ctx.body = { projects: await projectViews(db, await listProjects(db, ctx.state.user.id, organizationId)) };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'get',
    path: '/api/projects/{id}',
    summary: 'A project, with its working keys',
    description: "A project of the caller's organizations, with the hints of its working keys; any other is a 404.",
    responses: { 200: projectAnswer },
    errors: [404],
    handle: async (ctx, { db }: ApiDeps) => {
      const found = await findProject(db, ctx.params.id, ctx.state.user.id);
      if (!found) throw notFound('project');
      ctx.body = { project: (await projectViews(db, [found.project]))[0] };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'patch',
    path: '/api/projects/{id}',
    summary: 'Rename a project, set its receiving address or its underpayment tolerance (admin)',
    description:
      'Admins only. `receiving_address` is an EVM address (EIP-55 checksummed if mixed-case, not the zero address), or null to remove it; new sessions are paid there. `underpayment_tolerance_bps` (0 to 1000 basis points) is how far short of its USD amount a new session may be paid and still complete.',
    requestBody: projectChangesBodySchema,
    requestExample: { receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7', underpayment_tolerance_bps: 50 },
    responses: { 200: projectAnswer },
    errors: [403, 404, 409],
    handle: async (ctx, { db }: ApiDeps) => {
      const body = projectChangesBody(ctx.request.body);
      const changes = {
        ...(body.name !== undefined ? { name: cleanName(body.name) } : {}),
        ...(body.receiving_address !== undefined ? { receiving_address: addressOrNull(body.receiving_address) } : {}),
        ...(body.underpayment_tolerance_bps !== undefined ? { underpayment_tolerance_bps: body.underpayment_tolerance_bps } : {}),
      };
      const project = await projectForWork(db, ctx.params.id, ctx.state.user.id);
      if (changes.receiving_address !== undefined) await refuseAddressProvenElsewhere(db, project.organization_id, changes.receiving_address);
      const updated = await updateProject(db, project.id, changes);
      forgetKeyLookups(); // a key's project carries its address's standing
      ctx.body = { project: (await projectViews(db, [updated]))[0] };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/projects/{id}/receiving_address/challenge',
    summary: 'A message for the receiving address to sign, proving the organization controls it (admin)',
    description:
      "Admins only. The message names the service's base URL, the organization, the project, the address and a single-use nonce; sign it with the address (EIP-191 `personal_sign`, e.g. `cast wallet sign`) within 10 minutes and send the signature to `…/receiving_address/proof`. A project without an address is a 400 naming `receiving_address`.",
    responses: {
      201: {
        type: 'object',
        additionalProperties: false,
        required: ['message', 'expires_at'],
        properties: { message: { type: 'string' }, expires_at: dateTimeSchema },
        examples: [
          {
            message:
              'proofpay.example asks you to prove that you control this receiving address:\n0x52908400098527886E0F7030069857D2E4169EE7\n\nSigning moves no funds and costs no gas.\n\nURI: https://proofpay.example\nOrganization: Acme (org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa)\nProject: Shop (proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe)\nNonce: 6f1c2d3e4a5b69788796a5b4c3d2e1f0\nIssued At: 2026-11-21T21:00:00.000Z\nExpiration Time: 2026-11-21T21:10:00.000Z',
            expires_at: '2026-11-21T21:10:00.000Z',
          },
        ],
      },
    },
    errors: [403, 404],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const challenge = await withTransaction(db, async (client) => {
        const project = await projectForWork(client, ctx.params.id, ctx.state.user.id);
        const { rows } = await client.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [project.organization_id]);
        return createChallenge(client, config.publicBaseUrl, project, rows[0]!.name);
      });
      ctx.status = 201;
      ctx.body = challenge;
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/projects/{id}/receiving_address/proof',
    summary: "Prove the organization controls the project's receiving address (admin)",
    description:
      "Admins only. `signature` is the challenge's message signed by the address (EIP-191), or, for a contract account (a Safe, a smart wallet), a signature its ERC-1271 `isValidSignature` accepts on a configured chain. Then the organization owns the address: no other organization may set it (409), other organizations' projects take no new sessions on it, live keys may take payments at it, and money to it without a session's tag is this organization's alone. A signature by anyone else, or of an expired or used challenge, is a 400 naming `signature`.",
    requestBody: proofBodySchema,
    requestExample: { signature: `0x${'1b'.repeat(65)}` },
    responses: { 200: projectAnswer },
    errors: [403, 404, 409],
    handle: async (ctx, { db, config }: ApiDeps) => {
      const { signature } = proofBody(ctx.request.body);
      const project = await withTransaction(db, async (client) => {
        const found = await projectForWork(client, ctx.params.id, ctx.state.user.id, { lock: true });
        await proveAddress(client, config.chains, found, signature);
        return found;
      });
      forgetKeyLookups(); // committed: this process's keys see the proof now, other processes within KEY_LOOKUP_TTL_MS
      ctx.body = { project: (await projectViews(db, [project]))[0] };
    },
  }),
  defineRoute({
    ...platformOperation,
    method: 'post',
    path: '/api/projects/{id}/keys/rotate',
    summary: 'Rotate a secret key (admin): a new key now, the old one for the grace period',
    description: 'Admins only. The new key is shown this once; the previous key keeps working for `grace_period_seconds` (0 stops it now).',
    requestBody: rotateBodySchema,
    requestExample: { mode: 'live', grace_period_seconds: 3600 },
    responses: {
      200: {
        type: 'object',
        additionalProperties: false,
        required: ['secret_key', 'api_key', 'previous_api_key'],
        properties: { secret_key: secretKeySchema, api_key: apiKeySchema, previous_api_key: { anyOf: [{ type: 'null' }, apiKeySchema] } },
      },
    },
    errors: [403, 404],
    handle: async (ctx, { db }: ApiDeps) => {
      const body = rotateBody(ctx.request.body);
      const { key, previous } = await withTransaction(db, async (client) => {
        const project = await projectForWork(client, ctx.params.id, ctx.state.user.id, { lock: true });
        return rotateKey(client, project.id, body.mode, body.grace_period_seconds ?? 0);
      });
      forgetKeyLookups(); // committed: this process stops honouring the old key now
      // Shown once, like the keys of a new project.
      ctx.body = { secret_key: key.secret, api_key: keyView(key), previous_api_key: previous ? keyView(previous) : null };
    },
  }),
];

const addressOrNull = (value: string | null | undefined) => (value == null ? null : checksumAddress(value, 'receiving_address'));
