import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Test } from 'tap';

/** One message as the SMTP server took it: its envelope's recipients, its subject decoded, and its text, quoted-printable undone. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  /** The SMTP_URL of the server. */
  url: string;
  received: ReceivedMail[];
  /** Recipients refused with a temporary 451 once each: a worker must come back for them. */
  refuseOnce: Set<string>;
  /** Waits (a poll of what arrived, no fixed sleep) for the first message to `address`. */
  mailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
}

/** The message's text with quoted-printable undone (soft line breaks and =XX), which is all nodemailer uses here. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** RFC 2047's encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`), as a long or non-ASCII header has them, read back. */
function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** The Subject header of a raw message, unfolded (RFC 5322) and decoded. */
function subjectOf(raw: string): string {
  const headers = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n(?=[ \t])/g, '');
  return decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1] ?? '');
}

/** A real SMTP server (smtp-server) in the test's process, on a free port of 127.0.0.1, closed on teardown. */
export async function startMailbox(t: Test): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const refuseOnce = new Set<string>();
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseOnce.delete(address.address)) {
        callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: subjectOf(raw),
          text: decoded(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return {
    url: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    received,
    refuseOnce,
    async mailTo(address, timeoutMs = 30_000) {
      const started = Date.now();
      for (;;) {
        const found = received.find((message) => message.to.includes(address));
        if (found) return found;
        if (Date.now() - started > timeoutMs) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** A message's HTML part (after its Content-Type header), where markup would be. */
export const htmlPart = (mail: ReceivedMail) => mail.text.split(/Content-Type: text\/html/)[1] ?? '';
