import type { Queryable } from '../core/db/pool.js';
import { newId } from '../core/ids.js';
import { enqueue } from '../core/jobs/enqueue.js';
import type { EmailData, EmailTemplate } from './templates.js';

/** Attempts of one message: graphile-worker's backoff (about e^n seconds after the n-th) spreads 10 over about 6 hours. */
export const EMAIL_MAX_ATTEMPTS = 10;

/**
 * Writes a message to the outbox and its `email.send` job, on the caller's transaction: the
 * message exists exactly when the change it tells of commits, and nothing is sent in a request.
 * With e-mail off (no SMTP_URL) the job records it `skipped`.
 */
export async function queueEmail<T extends EmailTemplate>(
  client: Queryable,
  template: T,
  to: readonly string[],
  data: EmailData[T],
): Promise<string | undefined> {
  const recipients = [...new Set(to.filter((address) => address.length > 0))];
  if (recipients.length === 0) return undefined;
  const id = newId('em');
  await client.query('INSERT INTO email_outbox (id, template, to_addresses, data) VALUES ($1, $2, $3, $4)', [id, template, recipients, JSON.stringify(data)]);
  await enqueue(client, 'email.send', { email_id: id }, { maxAttempts: EMAIL_MAX_ATTEMPTS });
  return id;
}
