/**
 * The platform interface's response shapes: one JSON Schema each, the TypeScript types derived
 * from them (the views in organizations.ts, users.ts, projects.ts and api-keys.ts return these),
 * and the OpenAPI document's schemas.
 */
import { namedSchema } from '../core/schema-registry.js';
import type { FromSchema } from 'json-schema-to-ts';
import { MAX_UNDERPAYMENT_TOLERANCE_BPS } from '../core/money.js';
import { dateTimeSchema, nullableDateTimeSchema } from '../core/schema-fragments.js';
import { ADDRESS_CONTROLS } from './address-control.js';

/**
 * How far short of a session's USD amount a payment may fall and still complete it, in basis points
 * (100: 1 %): exchanges deduct withdrawal fees (docs/payments.md, "Payments without the tag").
 */
export const UNDERPAYMENT_TOLERANCE_SCHEMA = {
  type: 'integer',
  minimum: 0,
  maximum: MAX_UNDERPAYMENT_TOLERANCE_BPS,
  description:
    "How far short of a session's USD amount a payment may fall and still complete it, in basis points (100 = 1 %), 0 to 1000; 0 by default. Each session keeps the tolerance its project had when it was created.",
} as const;

const roleSchema = { type: 'string', enum: ['admin', 'member'] } as const;

/** The spec's User profile. */
export const profileSchema = namedSchema('Profile', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'onboarding_completed', 'is_admin', 'created_at', 'updated_at', 'first_name', 'last_name'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string', format: 'email' },
    onboarding_completed: { type: 'boolean' },
    is_admin: { type: 'boolean' },
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
    first_name: { type: 'string' },
    last_name: { type: 'string' },
  },
} as const);
export type ProfileView = FromSchema<typeof profileSchema>;

/** An organization as the caller sees it: with their role in it. */
export const organizationSchema = namedSchema('Organization', {
  type: 'object',
  examples: [
    {
      id: 'org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa',
      name: 'Acme',
      created_at: '2026-11-21T21:00:00.000Z',
      updated_at: '2026-11-21T21:00:00.000Z',
      member_count: 1,
      projects_count: 0,
      user_role: 'admin',
      current_plan_id: 'plan_free',
      owner_id: 'usr_0mwqw65c00zE5mN3pQ7rS1tU9vW2xYa',
    },
  ],
  additionalProperties: false,
  required: ['id', 'name', 'created_at', 'updated_at', 'member_count', 'projects_count', 'user_role', 'current_plan_id', 'owner_id'],
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
    member_count: { type: 'integer', minimum: 1 },
    projects_count: { type: 'integer', minimum: 0 },
    user_role: roleSchema,
    current_plan_id: { type: 'string' },
    owner_id: { type: 'string' },
  },
} as const);
export type OrganizationView = FromSchema<typeof organizationSchema>;

export const memberSchema = namedSchema('Member', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'role', 'created_at', 'user'],
  properties: { id: { type: 'string' }, role: roleSchema, created_at: dateTimeSchema, user: profileSchema },
} as const);
export type MemberView = FromSchema<typeof memberSchema>;

/** A project's key as listed: never its secret, only a hint to tell keys apart. */
export const apiKeySchema = namedSchema('ApiKey', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'mode', 'hint', 'created_at', 'expires_at'],
  properties: {
    id: { type: 'string' },
    mode: { type: 'string', enum: ['test', 'live'] },
    hint: { type: 'string', description: 'e.g. "sk_test_…a1B2"' },
    created_at: dateTimeSchema,
    expires_at: { ...nullableDateTimeSchema, description: 'When a rotated-out key stops working; null for a current key.' },
  },
} as const);
export type ApiKeyView = FromSchema<typeof apiKeySchema>;

export const projectSchema = namedSchema('Project', {
  type: 'object',
  examples: [
    {
      id: 'proj_0mwqw65c017uoQk2bX9wYp3Lm0aZcDe',
      organization_id: 'org_0mwqw65c07GFeR4nTq8sVb2Xk9mJwHa',
      name: 'Shop',
      receiving_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      receiving_address_proven_at: '2026-11-21T21:05:00.000Z',
      receiving_address_control: 'proven',
      underpayment_tolerance_bps: 0,
      created_at: '2026-11-21T21:00:00.000Z',
      updated_at: '2026-11-21T21:00:00.000Z',
      api_keys: [{ id: 'key_0mwqw65c06UqJ1aB2cD3eF4gH5iJ6kL', mode: 'test', hint: 'sk_test_…9Kpt', created_at: '2026-11-21T21:00:00.000Z', expires_at: null }],
    },
  ],
  additionalProperties: false,
  required: [
    'id',
    'organization_id',
    'name',
    'receiving_address',
    'receiving_address_proven_at',
    'receiving_address_control',
    'underpayment_tolerance_bps',
    'created_at',
    'updated_at',
    'api_keys',
  ],
  properties: {
    id: { type: 'string' },
    organization_id: { type: 'string' },
    name: { type: 'string' },
    receiving_address: { type: ['string', 'null'], pattern: '^0x[0-9a-fA-F]{40}$' },
    receiving_address_proven_at: {
      ...nullableDateTimeSchema,
      description: 'When the organization proved it controls the receiving address (a signature of a challenge); null while unproven.',
    },
    receiving_address_control: {
      type: ['string', 'null'],
      enum: [...ADDRESS_CONTROLS, null],
      description:
        "How the organization stands with the address: `proven` by it; `unproven` (used by it alone: test keys take sessions, and money without a session's tag is its own); `unproven_shared` (other organizations' projects have used it too: no untagged money until one proves it); `proven_by_another_organization` (no new sessions). Null without an address. Live keys need `proven`.",
    },
    underpayment_tolerance_bps: UNDERPAYMENT_TOLERANCE_SCHEMA,
    created_at: dateTimeSchema,
    updated_at: dateTimeSchema,
    api_keys: { type: 'array', items: apiKeySchema },
  },
} as const);
export type ProjectView = FromSchema<typeof projectSchema>;

/** `{message}`: the answer of a delete. */
export const messageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;

/** `{<name>: <schema>}`: the platform's envelope around one object or a list. */
export const envelope = <const N extends string, const S extends object>(name: N, schema: S) =>
  ({ type: 'object', additionalProperties: false, required: [name], properties: { [name]: schema } as { [K in N]: S } }) as const;
