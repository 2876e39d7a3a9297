import fs from 'node:fs';
import type { Contract } from 'ethers';
import t from 'tap';
import { mined } from '../../src/core/chain/mined.js';
import { skipWithoutChromium } from '../helpers/browser.js';
import { deployTestToken, startLocalChain } from '../helpers/chain.js';
import { writeLocalRegistry } from '../helpers/chain-registry.js';
import { apiFromPage, assertAccessible, heading, openTab, openUnattributedPayment, screenshot, signInAs, startDashboard } from '../helpers/dashboard.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { RECEIVING } from '../payments/fixture.js';

const CONFIRMATIONS = 3;

t.test(
  "a project's checkout sessions in Chromium: listed, filtered, searched, paid on anvil and followed live with its webhook attempts",
  { skip: skipWithoutChromium() },
  async (t) => {
    const chain = await startLocalChain(t);
    const usdc = (await deployTestToken(chain, 'USDC')) as Contract;
    const usdt = await deployTestToken(chain, 'USDT');
    await mined(usdc.getFunction('mint')(chain.deployer.address, 1_000_000_000_000n));
    const registryFile = writeLocalRegistry(t, { chainId: chain.chainId, tokens: { USDC: await usdc.getAddress(), USDT: await usdt.getAddress() } });
    // A few confirmations, so that the page shows them grow.
    const registry = JSON.parse(fs.readFileSync(registryFile, 'utf8')) as { chains: Record<string, unknown>[] };
    registry.chains[0]!.confirmations = CONFIRMATIONS;
    fs.writeFileSync(registryFile, JSON.stringify(registry));
    const dashboard = await startDashboard(t, {
      worker: true,
      env: {
        CHAIN_REGISTRY_FILE: registryFile,
        RPC_URL_LOCAL_ANVIL: chain.rpcUrl,
        PAYMENTS_WATCH_INTERVAL_MS: '100',
        WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      },
    });
    const { app } = dashboard;
    const receiver = await startReceiver(t);
    const admin = await openTab(t, dashboard);
    const { page } = admin;

    // Through the pages: sign in, the first organization, a project; its test key is shown once.
    await signInAs(admin, app, 'ada@example.test');
    await page.getByLabel('Name').fill('Acme');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await heading(page, 'Acme').waitFor();
    const organizationId = page.url().split('/').pop()!;
    await page.getByRole('link', { name: 'New project' }).click();
    await page.getByLabel('Name').fill('Shop');
    await page.getByLabel('Receiving address').fill(RECEIVING);
    await page.getByRole('button', { name: 'Create project' }).click();
    // The project's page, its keys shown there this once.
    await page.getByRole('heading', { name: 'Save your secret keys now' }).waitFor();
    await heading(page, 'Shop').waitFor();
    const key = (await page.locator('code.secret').first().textContent())!;
    t.match(key, /^sk_test_\w+$/);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    const projectUrl = page.url();

    // With that key, through /v1: a webhook endpoint at the test's receiver, and two sessions.
    const v1 = async (path: string, json: unknown) => {
      const response = await app.request(path, { method: 'POST', token: key, json });
      t.equal(response.status, 201, `POST ${path}`);
      return (await response.json()) as any;
    };
    await v1('/v1/webhook_endpoints', { url: receiver.url });
    const other = await v1('/v1/checkout/sessions', { amount_usd: 9, description: 'Sticker', metadata: { order_id: 'ord-1' } });
    const session = await v1('/v1/checkout/sessions', { amount_usd: 42.5, description: 'Annual plan', metadata: { order_id: 'ord-7781' } });
    const row = (id: string) => page.getByRole('row').filter({ hasText: id });

    await t.test('the list shows both, newest first; the status filter and the search find the session', async (t) => {
      await page.getByRole('navigation', { name: 'Project' }).getByRole('link', { name: 'Checkout sessions' }).click();
      await heading(page, 'Checkout sessions').waitFor();
      await row(session.id).waitFor();
      const ids = await page.locator('tbody tr td:first-child').allTextContents();
      t.same(ids, [session.id, other.id], 'newest first');
      t.equal(await page.getByRole('link', { name: 'Testnet', exact: true }).getAttribute('aria-current'), 'page', 'on testnet');
      await assertAccessible(t, page, 'sessions');
      await screenshot(page, 'sessions');

      await page.getByLabel('Search').fill('ord-7781');
      await page.getByRole('button', { name: 'Filter' }).click();
      // The list is drawn again once its answer is in: the other session leaves it.
      await row(other.id).waitFor({ state: 'detached' });
      t.same(await page.locator('tbody tr td:first-child').allTextContents(), [session.id], 'a metadata value finds its session only');

      await page.getByLabel('Search').fill(other.id);
      await page.getByRole('button', { name: 'Filter' }).click();
      await row(session.id).waitFor({ state: 'detached' });
      t.same(await page.locator('tbody tr td:first-child').allTextContents(), [other.id], 'an id finds its session only');

      await page.getByLabel('Search').fill('');
      await page.getByLabel('Status').selectOption('completed');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.getByText('No session matches.').waitFor();
      await page.getByLabel('Status').selectOption('pending');
      await page.getByRole('button', { name: 'Filter' }).click();
      await page.waitForURL(/status=pending/);
      await row(session.id).waitFor();
      t.equal(await page.locator('tbody tr').count(), 2, 'both are pending');

      await page.getByRole('link', { name: 'Mainnet' }).click();
      await page.getByText('No checkout session on mainnet yet.').waitFor();
      await page.getByRole('link', { name: 'Testnet' }).click();
      await row(session.id).waitFor();
      await admin.assertClean(t, 'sessions list');
    });

    await t.test('paging: a page of one session, the next by its link, back to the first', async (t) => {
      await page.goto(`${projectUrl}/sessions?limit=1`);
      await row(session.id).waitFor();
      t.equal(await page.locator('tbody tr').count(), 1, 'the newest only');
      t.equal(await page.getByRole('link', { name: 'First page' }).count(), 0, 'on the first page');
      await page.getByRole('link', { name: 'Next page' }).click();
      await row(other.id).waitFor();
      t.equal(await page.locator('tbody tr').count(), 1, 'the next one');
      t.equal(await page.getByRole('link', { name: 'Next page' }).count(), 0, 'the last page');
      await page.getByRole('link', { name: 'First page' }).click();
      await row(session.id).waitFor();
      await admin.assertClean(t, 'paging');
    });

    await t.test("the session's page: paid on anvil, the payment appears and its confirmations grow to completed without a reload", async (t) => {
      await page.getByRole('link', { name: session.id }).click();
      await heading(page, `Session ${session.id}`).waitFor();
      await page.getByText('No payment yet.').waitFor();
      await page.getByText('No event yet.').waitFor();
      t.match(await page.locator('main').textContent(), /ord-7781/, 'its metadata');
      await assertAccessible(t, page, 'session, pending');
      const navigationStart = await page.evaluate(() => performance.timeOrigin);

      // A look that fails (here a 404: the request sent for another id, once) shows the /api's message and is tried again; the next answer clears it.
      await page.route(
        (url) => url.pathname.endsWith(`/checkout/sessions/${session.id}`),
        (route) => route.continue({ url: route.request().url().replace(session.id, `${session.id}x`) }),
        { times: 1 },
      );
      const pollProblem = page.getByRole('alert').filter({ hasText: /\S/ });
      await pollProblem.waitFor();
      await pollProblem.waitFor({ state: 'detached' });

      const option = session.payment_options.find((each: any) => each.token === 'USDC');
      const tx = await usdc.getFunction('transfer')(RECEIVING, BigInt(option.amount_base_units));
      await mined(tx);
      const payments = page.getByRole('region', { name: 'Payments' });
      await payments.getByText(tx.hash).waitFor({ timeout: 20_000 });
      await payments.getByRole('cell', { name: `1 of ${CONFIRMATIONS} confirmations` }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Status: processing' }).waitFor();
      t.match(await payments.textContent(), new RegExp(`${option.amount}.*USDC`), 'the amount and token');

      await chain.mine(1);
      await payments.getByRole('cell', { name: `2 of ${CONFIRMATIONS} confirmations` }).waitFor({ timeout: 20_000 });
      await chain.mine(1);
      await page.getByRole('status').filter({ hasText: 'Status: completed' }).waitFor({ timeout: 20_000 });
      await payments.getByRole('cell', { name: `confirmed (${CONFIRMATIONS} confirmations, ${CONFIRMATIONS} needed)` }).waitFor();
      await page.getByRole('heading', { name: 'checkout.session.completed' }).waitFor();
      t.equal(await page.evaluate(() => performance.timeOrigin), navigationStart, 'the same document: no reload');

      // Each event's delivery to the receiver, with its attempt: status code and time, shown as it is made.
      for (const type of ['processing', 'completed']) {
        const attempts = page.getByRole('region', { name: new RegExp(`^Attempts of checkout\\.session\\.${type} `) });
        await attempts.getByRole('cell', { name: '200', exact: true }).waitFor({ timeout: 20_000 });
      }
      t.equal(await page.getByRole('region', { name: /^Attempts of / }).count(), 2, 'processing and completed, each delivered once');
      t.ok(
        receiver.received.some((each) => each.json.type === 'checkout.session.completed' && each.json.data.object.id === session.id),
        'the receiver got it',
      );
      await assertAccessible(t, page, 'session, completed');
      await screenshot(page, 'session');
      await admin.assertClean(t, 'session page', [/status of 404/]);
    });

    // A member of the organization, at 390 px in dark.
    const member = await openTab(t, dashboard, { width: 390, colorScheme: 'dark' });
    await signInAs(member, app, 'bob@example.test');
    await page.goto(`${app.url}/dashboard/organizations/${organizationId}`);
    await page.getByLabel('Email').fill('bob@example.test');
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('cell', { name: 'bob@example.test', exact: true }).waitFor();

    await t.test("a member reads the session's page, at 390 px in dark", async (t) => {
      await member.page.goto(`${projectUrl}/sessions/${session.id}?network=testnet`);
      await heading(member.page, `Session ${session.id}`).waitFor();
      await member.page.getByRole('status').filter({ hasText: 'Status: completed' }).waitFor();
      t.equal(await member.page.evaluate(() => document.documentElement.scrollWidth), 390, 'no sideways scrolling of the page (its tables scroll in place)');
      await assertAccessible(t, member.page, 'session, 390 px, dark');
      await member.assertClean(t, 'session, 390 px, dark');
    });

    await t.test('an unattributed payment is listed and an admin attaches it to a session', async (t) => {
      const target = await v1('/v1/checkout/sessions', { amount_usd: 5, description: 'Mug' });
      const { hash } = await openUnattributedPayment(page, { projectUrl, usdc, chain, to: RECEIVING, confirmations: CONFIRMATIONS });
      await assertAccessible(t, page, 'unattributed payments');
      await screenshot(page, 'payments');

      // A member sees it without the means to attach it, and the API refuses them.
      await member.page.goto(page.url());
      await member.page.getByRole('region', { name: 'Unattributed payments' }).getByText(hash).waitFor();
      t.equal(await member.page.getByRole('button', { name: 'Attach' }).count(), 0, 'no attach for a member');
      const paymentId = (
        await app.db.query<{ id: string }>('SELECT p.id FROM payments p JOIN chain_transfers t ON t.id = p.transfer_id WHERE t.tx_hash = $1', [hash])
      ).rows[0]!.id;
      const refused = await apiFromPage(member.page, 'POST', `/api/projects/${projectUrl.split('/').pop()}/networks/testnet/payments/${paymentId}/attach`, {
        session: target.id,
      });
      t.equal(refused.status, 403, 'the API refuses a member');
      await member.assertClean(t, 'payments as a member', [/status of 403/]);
      await page.getByLabel(/^Session for payment /).fill('cs_unknown');
      await page.getByRole('button', { name: 'Attach' }).click();
      await page.getByRole('alert').filter({ hasText: /./ }).waitFor();
      await page.getByLabel(/^Session for payment /).fill(target.id);
      await page.getByRole('button', { name: 'Attach' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Attached to ${target.id}` })
        .waitFor();
      await page.getByText('No unattributed payment on testnet.').waitFor();
      await page.getByRole('link', { name: target.id }).click();
      await heading(page, `Session ${target.id}`).waitFor();
      await page.getByRole('region', { name: 'Payments' }).getByText(hash).waitFor();
      await admin.assertClean(t, 'unattributed payments', [/status of 40[04]/]);
    });
  },
);
