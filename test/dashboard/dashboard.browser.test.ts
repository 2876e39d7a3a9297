import t from 'tap';
import { skipWithoutChromium } from '../helpers/browser.js';
import { apiFromPage, assertAccessible, heading, openTab, screenshot, signInAs, startDashboard } from '../helpers/dashboard.js';

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

t.test(
  'the dashboard in Chromium: sign-in, onboarding, a project and its keys, members, sign-out, an ended session',
  { skip: skipWithoutChromium() },
  async (t) => {
    const dashboard = await startDashboard(t);
    const { app } = dashboard;
    const admin = await openTab(t, dashboard);
    const { page } = admin;
    let organizationUrl = '';
    let testKey = '';

    await t.test('a signed-out visit goes to sign-in, and the development form signs in to onboarding', async (t) => {
      const response = (await page.goto(`${app.url}/dashboard/organizations`))!;
      t.equal(response.status(), 200);
      t.match(response.headers()['content-security-policy'], /default-src 'none'; script-src 'self'; style-src 'self'/, 'a strict CSP, nothing inline');
      await heading(page, 'Sign in').waitFor();
      t.match(page.url(), /\/dashboard\/sign-in\?next=%2Fdashboard%2Forganizations$/);
      await assertAccessible(t, page, 'sign-in');
      await screenshot(page, 'sign-in');

      // By keyboard: the first Tab reaches the skip link, which moves focus to the content.
      await page.keyboard.press('Tab');
      t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
      await page.keyboard.press('Enter');
      t.equal(await page.evaluate(() => document.activeElement?.id), 'main', 'the skip link leads to the content');
      await page.getByLabel('Email').fill('ada@example.test');
      await page.getByLabel('Email').press('Enter');
      // Back where the visit began; a person in no organization starts with their first.
      await heading(page, 'Organizations').waitFor();
      await page.goto(`${app.url}/dashboard`);
      await heading(page, 'New organization').waitFor();
      t.match(page.url(), /\/dashboard\/onboarding$/);
      const [cookie] = (await admin.context.cookies()).filter((each) => each.name === 'proofpay_session');
      t.match(cookie, { httpOnly: true, sameSite: 'Lax', path: '/', secure: false }, 'an HttpOnly, SameSite=Lax cookie (not Secure on http)');
      await assertAccessible(t, page, 'onboarding');
      await admin.assertClean(t, 'sign-in and onboarding');
    });

    await t.test('onboarding creates the first organization through the page', async (t) => {
      await page.getByLabel('Name').fill('Acme');
      await page.getByRole('button', { name: 'Create organization' }).click();
      await heading(page, 'Acme').waitFor();
      organizationUrl = page.url();
      t.match(organizationUrl, /\/dashboard\/organizations\/org_\w+$/);
      const { rows } = await app.db.query(`SELECT o.name FROM organizations o JOIN memberships m ON m.organization_id = o.id`);
      t.same(rows, [{ name: 'Acme' }], 'stored through the /api');
      await assertAccessible(t, page, 'organization');
      await admin.assertClean(t, 'onboarding');
    });

    await t.test('a project made through the page: a wrong field named, its keys shown once, then only hints', async (t) => {
      await page.getByRole('link', { name: 'New project' }).click();
      await heading(page, 'New project').waitFor();
      await page.getByLabel('Name').fill('Shop');
      await page.getByLabel('Receiving address').fill('0x1234');
      await page.getByRole('button', { name: 'Create project' }).click();
      await page.getByRole('alert').filter({ hasText: 'receiving_address' }).waitFor();
      t.equal(await page.getByLabel('Receiving address').getAttribute('aria-invalid'), 'true', 'the refused field is marked');
      await page.getByLabel('Receiving address').fill(ADDRESS);
      await page.getByRole('button', { name: 'Create project' }).click();
      // The project's own page takes the form's place in the history: a reload or Back offers no duplicate.
      await page.getByRole('heading', { name: 'Save your secret keys now' }).waitFor();
      await heading(page, /^Shop$/).waitFor();
      t.match(page.url(), /\/dashboard\/projects\/proj_\w+$/, 'at the new project');
      const secrets = await page.locator('code.secret').allTextContents();
      t.match(secrets, [/^sk_test_\w+$/, /^sk_live_\w+$/], 'the test and live keys, shown once');
      testKey = secrets[0]!;
      t.equal((await app.request('/v1/checkout/sessions', { token: testKey })).status, 200, 'the key shown works on /v1');
      await assertAccessible(t, page, 'new project keys');

      await page.getByRole('button', { name: 'I have saved them' }).click();
      await page.getByRole('heading', { name: 'Save your secret keys now' }).waitFor({ state: 'detached' });
      await screenshot(page, 'project');
      const body = await page.locator('main').textContent();
      t.notOk(body!.includes(testKey), 'the project page shows no secret');
      t.match(body, /sk_test_…\w{4}/, 'only its hint');
      await page.reload();
      await heading(page, /^Shop$/).waitFor();
      t.notOk((await page.content()).includes(testKey), 'nor after a reload');
      await assertAccessible(t, page, 'project');
      await admin.assertClean(t, 'project', [/status of 400/]);
    });

    await t.test('rotating a key shows the new one once; the old one works through its grace period', async (t) => {
      await page.getByLabel('Key', { exact: true }).selectOption('test');
      await page.getByLabel('The old key keeps working for').selectOption('3600');
      await page.getByRole('button', { name: 'Rotate key' }).click();
      const fresh = (await page.locator('#rotated-key code.secret').textContent({ timeout: 10_000 }))!;
      t.match(fresh, /^sk_test_\w+$/);
      t.not(fresh, testKey);
      t.equal((await app.request('/v1/checkout/sessions', { token: fresh })).status, 200, 'the new key works');
      t.equal((await app.request('/v1/checkout/sessions', { token: testKey })).status, 200, 'the old one too, within its grace');
      await page.reload();
      await heading(page, /^Shop$/).waitFor();
      t.notOk((await page.content()).includes(fresh), 'not shown after a reload');
      t.equal(
        await page.getByRole('region', { name: 'Secret keys' }).locator('tbody tr').count(),
        3,
        'two test keys (one in its grace period) and the live key',
      );
      await admin.assertClean(t, 'rotation');
    });

    await t.test('a member sees the organization but cannot change it, and the API refuses them', async (t) => {
      const member = await openTab(t, dashboard, { width: 390, colorScheme: 'dark' });
      await signInAs(member, app, 'bob@example.test');
      await heading(member.page, 'New organization').waitFor();

      await page.goto(organizationUrl);
      await page.getByLabel('Email').fill('bob@example.test');
      await page.getByLabel('Role', { exact: true }).selectOption('member');
      await page.getByRole('button', { name: 'Add member' }).click();
      await page.getByRole('cell', { name: 'bob@example.test', exact: true }).waitFor();

      await member.page.goto(organizationUrl);
      await heading(member.page, 'Acme').waitFor();
      // At 390 px each member is a card whose cells are named with their column's label too ("Email ada@…").
      await member.page.getByRole('region', { name: 'Members' }).getByText('ada@example.test', { exact: true }).waitFor();
      t.equal(await member.page.getByRole('button', { name: /Remove|Save/ }).count(), 0, 'no buttons to change members');
      t.equal(await member.page.getByRole('heading', { name: 'Add a member' }).count(), 0, 'no form to add one');
      t.equal(await member.page.getByRole('link', { name: 'New project' }).count(), 0, 'no new project');
      const memberId = await app.db.query<{ id: string }>("SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'ada@example.test'");
      // The page's own way to the /api, with the session's CSRF token: the API's role rule refuses it.
      const refused = await apiFromPage(member.page, 'PATCH', `/api/organizations/${organizationUrl.split('/').pop()}/members/${memberId.rows[0]!.id}`, {
        role: 'member',
      });
      t.match(refused, { status: 403, body: { error: /Only an admin/ } });
      await assertAccessible(t, member.page, 'organization as a member, 390 px, dark');
      await screenshot(member.page, 'organization-dark');
      await member.assertClean(t, 'member', [/status of 403/]);

      await t.test('an ended session returns to sign-in', async (t) => {
        await app.db.query(
          "UPDATE browser_sessions SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = 'bob@example.test')",
        );
        await member.page.reload();
        await heading(member.page, 'Sign in').waitFor();
        t.match(member.page.url(), /\/dashboard\/sign-in\?next=/);
        await member.assertClean(t, 'ended session');
      });
    });

    await t.test("at 390 px the admin's members table stacks, each member's address and role first, nothing scrolling sideways", async (t) => {
      await page.setViewportSize({ width: 390, height: 900 });
      t.teardown(() => page.setViewportSize({ width: 1280, height: 900 }));
      const members = page.getByRole('region', { name: 'Members' });
      const bob = members.getByRole('row').filter({ hasText: 'bob@example.test' });
      await bob.waitFor();
      const widths = await page.evaluate(() => {
        const region = document.querySelector<HTMLElement>('[role="region"][aria-label="Members"]')!;
        return { page: [document.documentElement.scrollWidth, document.documentElement.clientWidth], table: [region.scrollWidth, region.clientWidth] };
      });
      t.ok(widths.page[0]! <= widths.page[1]!, `the page does not scroll sideways (${widths.page})`);
      t.ok(widths.table[0]! <= widths.table[1]!, `nor does the members table in its region (${widths.table})`);
      const email = (await bob.getByText('bob@example.test', { exact: true }).boundingBox())!;
      const role = (await bob.getByLabel('Role of bob@example.test', { exact: true }).boundingBox())!;
      const actions = (await bob.getByRole('button', { name: 'Remove bob@example.test' }).boundingBox())!;
      t.ok(email.y < role.y && role.y < actions.y, 'the address, then the role, then the actions');
      t.ok(email.x + email.width <= 390 && actions.x + actions.width <= 390, 'all within the screen');
      await assertAccessible(t, page, 'members at 390 px');
      await admin.assertClean(t, 'members at 390 px');
    });

    await t.test('an admin changes a role and removes a member through the page', async (t) => {
      const bobsRole = () => app.db.query("SELECT m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'bob@example.test'");
      await page.getByLabel('Role of bob@example.test', { exact: true }).selectOption('admin');
      const changed = page.waitForResponse((response) => response.request().method() === 'PATCH');
      await page.getByRole('button', { name: 'Save role of bob@example.test' }).click();
      t.equal((await changed).status(), 200);
      t.same((await bobsRole()).rows, [{ role: 'admin' }]);

      const removed = page.waitForResponse((response) => response.request().method() === 'DELETE');
      await page.getByRole('button', { name: 'Remove bob@example.test' }).click();
      t.equal((await removed).status(), 200);
      await page.getByRole('cell', { name: 'bob@example.test', exact: true }).waitFor({ state: 'detached' });
      t.same((await bobsRole()).rows, [], 'no longer a member');
      await admin.assertClean(t, 'role change and removal');
    });

    await t.test('e-mail off: an invitation gives the admin its link to pass on, and the invited person accepts it', async (t) => {
      const health = (await (await app.request('/v1/health')).json()) as any;
      t.match(health.checks.email, { status: 'not_configured' }, 'this service sends no e-mail');
      const invitations = page.getByRole('region', { name: 'Invitations' });
      await invitations.getByLabel('E-mail address').fill('erin@example.test');
      await invitations.getByLabel('Their role').selectOption('admin');
      await invitations.getByRole('button', { name: 'Send invitation' }).click();
      const said = invitations.getByRole('status').filter({ hasText: 'Invitation created for erin@example.test. E-mail is off on this service' });
      await said.waitFor();
      const link = (await said.locator('pre code').textContent())!;
      t.match(link, /^https?:\/\/[^/]+\/dashboard\/invitations\/accept\?token=inv_/, 'the link to copy');
      t.ok(await said.getByRole('button', { name: 'Copy Invitation link' }).isVisible(), 'with a copy button');
      await invitations.getByRole('region', { name: 'Pending invitations' }).getByRole('row').filter({ hasText: 'erin@example.test' }).waitFor();
      await assertAccessible(t, page, 'invitation with e-mail off');
      await screenshot(page, 'invitation-link');

      const erin = await openTab(t, dashboard, { width: 390 });
      await signInAs(erin, app, 'erin@example.test');
      const accept = new URL(link);
      await erin.page.goto(`${app.url}${accept.pathname}${accept.search}`);
      await heading(erin.page, 'Accept an invitation').waitFor();
      await erin.page.getByRole('button', { name: 'Accept the invitation' }).click();
      await erin.page.getByRole('status').filter({ hasText: 'You joined as admin.' }).waitFor();
      await erin.assertClean(t, 'accept with e-mail off');
      await page.reload();
      await page.getByRole('cell', { name: 'erin@example.test', exact: true }).waitFor();
      await invitations.getByText('No pending invitation.').waitFor();
      await admin.assertClean(t, 'invitation with e-mail off');
    });

    await t.test('sign-out ends the session and clears the cookie', async (t) => {
      await page.getByRole('button', { name: 'Sign out' }).click();
      await heading(page, 'Sign in').waitFor();
      t.same(
        (await admin.context.cookies()).filter((each) => each.name === 'proofpay_session'),
        [],
        'the cookie is gone',
      );
      const { rows } = await app.db.query(
        "SELECT count(*)::int AS n FROM browser_sessions WHERE user_id = (SELECT id FROM users WHERE email = 'ada@example.test')",
      );
      t.same(rows, [{ n: 0 }], 'and the session row');
      await page.goto(organizationUrl);
      await heading(page, 'Sign in').waitFor();
      await admin.assertClean(t, 'sign-out');
    });
  },
);
