import nodemailer, { type Transporter } from 'nodemailer';
import { Counter } from 'prom-client';
import type { Config } from '../core/config/config.js';
import type { Queryable } from '../core/db/pool.js';
import { defineJob } from '../core/jobs/define.js';
import { metricsRegistry } from '../core/metrics.js';
import { keyEncryptionKey } from '../core/sealing.js';
import { invitationToken } from './invitation-tokens.js';
import { outboxUpkeepJobs } from './prune-outbox.job.js';
import { type EmailData, type EmailTemplate, renderEmail } from './templates.js';

declare module '../core/jobs/payloads.js' {
  interface JobPayloads {
    /** Delivers one outbox message; a failure is retried by graphile-worker with its backoff. */
    'email.send': { email_id: string };
  }
}

const sent = new Counter({
  name: 'proofpay_emails_total',
  help: 'E-mail outbox messages by outcome (sent; retrying: an attempt failed, another follows; failed: no attempt left or refused for good; skipped: e-mail off)',
  labelNames: ['outcome'] as const,
  registers: [metricsRegistry],
});

// One SMTP transport (its pooled connections) per process and URL.
const transports = new Map<string, Transporter>();
function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as object);
    transports.set(url, transport);
  }
  return transport;
}

const keks = new WeakMap<Config, Buffer>();
const kekOf = (config: Config) => {
  let kek = keks.get(config);
  if (!kek) {
    kek = keyEncryptionKey(config.keyEncryptionKey, config.dataDir);
    keks.set(config, kek);
  }
  return kek;
};

interface OutboxRow {
  template: EmailTemplate;
  to_addresses: string[];
  data: EmailData[EmailTemplate];
  status: 'pending' | 'sent' | 'failed' | 'skipped';
}

/** An SMTP answer that will not change on a retry (5xx: mailbox unknown, sender refused). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: number }).responseCode;
  return code !== undefined && code >= 500 && code < 600;
};

const record = (db: Queryable, id: string, status: OutboxRow['status'], fields: { error?: string; messageId?: string } = {}) =>
  db.query(
    `UPDATE email_outbox SET status = $2, attempts = attempts + CASE WHEN $2 = 'skipped' THEN 0 ELSE 1 END, last_attempt_at = now(),
            last_error = $3, message_id = coalesce($4, message_id), sent_at = CASE WHEN $2 = 'sent' THEN now() END
      WHERE id = $1`,
    [id, status, fields.error ?? null, fields.messageId ?? null],
  );

/**
 * Sends one outbox message through SMTP_URL, rendered now from its data. Delivery is at least once:
 * a worker that dies between the server's acceptance and the record sends the message again.
 */
const sendJob = defineJob({
  name: 'email.send',
  kind: 'webhooks',
  run: async ({ email_id }, ctx, { log, lastAttempt }) => {
    const { rows } = await ctx.db.query<OutboxRow>('SELECT template, to_addresses, data, status FROM email_outbox WHERE id = $1', [email_id]);
    const message = rows[0];
    if (message?.status !== 'pending') return;
    const { smtpUrl, from } = ctx.config.email;
    if (smtpUrl === undefined) {
      await record(ctx.db, email_id, 'skipped');
      sent.inc({ outcome: 'skipped' });
      return;
    }
    const rendered = renderEmail(message.template, message.data as never, {
      publicBaseUrl: ctx.config.publicBaseUrl,
      chains: ctx.config.chains,
      invitationToken: (id) => invitationToken(kekOf(ctx.config), id),
    });
    try {
      const info = await transportFor(smtpUrl).sendMail({ from, to: message.to_addresses, ...rendered });
      await record(ctx.db, email_id, 'sent', { messageId: String(info.messageId ?? '') });
      sent.inc({ outcome: 'sent' });
    } catch (error) {
      const text = error instanceof Error ? error.message.slice(0, 500) : 'send failed';
      const final = lastAttempt || permanent(error);
      await record(ctx.db, email_id, final ? 'failed' : 'pending', { error: text });
      sent.inc({ outcome: final ? 'failed' : 'retrying' });
      log.warn({ err: error, email_id, final }, 'e-mail not sent');
      if (!final) throw error;
    }
  },
  /** The last attempt died with its worker: the message ends `failed`, as when that attempt throws. */
  abandoned: async ({ email_id }, client) => {
    await client.query("UPDATE email_outbox SET status = 'failed', last_error = coalesce(last_error, 'worker lost') WHERE id = $1 AND status = 'pending'", [
      email_id,
    ]);
  },
});

/** The e-mail feature's jobs: delivery, and the outbox's cleanup. */
export const emailJobs = [sendJob, ...outboxUpkeepJobs] as const;
