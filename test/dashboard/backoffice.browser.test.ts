import fs from 'node:fs';
import { type Contract, NonceManager, Wallet } from 'ethers';
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { mined } from '../../src/core/chain/mined.js';
import { injectWallet, skipWithoutChromium, type WalletCall } from '../helpers/browser.js';
import { deployTestToken, type LocalChain, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { apiFromPage, assertAccessible, heading, openTab, openUnattributedPayment, screenshot, signInAs, startDashboard } from '../helpers/dashboard.js';
import { startMailbox } from '../helpers/mailbox.js';
import { RECEIVING, RECEIVING_KEY } from '../payments/fixture.js';

const CONFIRMATIONS = 2;

/**
 * The merchant's wallet, injected (injectWallet): it holds the receiving address (anvil account #5)
 * and sends its transactions to anvil, one after another.
 */
function installWallet(context: BrowserContext, chain: LocalChain): Promise<WalletCall[]> {
  const signer = new NonceManager(new Wallet(RECEIVING_KEY, chain.provider));
  return injectWallet(context, async (method, params) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [RECEIVING] };
      case 'eth_chainId':
        return { result: `0x${chain.chainId.toString(16)}` };
      case 'eth_sendTransaction': {
        const { to, data } = params[0] as { to: string; data: string };
        return { result: (await signer.sendTransaction({ to, data })).hash };
      }
      default:
        return { error: { code: 4200, message: `Unsupported method ${method}` } };
    }
  });
}

