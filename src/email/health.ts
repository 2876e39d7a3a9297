import type { Config } from '../core/config/config.js';
import type { Queryable } from '../core/db/pool.js';

/** `checks.email` of `GET /v1/health`. */
export const emailHealthSchema = {
  oneOf: [
    { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { const: 'not_configured' } } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['status', 'pending'],
      properties: { status: { enum: ['ok', 'down'] }, pending: { type: 'integer', minimum: 0 }, error: { type: 'string' } },
    },
  ],
  description:
    "E-mail: `not_configured` without SMTP_URL (an operator's choice: the status stays as it is); else `ok`, or `down` when the last delivery attempt failed (the status is then degraded), with the messages waiting to be sent.",
} as const;

export type EmailHealth = { status: 'not_configured' } | { status: 'ok' | 'down'; pending: number; error?: string };

/** From the outbox, never by connecting to the SMTP server: a health check waits on no third party. */
export async function emailHealth(db: Queryable, config: Pick<Config, 'email'>): Promise<EmailHealth> {
  if (config.email.smtpUrl === undefined) return { status: 'not_configured' };
  const { rows } = await db.query<{ pending: number; last_failed: boolean | null }>(
    `SELECT (SELECT count(*)::int FROM email_outbox WHERE status = 'pending') AS pending,
            (SELECT last_error IS NOT NULL AND status <> 'sent' FROM email_outbox WHERE last_attempt_at IS NOT NULL ORDER BY last_attempt_at DESC LIMIT 1) AS last_failed`,
  );
  const { pending, last_failed } = rows[0]!;
  return last_failed ? { status: 'down', pending, error: 'the last delivery attempt failed' } : { status: 'ok', pending };
}
