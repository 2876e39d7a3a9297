import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * An invitation's token: its id and an HMAC-SHA256 of it under a key derived from the service's
 * key-encryption key (RECEIPT_KEY_ENCRYPTION_KEY). The database keeps only the token's SHA-256, so
 * neither a copy of the database nor the outbox (which names the invitation, not its token) can
 * accept an invitation; the job that sends the e-mail signs the id again to write the link.
 */
export function invitationToken(kek: Buffer, invitationId: string): string {
  const key = createHmac('sha256', kek).update('proofpay invitation tokens v1').digest();
  return `${invitationId}.${createHmac('sha256', key).update(invitationId).digest('base64url')}`;
}

/** The SHA-256 (hex) the database keeps of a token. */
export const invitationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one the service signed for its invitation id (a forged or altered token is not). */
export function invitationTokenValid(kek: Buffer, token: string): boolean {
  const id = token.split('.')[0] ?? '';
  const expected = Buffer.from(invitationToken(kek, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The dashboard's page that accepts an invitation, with its token: the link the e-mail carries, or the admin passes on when e-mail is off. */
export const invitationAcceptUrl = (publicBaseUrl: string, token: string) => `${publicBaseUrl}/dashboard/invitations/accept?token=${encodeURIComponent(token)}`;
