import type { FromSchema } from 'json-schema-to-ts';
import type { Config } from '../core/config/config.js';
import { type Queryable, withTransaction, type Db } from '../core/db/pool.js';
import { conflict, forbidden, invalidField, notFound } from '../core/errors.js';
import { newId } from '../core/ids.js';
import { namedSchema } from '../core/schema-registry.js';
import { dateTimeSchema } from '../core/schema-fragments.js';
import { keyEncryptionKey } from '../core/sealing.js';
import { invitationAcceptUrl, invitationToken, invitationTokenHash, invitationTokenValid, queueEmail } from '../email/index.js';
import { addMember, type Member, type Role } from './organizations.js';
import type { User } from './users.js';

/**
 * Invitations to an organization for people who have not signed in yet (docs/platform.md,
 * "Invitations"): an admin invites an e-mail address with a role; the e-mail carries a signed
 * link that works once, for 7 days, for a signed-in user of that address.
 */

export const INVITATION_LIFETIME_DAYS = 7;

export const invitationSchema = namedSchema('Invitation', {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'role', 'expires_at', 'created_at'],
  properties: {
    id: { type: 'string', pattern: '^inv_[0-9A-Za-z]+$' },
    email: { type: 'string', format: 'email' },
    role: { enum: ['admin', 'member'] },
    expires_at: dateTimeSchema,
    created_at: dateTimeSchema,
  },
  examples: [
    {
      id: 'inv_0mwqw65c05RxbBIbkZz7hvQgTfwJrOw',
      email: 'carol@example.com',
      role: 'member',
      expires_at: '2026-12-09T07:00:00.000Z',
      created_at: '2026-12-02T07:00:00.000Z',
    },
  ],
} as const);
export type InvitationView = FromSchema<typeof invitationSchema>;

interface InvitationRow {
  id: string;
  email: string;
  role: Role;
  expires_at: Date;
  created_at: Date;
}

const COLUMNS = 'id, email, role, expires_at, created_at';

export const invitationView = (row: InvitationRow): InvitationView => ({
  id: row.id,
  email: row.email,
  role: row.role,
  expires_at: row.expires_at.toISOString(),
  created_at: row.created_at.toISOString(),
});

const keks = new WeakMap<Config, Buffer>();
function kekOf(config: Config): Buffer {
  let kek = keks.get(config);
  if (!kek) {
    kek = keyEncryptionKey(config.keyEncryptionKey, config.dataDir);
    keks.set(config, kek);
  }
  return kek;
}

/** `POST /api/organizations/{id}/invitations`: the invitation, and its link when no e-mail will carry it. */
export const createdInvitationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invitation', 'accept_url'],
  properties: {
    invitation: invitationSchema,
    accept_url: {
      type: ['string', 'null'],
      description:
        'With e-mail off (no SMTP_URL), the link to accept the invitation, for the admin to pass on: it works once, until the invitation expires, for a signed-in user of its address. Null when the service e-mails it: only the invited address receives the link.',
    },
  },
} as const;
export type CreatedInvitation = FromSchema<typeof createdInvitationSchema>;

/**
 * Invites `email` with `role`, and writes the invitation e-mail on the same transaction; with
 * e-mail off, answers the link for the admin to pass on. Someone who is a member already, or an
 * open invitation for the address, is a 409.
 */
export async function createInvitation(db: Db, config: Config, organizationId: string, inviter: User, email: string, role: Role): Promise<CreatedInvitation> {
  return withTransaction(db, async (client) => {
    const { rows: members } = await client.query(
      'SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.organization_id = $1 AND lower(u.email) = lower($2)',
      [organizationId, email],
    );
    if (members.length > 0) throw conflict('email: is already a member of this organization');
    const id = newId('inv');
    const token = invitationToken(kekOf(config), id);
    const { rows } = await client.query<InvitationRow & { organization: string }>(
      `INSERT INTO organization_invitations (id, organization_id, email, role, token_hash, invited_by, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(days => $7))
       ON CONFLICT (organization_id, lower(email)) WHERE accepted_at IS NULL DO NOTHING
       RETURNING ${COLUMNS}, (SELECT name FROM organizations WHERE id = $2) AS organization`,
      [id, organizationId, email, role, invitationTokenHash(token), inviter.id, INVITATION_LIFETIME_DAYS],
    );
    const row = rows[0];
    if (!row) throw conflict('email: has an open invitation to this organization already; delete it to invite again');
    await queueEmail(client, 'invitation', [email], {
      organization: row.organization,
      inviter: inviter.email,
      role,
      expires_at: row.expires_at.toISOString(),
      invitation_id: id,
    });
    return { invitation: invitationView(row), accept_url: config.email.smtpUrl === undefined ? invitationAcceptUrl(config.publicBaseUrl, token) : null };
  });
}

/** The organization's open invitations (not accepted; expired ones included, until deleted), newest first. */
export async function listInvitations(db: Queryable, organizationId: string): Promise<InvitationView[]> {
  const { rows } = await db.query<InvitationRow>(
    `SELECT ${COLUMNS} FROM organization_invitations WHERE organization_id = $1 AND accepted_at IS NULL ORDER BY created_at DESC, id DESC`,
    [organizationId],
  );
  return rows.map(invitationView);
}

/** Deletes an open invitation: its link no longer works. */
export async function deleteInvitation(db: Queryable, organizationId: string, invitationId: string): Promise<void> {
  const { rowCount } = await db.query('DELETE FROM organization_invitations WHERE organization_id = $1 AND id = $2 AND accepted_at IS NULL', [
    organizationId,
    invitationId,
  ]);
  if (!rowCount) throw notFound('invitation');
}

/**
 * Accepts an invitation for the signed-in `user`: the token must be one the service signed, of an
 * open invitation not past its expiry (else 400 naming `token`), for the user's own e-mail address
 * (else 403). The user becomes a member with the invitation's role (one already a member keeps
 * their role), and the invitation is used up.
 */
export async function acceptInvitation(db: Db, config: Config, user: User, token: string): Promise<Member & { organization_id: string }> {
  if (!invitationTokenValid(kekOf(config), token)) throw invalidField('token', 'is not a valid invitation token');
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<{ id: string; organization_id: string; email: string; role: Role; accepted_at: Date | null; expired: boolean }>(
      `SELECT id, organization_id, email, role, accepted_at, expires_at <= now() AS expired
         FROM organization_invitations WHERE token_hash = $1 FOR UPDATE`,
      [invitationTokenHash(token)],
    );
    const invitation = rows[0];
    if (!invitation) throw invalidField('token', 'names no open invitation (deleted, or the organization is gone)');
    if (invitation.accepted_at !== null) throw invalidField('token', 'has been used already');
    if (invitation.expired) throw invalidField('token', 'has expired; ask an admin for a new invitation');
    if (invitation.email.toLowerCase() !== user.email.toLowerCase()) {
      throw forbidden('This invitation is for another e-mail address; sign in with the address it was sent to');
    }
    await client.query('UPDATE organization_invitations SET accepted_at = now(), accepted_by = $2 WHERE id = $1', [invitation.id, user.id]);
    const added = await addMember(client, invitation.organization_id, user, invitation.role);
    if (added) return { ...added, organization_id: invitation.organization_id };
    const { rows: existing } = await client.query<{ id: string; role: Role; created_at: Date }>(
      'SELECT id, role, created_at FROM memberships WHERE organization_id = $1 AND user_id = $2',
      [invitation.organization_id, user.id],
    );
    return { ...existing[0]!, user, organization_id: invitation.organization_id };
  });
}