/** Whether `page` scrolls sideways (its document wider than its viewport). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

t.test(
  "a merchant's back office in Chromium: settings, all payments live and filtered, a payment's page, a session's refund paid with the wallet",
  { skip: skipWithoutChromium() },
  async (t) => {
    const chain = await startLocalChain(t);
    const usdc = (await deployTestToken(chain, 'USDC')) as Contract;
    const usdt = await deployTestToken(chain, 'USDT');
    await mined(usdc.getFunction('mint')(chain.deployer.address, 1_000_000_000_000n));
    const registryFile = writeLocalRegistry(t, { chainId: chain.chainId, tokens: { USDC: await usdc.getAddress(), USDT: await usdt.getAddress() } });
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { chains: Record<string, unknown>[] };
    registry.chains[0]!.confirmations = CONFIRMATIONS;
    fs.writeFileSync(registryFile, JSON.stringify(registry));
    const chainKey = registry.chains[0]!.key as string;
    const mailbox = await startMailbox(t);
    const dashboard = await startDashboard(t, {
      worker: true,
      env: {
        CHAIN_REGISTRY_FILE: registryFile,
        RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
        PAYMENTS_WATCH_INTERVAL_MS: '100',
        SMTP_URL: mailbox.url,
        EMAIL_FROM: 'Proofpay Test <billing@proofpay.test>',
      },
    });
    const { app } = dashboard;
    const admin = await openTab(t, dashboard);
    const wallet = await installWallet(admin.context, chain);
    const { page } = admin;

    await signInAs(admin, app, 'ada@example.test');
    const organization = ((await apiFromPage(page, 'POST', '/api/organizations', { name: 'Acme' })).body as any).organization;
    const created = (await apiFromPage(page, 'POST', '/api/projects', { organization_id: organization.id, name: 'Shop', receiving_address: RECEIVING }))
      .body as any;
    const projectId: string = created.project.id;
    const key: string = created.secret_keys.test;
    const projectUrl = `${app.url}/dashboard/projects/${projectId}`;
    const v1 = async (path: string, json: unknown) => {
      const response = await app.request(path, { method: 'POST', token: key, json });
      t.equal(response.status, 201, `POST ${path}`);
      return (await response.json()) as any;
    };

    await t.test('settings: name, receiving address with its standing, tolerance; a refused value is named on its field', async (t) => {
      await page.goto(projectUrl);
      await heading(page, 'Shop').waitFor();
      await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Settings' }).click();
      await heading(page, 'Settings').waitFor();
      t.equal(await page.getByRole('textbox', { name: 'Receiving address' }).inputValue(), RECEIVING, 'the address');
      t.equal(await page.getByLabel('Underpayment tolerance (basis points)').inputValue(), '0', 'the tolerance');
      await page.getByRole('region', { name: 'Receiving address' }).getByText('not proven').waitFor();
      await page.getByLabel('Underpayment tolerance (basis points)').fill('5000');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.locator('.field-error').filter({ hasText: /\S/ }).waitFor();
      t.equal(await page.getByLabel('Underpayment tolerance (basis points)').getAttribute('aria-invalid'), 'true', 'the refused field is marked');
      await page.getByLabel('Name').fill('Shop front');
      await page.getByLabel('Underpayment tolerance (basis points)').fill('50');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await page.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor();
      const saved = ((await apiFromPage(page, 'GET', `/api/projects/${projectId}`)).body as any).project;
      t.equal(saved.name, 'Shop front');
      t.equal(saved.underpayment_tolerance_bps, 50);
      await assertAccessible(t, page, 'settings');
      await screenshot(page, 'settings');
      await admin.assertClean(t, 'settings', [/status of 400/]);
    });

    const session = await v1('/v1/checkout/sessions', { amount_usd: 42.5, description: 'Annual plan', metadata: { order_id: 'ord-7781' } });
    const option = session.payment_options.find((each: any) => each.token === 'USDC');
    let paymentTx = '';

    await t.test('all payments: a new payment appears without a reload, filters find it or not, its page shows payer, confirmations and receipt', async (t) => {
      await page.goto(`${projectUrl}/payments?network=testnet`);
      await heading(page, 'Payments').waitFor();
      await page.getByText('No payment on testnet yet.').waitFor();
      const navigationStart = await page.evaluate(() => performance.timeOrigin);
      const tx = await usdc.getFunction('transfer')(RECEIVING, BigInt(option.amount_base_units));
      await mined(tx);
      paymentTx = tx.hash;
      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByText(tx.hash).waitFor({ timeout: 20_000 });
      t.equal(await page.evaluate(() => performance.timeOrigin), navigationStart, 'the same document: no reload');
      await payments.getByRole('link', { name: session.id }).waitFor();
      await chain.mine(CONFIRMATIONS);

      await assertAccessible(t, page, 'payments');
      await screenshot(page, 'all-payments');
      await page.setViewportSize({ width: 390, height: 900 });
      t.notOk(await scrollsSideways(page), 'no sideways scrolling at 390 px: one card per payment');
      await assertAccessible(t, page, 'payments at 390 px');
      await page.setViewportSize({ width: 1280, height: 900 });

      await payments.getByRole('link', { name: /^pay_/ }).click();
      await heading(page, /^Payment pay_/).waitFor();
      const facts = page.locator('dl.facts');
      t.match(await facts.textContent(), chain.deployer.address, 'the payer');
      t.match(await page.getByRole('link', { name: tx.hash }).getAttribute('href'), new RegExp(`/tx/${tx.hash}$`), 'the transaction on the explorer');
      // The receipt is signed once the payment is confirmed: the page is read again until then.
      for (;;) {
        if ((await page.getByText('confirmed (').count()) > 0 && (await page.getByRole('button', { name: 'Copy Receipt' }).count()) > 0) break;
        await page.reload();
        await heading(page, /^Payment pay_/).waitFor();
      }
      t.match(await facts.textContent(), new RegExp(`confirmed \\(\\d+ confirmations, ${CONFIRMATIONS} needed\\)`), 'the confirmations in words');
      t.match(await facts.textContent(), /a tag: these few extra micro-units identify this session/, 'the tag explained');
      t.match(await page.locator('main').textContent(), /POST \/v1\/attestations\/verify/, 'how to check the receipt');
      await assertAccessible(t, page, 'payment');
      await screenshot(page, 'payment');
      await admin.assertClean(t, 'payments');
    });

    await t.test("an unattributed payment's page: its confirmations in words, and the receipt it will get once attached, with how to check it", async (t) => {
      const { hash, payments } = await openUnattributedPayment(page, { projectUrl, usdc, chain, to: RECEIVING, confirmations: CONFIRMATIONS });
      await payments.getByRole('row').filter({ hasText: hash }).getByRole('link', { name: /^pay_/ }).click();
      await heading(page, /^Payment pay_/).waitFor();
      const facts = page.locator('dl.facts');
      // Its confirmations as the watcher last counted them: the page is read again until it has counted them all.
      while (!/confirmed \(/.test((await facts.textContent()) ?? '')) {
        await page.reload();
        await heading(page, /^Payment pay_/).waitFor();
      }
      t.match(await facts.textContent(), new RegExp(`confirmed \\(\\d+ confirmations, ${CONFIRMATIONS} needed\\)`), 'the confirmations in words');
      t.match(await facts.textContent(), /none: unattributed/, 'no session');
      const receipt = page.getByRole('region', { name: 'Receipt' });
      t.match(await receipt.textContent(), /No receipt yet: the service signs one for a payment credited to a session, once confirmed\. Attach this payment/);
      t.match(await receipt.textContent(), /POST \/v1\/attestations\/verify/, 'how to check the receipt');
      t.equal(await receipt.getByRole('link', { name: '/v1/.well-known/jwks.json' }).count(), 1, 'and the keys to check it offline');
      await assertAccessible(t, page, 'unattributed payment');
      await screenshot(page, 'unattributed-payment');
      await admin.assertClean(t, 'unattributed payment');
    });

    await t.test("the session's page: the status said once, the tag explained; at 390 px the payments stack, status first, no sideways scroll", async (t) => {
      await page.goto(`${projectUrl}/sessions/${session.id}?network=testnet`);
      await heading(page, `Session ${session.id}`).waitFor();
      await page.getByRole('status').filter({ hasText: 'Status: completed' }).waitFor({ timeout: 20_000 });
      t.equal(
        await page
          .locator('dl.facts dt')
          .filter({ hasText: /^Status$/ })
          .count(),
        0,
        'no second status in the facts',
      );
      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByText('a tag: these few extra micro-units identify this session').waitFor();
      await page.setViewportSize({ width: 390, height: 900 });
      t.notOk(await scrollsSideways(page), 'no sideways scrolling at 390 px');
      const status = payments.getByRole('cell').filter({ hasText: 'confirmed' }).last();
      const amount = payments.getByRole('cell').filter({ hasText: option.amount }).first();
      t.ok((await status.boundingBox())!.y < (await amount.boundingBox())!.y, 'the status comes first');
      t.ok(await payments.getByRole('cell', { name: /confirmations/ }).isVisible(), 'the confirmations are shown');
      await assertAccessible(t, page, 'session at 390 px');
      await page.setViewportSize({ width: 1280, height: 900 });
      await admin.assertClean(t, 'session at 390 px');
    });

    await t.test('a refund: asked with the defaults, its transfer shown with link and QR code, paid with the wallet, followed live to succeeded', async (t) => {
      const refunds = page.getByRole('region', { name: 'Refunds' });
      await page.getByText('No refund yet.').waitFor();
      t.match(await page.locator('.refund-form').textContent(), `all that is left: ${option.amount} USDC`, 'the default amount');
      await page.locator('.refund-form').getByRole('button', { name: 'Refund' }).click();
      const transfer = page.getByRole('region', { name: /^Send refund re_/ });
      await transfer.waitFor();
      await refunds.getByText('pending').waitFor();
      t.match(await transfer.getByRole('link', { name: 'Open in a wallet app' }).getAttribute('href'), /^ethereum:0x[0-9a-fA-F]{40}@\d+\/transfer\?address=/);
      t.match(await transfer.textContent(), chain.deployer.address, 'back to the payer');
      const qr = transfer.getByRole('img', { name: /^QR code of the transfer/ });
      await qr.waitFor();
      t.ok(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), 'the QR code is drawn');
      await assertAccessible(t, page, 'refund to send');
      await screenshot(page, 'refund');

      const before = (await usdc.getFunction('balanceOf')(chain.deployer.address)) as bigint;
      await transfer.getByRole('button', { name: 'Pay with your wallet' }).click();
      await transfer.getByRole('status').filter({ hasText: 'Sent from your wallet' }).waitFor();
      t.ok(
        wallet.some((call) => call.method === 'eth_sendTransaction'),
        'the wallet sent it',
      );
      await refunds.getByText(/\(\d+ confirmations\)/).waitFor({ timeout: 20_000 });
      await chain.mine(CONFIRMATIONS);
      await refunds.getByText('succeeded').waitFor({ timeout: 20_000 });
      t.equal(((await usdc.getFunction('balanceOf')(chain.deployer.address)) as bigint) - before, BigInt(option.amount_base_units), 'the payer got it back');
      await assertAccessible(t, page, 'refund succeeded');
      await admin.assertClean(t, 'refund');
    });

    await t.test('all payments filtered by token, chain and dates; Export CSV downloads them with the cookie', async (t) => {
      await page.goto(`${projectUrl}/payments?network=testnet`);
      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByText(paymentTx).first().waitFor();
      await page.getByLabel('Token').selectOption('USDT');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByText('No payment matches.').waitFor();
      const today = new Date().toISOString().slice(0, 10);
      await page.getByLabel('Token').selectOption('USDC');
      await page.getByLabel('Chain').selectOption(chainKey);
      await page.getByLabel('From (UTC day)').fill(today);
      await page.getByLabel('To (UTC day, included)').fill(today);
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/token=USDC/);
      await payments.getByText(paymentTx).waitFor();

      // Export CSV: a plain GET with the cookie.
      const href = (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!;
      const csv = await page.evaluate(async (href) => {
        const response = await fetch(href);
        return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
      }, href);
      t.equal(csv.status, 200, 'the export answers');
      t.match(csv.type, /text\/csv/);
      t.match(csv.text, paymentTx, 'the payment is in it');

      await admin.assertClean(t, 'payments filtered');
    });

    await t.test('invitations: sent by e-mail with a role, listed, one revoked; the link accepted by the invited person, signed in', async (t) => {
      await page.goto(`${app.url}/dashboard/organizations/${organization.id}`);
      await heading(page, 'Acme').waitFor();
      const invitations = page.getByRole('region', { name: 'Invitations' });
      await invitations.getByText('No pending invitation.').waitFor();
      for (const [email, role] of [
        ['carol@example.test', 'admin'],
        ['dave@example.test', 'member'],
      ] as const) {
        await invitations.getByLabel('E-mail address').fill(email);
        await invitations.getByLabel('Their role').selectOption(role);
        await invitations.getByRole('button', { name: 'Send invitation' }).click();
        await invitations
          .getByRole('status')
          .filter({ hasText: `Invitation sent to ${email}.` })
          .waitFor();
      }
      const pending = invitations.getByRole('region', { name: 'Pending invitations' });
      await pending.getByRole('row').filter({ hasText: 'carol@example.test' }).filter({ hasText: 'admin' }).waitFor();
      await assertAccessible(t, page, 'invitations');
      await screenshot(page, 'invitations');
      await pending.getByRole('button', { name: 'Revoke the invitation of dave@example.test' }).click();
      await invitations.getByRole('status').filter({ hasText: 'Invitation of dave@example.test revoked.' }).waitFor();
      await pending.getByText('dave@example.test').waitFor({ state: 'detached' });

      const mail = (await mailbox.mailTo('carol@example.test')).text;
      const link = /(https?:\/\/[^\s"<]+\/dashboard\/invitations\/accept\?token=[^\s"<&]+)/.exec(mail)?.[1];
      t.ok(link, 'the e-mail carries the link');
      const carol = await openTab(t, dashboard, { width: 390 });
      await signInAs(carol, app, 'carol@example.test');
      const accept = new URL(link!);
      await carol.page.goto(`${app.url}${accept.pathname}${accept.search}`);
      await heading(carol.page, 'Accept an invitation').waitFor();
      await assertAccessible(t, carol.page, 'accept an invitation');
      await carol.page.getByRole('button', { name: 'Accept the invitation' }).click();
      await heading(carol.page, 'Invitation accepted').waitFor();
      await carol.page.getByRole('status').filter({ hasText: 'You joined as admin.' }).waitFor();
      await carol.assertClean(t, 'accept an invitation');

      await page.reload();
      await heading(page, 'Acme').waitFor();
      await page.getByRole('cell', { name: 'carol@example.test', exact: true }).waitFor();
      await invitations.getByText('No pending invitation.').waitFor();
      await admin.assertClean(t, 'invitations');
    });
  },
);
