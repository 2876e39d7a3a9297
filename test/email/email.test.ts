import { Wallet } from 'ethers';
import t from 'tap';
import { pruneOutbox } from '../../src/email/index.js';
import { startTestApp } from '../helpers/app.js';
import { htmlPart, startMailbox } from '../helpers/mailbox.js';
import { assertPlatformError, caller, newProject } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';

// E-mail through a real SMTP server (smtp-server in this process): invitations with their
// single-use link, the customer's receipt, retries with backoff, health's `checks.email`, and the
// outbox's cleanup. The refund notice, which needs a chain, is in refund-notice.test.ts.
const mailbox = await startMailbox(t);
const app = await startTestApp(t, {
  env: {
    SMTP_URL: mailbox.url,
    EMAIL_FROM: 'Proofpay Test <billing@proofpay.test>',
    RPC_URL_BASE_SEPOLIA: 'http://127.0.0.1:9',
  },
});
const mailTo = async (address: string, timeoutMs?: number) => (await mailbox.mailTo(address, timeoutMs)).text;

const ada = await caller(app, 'ada@example.test');
const org = (await ada('POST', '/api/organizations', { name: '<b>Acme & "Co"</b>' })).body.organization;

t.test('an invitation: e-mailed with a signed link, accepted once by its own address', async (t) => {
  const invited = await ada('POST', `/api/organizations/${org.id}/invitations`, { email: 'carol@example.test', role: 'admin' });
  t.equal(invited.status, 201);
  t.match(invited.body.invitation, { id: /^inv_/, email: 'carol@example.test', role: 'admin', expires_at: String, created_at: String });
  const days = (Date.parse(invited.body.invitation.expires_at) - Date.parse(invited.body.invitation.created_at)) / 86_400_000;
  t.ok(Math.abs(days - 7) < 0.001, 'expires in 7 days');
  t.equal(invited.body.accept_url, null, 'e-mailed: the link goes to the invited address alone');
  t.same((await ada('GET', `/api/organizations/${org.id}/invitations`)).body.invitations, [invited.body.invitation]);

  const mail = await mailTo('carol@example.test');
  t.match(mail, /^From: Proofpay Test <billing@proofpay\.test>/m);
  t.match(mail, /Content-Type: text\/plain/);
  t.match(mail, /Content-Type: text\/html/);
  t.ok(mail.includes('&lt;b&gt;Acme &amp; &quot;Co&quot;&lt;/b&gt;'), 'the organization name is escaped in the HTML');
  t.notOk(/<b>Acme/.test(htmlPart(await mailbox.mailTo('carol@example.test'))), 'never as markup');
  t.notOk(/<img/i.test(mail), 'no images');
  const link = /(http:\/\/127\.0\.0\.1:\d+\/dashboard\/invitations\/accept\?token=[^\s"<&]+)/.exec(mail)?.[1];
  t.ok(link, 'the link to the dashboard');
  const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
  const stored = await app.db.query('SELECT token_hash FROM organization_invitations WHERE id = $1', [invited.body.invitation.id]);
  t.not(stored.rows[0].token_hash, token, 'the database keeps a hash, not the token');
  t.notOk(JSON.stringify((await app.db.query('SELECT data FROM email_outbox')).rows).includes(token), 'nor does the outbox');

  const bob = await caller(app, 'bob@example.test');
  assertPlatformError(t, await bob('POST', '/api/invitations/accept', { token }), 403);
  const carol = await caller(app, 'carol@example.test');
  assertPlatformError(t, await carol('POST', '/api/invitations/accept', { token: `${token.slice(0, -2)}xx` }), 400, ['token']);
  const accepted = await carol('POST', '/api/invitations/accept', { token });
  t.equal(accepted.status, 200);
  t.match(accepted.body.member, { role: 'admin', user: { email: 'carol@example.test' } });
  assertPlatformError(t, await carol('POST', '/api/invitations/accept', { token }), 400, ['token']);
  t.same((await ada('GET', `/api/organizations/${org.id}/invitations`)).body.invitations, [], 'accepted: no longer open');
  assertPlatformError(t, await ada('POST', `/api/organizations/${org.id}/invitations`, { email: 'CAROL@example.test' }), 409, undefined, 'conflict');

  // Expired, then deleted.
  const dave = (await ada('POST', `/api/organizations/${org.id}/invitations`, { email: 'dave@example.test' })).body.invitation;
  const daveToken = decodeURIComponent(/token=([^\s"<&]+)/.exec(await mailTo('dave@example.test'))![1]!);
  await app.db.query("UPDATE organization_invitations SET created_at = now() - interval '8 days', expires_at = now() - interval '1 day' WHERE id = $1", [
    dave.id,
  ]);
  const daveCaller = await caller(app, 'dave@example.test');
  const expired = await daveCaller('POST', '/api/invitations/accept', { token: daveToken });
  assertPlatformError(t, expired, 400, ['token']);
  t.match(expired.body.error, /expired/);
  const member = await caller(app, 'erin@example.test');
  await member('GET', '/api/user/profile');
  t.equal((await ada('POST', `/api/organizations/${org.id}/members`, { email: 'erin@example.test' })).status, 201);
  assertPlatformError(t, await member('DELETE', `/api/organizations/${org.id}/invitations/${dave.id}`), 403);
  t.equal((await member('GET', `/api/organizations/${org.id}/invitations`)).status, 200, 'members read');
  t.equal((await ada('DELETE', `/api/organizations/${org.id}/invitations/${dave.id}`)).status, 200);
  assertPlatformError(t, await ada('DELETE', `/api/organizations/${org.id}/invitations/${dave.id}`), 404);
  assertPlatformError(t, await daveCaller('POST', '/api/invitations/accept', { token: daveToken }), 400, ['token']);
});

t.test('the customer receipt: on completion, retried after a temporary refusal, merchant name escaped', async (t) => {
  const receiver = Wallet.createRandom();
  const { secretKeys } = await newProject(ada, 'Receipts', { name: 'Shop <script>alert(1)</script>', receiving_address: receiver.address });
  const create = await app.request('/v1/checkout/sessions', {
    method: 'POST',
    token: secretKeys.test,
    json: { amount_usd: 12.5, customer_email: 'buyer@example.test' },
  });
  const session = (await create.json()) as any;
  t.equal(session.customer_email, 'buyer@example.test');
  const invalid = await app.request('/v1/checkout/sessions', {
    method: 'POST',
    token: secretKeys.test,
    json: { amount_usd: 1, customer_email: 'not an address' },
  });
  t.match([invalid.status, ((await invalid.json()) as any).error.message], [400, /^customer_email: /]);

  mailbox.refuseOnce.add('buyer@example.test');
  const simulated = await app.request(`/v1/test_helpers/checkout/sessions/${session.id}/simulate`, {
    method: 'POST',
    token: secretKeys.test,
    json: { outcome: 'completed' },
  });
  t.equal(simulated.status, 200);
  const mail = await mailTo('buyer@example.test', 60_000);
  t.notOk(mailbox.refuseOnce.has('buyer@example.test'), 'the first attempt was refused');
  const { rows } = await app.db.query("SELECT status, attempts FROM email_outbox WHERE template = 'receipt'");
  t.match(rows, [{ status: 'sent', attempts: 2 }], 'sent on the second attempt');
  t.match(mail, /Subject: Your payment to Shop <script>alert\(1\)<\/script>: 12\.50 USD/);
  t.ok(mail.includes('Shop &lt;script&gt;alert(1)&lt;/script&gt;'), 'the merchant name escaped in the HTML');
  t.notOk(/<script>/.test(htmlPart(await mailbox.mailTo('buyer@example.test'))), 'no markup of the merchant in the HTML');
  t.match(mail, /12\.50 USD/);
  t.match(mail, /Base Sepolia/);
  t.match(mail, /https:\/\/sepolia\.basescan\.org\/tx\/0x[0-9a-f]{64}/, 'the transaction on the chain explorer');

  const health = (await (await app.request('/v1/health')).json()) as any;
  t.match(health.checks.email, { status: 'ok', pending: 0 });
});

t.test('the outbox keeps finished messages EMAIL_OUTBOX_RETENTION_DAYS after their last attempt, then the worker deletes them', async (t) => {
  const DAY = 86_400_000;
  const finished = async () =>
    (await app.db.query<{ id: string }>("SELECT id FROM email_outbox WHERE status <> 'pending' ORDER BY id")).rows.map((row) => row.id);
  const before = await finished();
  t.ok(before.length >= 3, 'the invitations and the receipt above, sent');
  // A message still pending stays whatever its age (its job retries it, or ends it failed).
  await app.db.query(
    `INSERT INTO email_outbox (id, template, to_addresses, data, created_at) VALUES ('em_stuck', 'receipt', '{late@example.test}', '{}', now() - interval '400 days')`,
  );
  t.equal(app.config.email.outboxRetentionDays, 30, 'the default retention');

  // The clock moved on: within the retention nothing goes; past it, every finished message.
  const attempt = async (which: 'min' | 'max') =>
    (await app.db.query<{ at: Date }>(`SELECT ${which}(last_attempt_at) AS at FROM email_outbox WHERE status <> 'pending'`)).rows[0]!.at;
  const [firstAttempt, lastAttempt] = [await attempt('min'), await attempt('max')];
  t.equal(await pruneOutbox(app.db, 30, new Date(firstAttempt.getTime() + 30 * DAY)), 0, '30 days after the oldest attempt, to the millisecond: kept');
  t.same(await finished(), before);
  t.equal(await pruneOutbox(app.db, 30, new Date(firstAttempt.getTime() + 30 * DAY + 1)), 1, 'the oldest first, once past its 30 days');
  t.equal(await pruneOutbox(app.db, 30, new Date(lastAttempt.getTime() + 31 * DAY)), before.length - 1, 'then the rest');
  t.same(await finished(), []);
  t.same((await app.db.query('SELECT id, status FROM email_outbox')).rows, [{ id: 'em_stuck', status: 'pending' }], 'the pending one stays');

  // The worker's own prune: a message sent 31 days ago (its times moved back, as the clock would
  // have), and the prune job's time come (its run_at moved to now): it deletes it and schedules its next run.
  await app.db.query(
    `INSERT INTO email_outbox (id, template, to_addresses, data, status, attempts, created_at, last_attempt_at, sent_at)
     VALUES ('em_old', 'receipt', '{old@example.test}', '{}', 'sent', 1, now() - interval '31 days', now() - interval '31 days', now() - interval '31 days'),
            ('em_recent', 'receipt', '{recent@example.test}', '{}', 'sent', 1, now() - interval '29 days', now() - interval '29 days', now() - interval '29 days')`,
  );
  const job = async () => (await app.db.query<{ run_at: Date }>("SELECT run_at FROM graphile_worker.jobs WHERE key = 'email.prune_outbox'")).rows[0];
  t.ok(await job(), 'the worker scheduled the prune when it started');
  await app.db.query("UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = 'email.prune_outbox'");
  await eventually(async () => ((await job())?.run_at.getTime() ?? 0) > Date.now() + 30 * 60_000 || undefined, {
    what: 'the prune to run and schedule its next run',
  });
  t.same(
    (await app.db.query('SELECT id FROM email_outbox ORDER BY id')).rows,
    [{ id: 'em_recent' }, { id: 'em_stuck' }],
    'the month-old message went; the recent and the pending ones stay',
  );
});
