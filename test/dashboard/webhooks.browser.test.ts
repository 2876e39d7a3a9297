import t from 'tap';
import { skipWithoutChromium } from '../helpers/browser.js';
import { apiFromPage, assertAccessible, heading, openTab, screenshot, signInAs, startDashboard } from '../helpers/dashboard.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { insertProofRecord } from '../helpers/zk-records.js';
import { clone, loadFixture } from '../verification/groth16-fixtures.js';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

t.test(
  'the project overview charts and the webhooks page in Chromium: an endpoint made, tested, resent, disabled, rotated and deleted; a member reads',
  { skip: skipWithoutChromium() },
  async (t) => {
    // The worker delivers to a real receiver on 127.0.0.1, which the service allows only when told (WEBHOOK_ALLOW_PRIVATE_URLS).
    const dashboard = await startDashboard(t, { worker: true, env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' } });
    const { app } = dashboard;
    const admin = await openTab(t, dashboard);
    const { page } = admin;
    const receiver = await startReceiver(t);
    let projectUrl = '';
    let testKey = '';
    const v1 = async (method: string, path: string, json?: unknown) => {
      const response = await app.request(path, { method, token: testKey, ...(json !== undefined ? { json } : {}) });
      return { status: response.status, body: (await response.json()) as any };
    };

    await t.test('an organization and a project made through the pages', async (t) => {
      await signInAs(admin, app, 'ada@example.test');
      await page.getByLabel('Name').fill('Acme');
      await page.getByRole('button', { name: 'Create organization' }).click();
      await heading(page, 'Acme').waitFor();
      await page.getByRole('link', { name: 'New project' }).click();
      await page.getByLabel('Name').fill('Shop');
      await page.getByLabel('Receiving address').fill(ADDRESS);
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('heading', { name: 'Save your secret keys now' }).waitFor();
      await heading(page, /^Shop$/).waitFor();
      testKey = (await page.locator('code.secret').first().textContent())!;
      t.match(testKey, /^sk_test_\w+$/);
      await page.getByRole('button', { name: 'I have saved them' }).click();
      projectUrl = page.url();
      await admin.assertClean(t, 'project');
    });

    await t.test("the overview's charts show today's payments and verifications made through /v1", async (t) => {
      const chart = (name: RegExp) => page.getByRole('img', { name });
      t.match(await chart(/^Payments per day/).getAttribute('aria-label'), /0 payments, 0\.00 USD in all; today 0 payments, 0\.00 USD/, 'nothing yet');

      for (const amount_usd of [12.34, 5]) {
        const session = (await v1('POST', '/v1/checkout/sessions', { amount_usd })).body;
        t.equal((await v1('POST', `/v1/test_helpers/checkout/sessions/${session.id}/simulate`, { outcome: 'completed' })).status, 200);
      }
      const multiplier = loadFixture('multiplier');
      const proofId = await insertProofRecord(app.db, projectUrl.split('/').pop()!, multiplier.vk);
      const falseProof = clone(multiplier.proofs[1]!);
      falseProof.public_signals[0] = '1';
      t.match((await v1('POST', `/v1/zk/proofs/${proofId}/verify`, clone(multiplier.proofs[0]!))).body, { verified: true });
      t.match((await v1('POST', `/v1/zk/proofs/${proofId}/verify`, falseProof)).body, { verified: false });

      await page.reload();
      await heading(page, /^Shop$/).waitFor();
      t.match(
        await chart(/^Payments per day/).getAttribute('aria-label'),
        /2 payments, 17\.34 USD in all; today 2 payments, 17\.34 USD\.$/,
        "today's payments, counted and summed",
      );
      t.match(await chart(/^USD received per day/).getAttribute('aria-label'), /today 17\.34 USD\.$/);
      t.match(await chart(/^Verifications per day/).getAttribute('aria-label'), /1 valid, 1 invalid; today 1 valid, 1 invalid\.$/);
      t.equal(await page.locator('svg.chart').first().locator('rect.chart-bar').count(), 1, 'one bar drawn: today');

      const today = (await app.db.query<{ day: string }>("SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day")).rows[0]!.day;
      await page.getByText('The numbers').first().click();
      t.same(await page.locator(`table:has(caption:text("Payments per day")) tr[data-date="${today}"] td`).allTextContents(), ['2', '17.34'], "today's row");
      await page.getByText('The numbers').nth(1).click();
      t.same(await page.locator(`table:has(caption:text("Verifications per day")) tr[data-date="${today}"] td`).allTextContents(), ['1', '1']);
      t.equal(await page.locator('table:has(caption:text("Payments per day")) tbody tr').count(), 30, 'thirty days');

      await page.getByRole('link', { name: 'Mainnet', exact: true }).click();
      await page.getByRole('link', { name: 'Mainnet', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      t.match(await chart(/^Payments per day/).getAttribute('aria-label'), /0 payments/, 'mainnet has none');
      await page.getByRole('link', { name: 'Testnet', exact: true }).click();
      await page.getByRole('link', { name: 'Testnet', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
      await page.getByRole('img', { name: /^Payments per day.*today 2 payments/ }).waitFor();
      await assertAccessible(t, page, 'overview');
      await screenshot(page, 'overview');
      await admin.assertClean(t, 'overview');
    });

    let secret = '';
    await t.test('an endpoint made through the page: its secret shown once, not after a reload', async (t) => {
      await page.getByRole('link', { name: 'Webhooks' }).click();
      await heading(page, 'Webhooks').waitFor();
      await page.getByText('No endpoint on testnet yet.').waitFor();
      await page.getByLabel('Endpoint URL').fill(receiver.url);
      await page.getByLabel('Description').fill('Orders');
      await page.getByLabel('Only the events chosen below').check();
      await page.getByRole('checkbox', { name: 'checkout.session.completed' }).check();
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      await page.getByRole('heading', { name: 'Save the signing secret now' }).waitFor();
      secret = (await page.locator('#new-secret code.secret').textContent())!;
      t.match(secret, /^whsec_/);
      receiver.secrets = [secret];
      await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
      await page.getByRole('button', { name: 'Copy Signing secret' }).click();
      await page.getByText('Copied.').waitFor();
      t.equal(await page.evaluate(() => navigator.clipboard.readText()), secret, 'copied to the clipboard');
      const card = page.locator('.endpoint-list li');
      t.match(await card.textContent(), /enabled.*checkout\.session\.completed.*Orders/);
      const { rows } = await app.db.query('SELECT url, enabled_events FROM webhook_endpoints');
      t.same(rows, [{ url: receiver.url, enabled_events: ['checkout.session.completed'] }], 'stored through the /api');
      await assertAccessible(t, page, 'webhooks with a new secret');

      await page.reload();
      await heading(page, 'Webhooks').waitFor();
      await page.locator('.endpoint-list li').waitFor();
      t.notOk((await page.content()).includes(secret), 'the secret is not shown after a reload');
      await admin.assertClean(t, 'new endpoint');
    });

    await t.test('a test event: it arrives signed with the secret shown, and the page shows its delivery', async (t) => {
      await page.getByRole('button', { name: 'Send test event to Orders' }).click();
      const [received] = await receiver.waitFor(1);
      t.equal(received!.json.type, 'webhook_endpoint.test');
      t.same(received!.verifiedWith, [true], 'its signature verifies (standardwebhooks) with the secret the page showed');
      await page.locator('.test-result .badge-succeeded').waitFor();
      t.match(await page.locator('.test-result').textContent(), /succeeded to .*127\.0\.0\.1.*1 attempt.*HTTP 200/);

      // The event log, refreshed once the delivery settled; filtered by type; an event's deliveries and attempts.
      await page.getByLabel('Event type').selectOption('webhook_endpoint.test');
      await page.waitForFunction(() => document.querySelectorAll('.event-list li').length === 1);
      t.match(await page.locator('.event-list li').textContent(), /webhook_endpoint\.test/, 'only the type chosen');
      await page.getByRole('button', { name: `Deliveries of webhook_endpoint.test ${received!.json.id}` }).click();
      await page.locator('.event-detail td', { hasText: 'HTTP 200' }).waitFor();
      await screenshot(page, 'webhooks');
      await page.getByRole('button', { name: `Resend webhook_endpoint.test ${received!.json.id}` }).click();
      const resent = await receiver.waitFor(2);
      t.equal(resent[1]!.json.id, received!.json.id, 'the same event, sent again');
      t.same(resent[1]!.verifiedWith, [true]);
      await page.locator('.event-detail .delivery').nth(1).waitFor();
      await assertAccessible(t, page, 'webhooks, event log');
      await admin.assertClean(t, 'test event and resend');
    });

    await t.test('disable and enable; rotate shows the new secret once, which signs what follows', async (t) => {
      await page.getByRole('button', { name: 'Disable Orders' }).click();
      await page.getByRole('button', { name: 'Enable Orders' }).waitFor();
      t.equal(await page.getByRole('button', { name: 'Send test event to Orders' }).count(), 0, 'a disabled endpoint takes no test');
      t.match(await page.locator('.endpoint-list li').textContent(), /disabled \(requested\)/);
      await page.getByRole('button', { name: 'Enable Orders' }).click();
      await page.getByRole('button', { name: 'Disable Orders' }).waitFor();

      await page.getByRole('button', { name: 'Rotate secret of Orders' }).click();
      await page.getByRole('heading', { name: 'Save the new signing secret now' }).waitFor();
      const rotated = (await page.locator('#new-secret code.secret').textContent())!;
      t.match(rotated, /^whsec_/);
      t.not(rotated, secret);
      t.match(await page.locator('.endpoint-list li').textContent(), /Previous secret valid until/);
      receiver.secrets = [rotated];
      await page.getByRole('button', { name: 'Send test event to Orders' }).click();
      const [, , third] = await receiver.waitFor(3);
      t.same(third!.verifiedWith, [true], 'signed with the new secret');
      await page.locator('.test-result .badge-succeeded').waitFor();
      await page.reload();
      await heading(page, 'Webhooks').waitFor();
      await page.locator('.endpoint-list li').waitFor();
      t.notOk((await page.content()).includes(rotated), 'not shown after a reload');
      await admin.assertClean(t, 'disable, enable, rotate');
    });

    await t.test('the event log pages ten at a time', async (t) => {
      const endpointId = (await app.db.query<{ id: string }>('SELECT id FROM webhook_endpoints')).rows[0]!.id;
      const total = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!.n);
      while ((await total()) <= 10) t.equal((await v1('POST', `/v1/webhook_endpoints/${endpointId}/test`)).status, 201);
      await page.reload();
      await heading(page, 'Webhooks').waitFor();
      await page.locator('.event-list li').first().waitFor();
      t.equal(await page.locator('.event-list li').count(), 10, 'the newest ten');
      const first = await page.locator('.event-list li').first().textContent();
      await page.getByRole('button', { name: 'Older events' }).click();
      await page.getByRole('button', { name: 'Newer events', disabled: false }).waitFor();
      t.equal(await page.locator('.event-list li').count(), (await total()) - 10, 'the rest');
      await page.getByRole('button', { name: 'Newer events' }).click();
      await page.getByRole('button', { name: 'Newer events', disabled: true }).waitFor();
      t.equal(await page.locator('.event-list li').first().textContent(), first, 'back to the newest');
      await admin.assertClean(t, 'paging');
    });

    await t.test('a member sees the endpoints, the log and the charts without controls, and the API refuses them', async (t) => {
      const member = await openTab(t, dashboard, { width: 390, colorScheme: 'dark' });
      await signInAs(member, app, 'bob@example.test');
      await page.goto(projectUrl);
      const organizationUrl = (await page.locator('.facts a').first().getAttribute('href'))!;
      await page.goto(`${app.url}${organizationUrl}`);
      await page.getByLabel('Email').fill('bob@example.test');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByRole('cell', { name: 'bob@example.test', exact: true }).waitFor();

      await member.page.goto(projectUrl);
      await member.page.getByRole('img', { name: /^Payments per day.*today 2 payments/ }).waitFor();
      await assertAccessible(t, member.page, 'overview as a member, 390 px, dark');
      t.ok(await member.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');

      await member.page.goto(`${projectUrl}/webhooks`);
      await member.page.locator('.endpoint-list li').waitFor();
      await member.page.locator('.event-list li').first().waitFor();
      const controls = member.page.getByRole('button', { name: /Send test|Disable|Enable|Rotate|Delete|Resend|Add endpoint/ });
      t.equal(await controls.count(), 0, 'no controls');
      await member.page
        .getByRole('button', { name: /^Deliveries of/ })
        .first()
        .click();
      await member.page.locator('.event-detail .delivery').first().waitFor();
      t.equal(await controls.count(), 0, 'no resend either');
      const endpointId = (await app.db.query<{ id: string }>('SELECT id FROM webhook_endpoints')).rows[0]!.id;
      const refused = await apiFromPage(
        member.page,
        'POST',
        `/api/projects/${projectUrl.split('/').pop()}/networks/testnet/webhook_endpoints/${endpointId}/test`,
      );
      t.match(refused, { status: 403, body: { error: /admin/ } });
      await assertAccessible(t, member.page, 'webhooks as a member, 390 px, dark');
      t.ok(await member.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');
      await member.assertClean(t, 'member', [/status of 403/]);
    });

    await t.test('deleting asks first, then removes the endpoint', async (t) => {
      await page.goto(`${projectUrl}/webhooks`);
      await page.getByRole('button', { name: 'Delete Orders' }).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Delete Orders' }).click();
      await page.getByRole('button', { name: 'Delete endpoint' }).click();
      await page.getByText('No endpoint on testnet yet.').waitFor();
      t.same((await app.db.query('SELECT id FROM webhook_endpoints')).rows, [], 'deleted');
      await admin.assertClean(t, 'delete');
    });
  },
);
