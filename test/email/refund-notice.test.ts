import { type Contract, Wallet } from 'ethers';
import t from 'tap';
import { mined } from '../../src/core/chain/mined.js';
import { startTestApp } from '../helpers/app.js';
import { deployTestToken, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { htmlPart, startMailbox } from '../helpers/mailbox.js';
import { caller, newProject } from '../helpers/platform.js';
import { eventually } from '../helpers/processes.js';
import { RECEIVING, RECEIVING_KEY } from '../payments/fixture.js';

// The merchant's notice of a refund's success, end to end on real parts: a local anvil watched by
// the worker, a refund paid from the receiving address, and the notice delivered by the worker to a
// real SMTP server (smtp-server in this process), to the organization's admins alone.
const chain = await startLocalChain(t);
const usdc = (await deployTestToken(chain, 'USDC')) as Contract;
await mined(usdc.getFunction('mint')(chain.deployer.address, 1_000_000_000n));
const mailbox = await startMailbox(t);
const app = await startTestApp(t, {
  env: {
    CHAIN_REGISTRY_FILE: writeLocalRegistry(t, { chainId: chain.chainId, tokens: { USDC: await usdc.getAddress() } }),
    RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
    PAYMENTS_WATCH_INTERVAL_MS: '100',
    SMTP_URL: mailbox.url,
    EMAIL_FROM: 'Proofpay Test <billing@proofpay.test>',
  },
});

const MERCHANT = 'Tea <b>"Leaf"</b> & Co';
const ada = await caller(app, 'ada@example.test');
const { organizationId, secretKeys } = await newProject(ada, 'Tea Org', { name: MERCHANT, receiving_address: RECEIVING });
const erin = await caller(app, 'erin@example.test');
await erin('GET', '/api/user/profile');
t.equal((await ada('POST', `/api/organizations/${organizationId}/members`, { email: 'erin@example.test', role: 'member' })).status, 201);

const v1 = async (method: string, path: string, json?: unknown) => {
  const response = await app.request(path, { method, token: secretKeys.test, ...(json !== undefined ? { json } : {}) });
  return { status: response.status, body: (await response.json()) as any };
};

t.test("a refund's success: its notice reaches the admins through SMTP, in plain text and HTML, the merchant's name escaped", async (t) => {
  const session = (await v1('POST', '/v1/checkout/sessions', { amount_usd: 20 })).body;
  const option = session.payment_options.find((each: any) => each.token === 'USDC');
  await mined(usdc.getFunction('transfer')(RECEIVING, BigInt(option.amount_base_units)));
  await chain.mine(2);
  await eventually(async () => ((await v1('GET', `/v1/checkout/sessions/${session.id}`)).body.status === 'completed' ? true : undefined), {
    what: 'the session to complete',
  });

  const created = await v1('POST', `/v1/checkout/sessions/${session.id}/refunds`, {});
  t.equal(created.status, 201);
  const refund = created.body;
  const merchant = new Wallet(RECEIVING_KEY, chain.provider);
  const tx = await (usdc.connect(merchant) as Contract).getFunction('transfer')(refund.to_address, BigInt(refund.amount_base_units));
  await mined(tx);
  const txHash = (tx.hash as string).toLowerCase();
  await chain.mine(2);
  await eventually(async () => ((await v1('GET', `/v1/checkout/sessions/${session.id}/refunds/${refund.id}`)).body.status === 'succeeded' ? true : undefined), {
    what: 'the refund to succeed',
  });

  const mail = await mailbox.mailTo('ada@example.test');
  t.same(mail.to, ['ada@example.test'], 'to the admins alone, not to the member');
  t.equal(mail.from, 'billing@proofpay.test');
  t.match(mail.text, /^From: Proofpay Test <billing@proofpay\.test>/m);
  t.equal(mail.subject, `Refund ${refund.id} succeeded (${MERCHANT})`, 'the subject names the refund and the merchant');
  const [text, html] = [mail.text.split(/Content-Type: text\/html/)[0]!.split(/Content-Type: text\/plain/)[1] ?? '', htmlPart(mail)];
  t.ok(text, 'a plain text part');
  t.ok(html, 'and an HTML one');
  const explorer = `http://127.0.0.1/explorer/tx/${txHash}`;
  for (const [part, body] of [
    ['text', text],
    ['HTML', html],
  ] as const) {
    t.ok(body.includes(`${refund.amount} USDC`), `${part}: the amount and token`);
    t.ok(body.includes('Local Anvil'), `${part}: the chain by name`);
    t.ok(body.includes(explorer), `${part}: the transaction on the chain's explorer`);
    t.ok(body.includes(refund.to_address), `${part}: where it went`);
    t.ok(body.includes(session.id), `${part}: the checkout session`);
  }
  t.ok(text.includes(MERCHANT), "the text says the merchant's name as it is");
  t.ok(html.includes('Tea &lt;b&gt;&quot;Leaf&quot;&lt;/b&gt; &amp; Co'), "the HTML escapes the merchant's name");
  t.notOk(html.includes('<b>"Leaf"</b>'), 'never as markup');
  t.ok(html.includes(`<a href="${explorer}">`), 'the transaction is a link');
  t.notOk(/<img|src=|url\(/i.test(html), 'no image nor anything fetched from elsewhere');
  t.notOk(/<script/i.test(html), 'no script');

  // The server has the message a moment before the worker records it sent: wait for the record.
  const notices = async () => (await app.db.query("SELECT status, to_addresses FROM email_outbox WHERE template = 'refund_succeeded'")).rows;
  await eventually(async () => ((await notices()).every((row) => row.status !== 'pending') ? true : undefined), { what: 'the notice recorded' });
  t.same(await notices(), [{ status: 'sent', to_addresses: ['ada@example.test'] }], 'one notice, recorded sent');
});
