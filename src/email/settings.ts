import { defineSettings } from '../core/config/config.js';

declare module '../core/config/config.js' {
  interface Config {
    /** E-mail (docs/operations.md, "E-mail"): off unless SMTP_URL is set. */
    email: {
      /** SMTP_URL: `smtp://` or `smtps://`, credentials in the URL; undefined: the service sends no e-mail. */
      smtpUrl: string | undefined;
      /** EMAIL_FROM: the From header of every message. */
      from: string;
      /** EMAIL_OUTBOX_RETENTION_DAYS: how long a sent, failed or skipped message stays in the outbox. */
      outboxRetentionDays: number;
    };
  }
}

/** The e-mail feature's settings: the SMTP server the outbox is delivered to, and the sender. */
export const emailSettings = defineSettings(
  'email',
  (read) => ({
    email: {
      smtpUrl: read.url('SMTP_URL', ['smtp:', 'smtps:'], {
        default: 'unset (e-mail off: `/v1/health` shows `checks.email.status: not_configured`)',
        meaning:
          'The SMTP server e-mail goes through (invitations, customer receipts, refund notices): `smtp://user:password@host:587` (STARTTLS when the server offers it) or `smtps://…:465`. A worker delivers each message from the outbox, retried with backoff (docs/operations.md, "E-mail").',
      }),
      from: read.string(
        'EMAIL_FROM',
        'Proofpay <no-reply@localhost>',
        'The `From` of every message, an address the SMTP server may send as (`Name <address>` or a bare address).',
      ),
      outboxRetentionDays: read.int(
        'EMAIL_OUTBOX_RETENTION_DAYS',
        30,
        { min: 1, max: 36_500 },
        'How long a message whose outcome is final (sent, failed, or skipped with e-mail off) stays in the outbox, counted from its last attempt; a worker then deletes it (hourly). Pending messages stay until delivered or failed.',
      ),
    },
  }),
  ({ email }, problem) => {
    if (email.smtpUrl !== undefined && !/<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/.test(email.from.trim())) {
      problem('EMAIL_FROM: must be an address (`name@host`) or `Name <name@host>`');
    }
  },
);
