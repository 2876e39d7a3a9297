import { getBytes, hexlify, toUtf8Bytes, Wallet } from 'ethers';
import type { BrowserContext, Page } from 'playwright-core';
import t from 'tap';
import { injectWallet, skipWithoutChromium, type WalletCall } from '../helpers/browser.js';
import { apiFromPage, assertAccessible, heading, openTab, screenshot, signInAs, startDashboard } from '../helpers/dashboard.js';

// The receiving addresses are wallets the test holds: it signs for them as their owner would.
const shopWallet = Wallet.createRandom();
const stallWallet = Wallet.createRandom();

/** The project page's section on its receiving address. */
const section = (page: Page) => page.getByRole('region', { name: 'Receiving address' });

/** What the stub wallet signs with: an ethers wallet. */
interface Signer {
  address: string;
  signMessage(message: string | Uint8Array): Promise<string>;
}

/**
 * The user's wallet, injected (injectWallet): it answers the account `wallet.account` names and
 * signs `personal_sign` with that wallet's key.
 */
function installWallet(context: BrowserContext, wallet: { account: Signer }): Promise<WalletCall[]> {
  return injectWallet(context, async (method, params) => {
    switch (method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return { result: [wallet.account.address] };
      case 'personal_sign': {
        const [data, address] = params as [string, string];
        if (address.toLowerCase() !== wallet.account.address.toLowerCase()) return { error: { code: 4100, message: 'Unknown account' } };
        return { result: await wallet.account.signMessage(getBytes(data)) };
      }
      default:
        return { error: { code: 4200, message: `Unsupported method ${method}` } };
    }
  });
}

t.test(
  "a project's receiving address in Chromium: its standing in words, proven by a pasted signature and by an injected wallet; a member reads",
  { skip: skipWithoutChromium() },
  async (t) => {
    const dashboard = await startDashboard(t);
    const { app } = dashboard;
    const admin = await openTab(t, dashboard);
    const { page } = admin;
    const member = await openTab(t, dashboard, { width: 390, colorScheme: 'dark' });
    let organizationId = '';
    let shopId = '';
    let stallId = '';
    let copyId = '';
    const projectUrl = (id: string) => `${app.url}/dashboard/projects/${id}`;
    const control = async (id: string) => ((await apiFromPage(page, 'GET', `/api/projects/${id}`)).body as any).project;

    await t.test('two projects of Acme; Bob, a member of Acme, uses the Shop address in his own organization', async (t) => {
      await signInAs(admin, app, 'ada@example.test');
      const created = await apiFromPage(page, 'POST', '/api/organizations', { name: 'Acme' });
      organizationId = (created.body as any).organization.id;
      const project = async (name: string, receiving_address: string) =>
        ((await apiFromPage(page, 'POST', '/api/projects', { organization_id: organizationId, name, receiving_address })).body as any).project.id as string;
      shopId = await project('Shop', shopWallet.address);
      stallId = await project('Stall', stallWallet.address);
      await signInAs(member, app, 'bob@example.test');
      t.equal((await apiFromPage(page, 'POST', `/api/organizations/${organizationId}/members`, { email: 'bob@example.test' })).status, 201);
      const other = ((await apiFromPage(member.page, 'POST', '/api/organizations', { name: 'Other' })).body as any).organization.id;
      const copy = await apiFromPage(member.page, 'POST', '/api/projects', { organization_id: other, name: 'Copy', receiving_address: shopWallet.address });
      copyId = (copy.body as any).project.id;
      t.equal((await control(shopId)).receiving_address_control, 'unproven_shared');
      t.equal((await control(stallId)).receiving_address_control, 'unproven');
      await admin.assertClean(t, 'setup');
      await member.assertClean(t, 'setup as Bob');
    });

    await t.test('the standing in words: an address used by this organization alone, and a shared one', async (t) => {
      await page.goto(projectUrl(stallId));
      await heading(page, 'Stall').waitFor();
      t.match(await section(page).textContent(), /not proven.*Only your organization’s projects use this address.*Live keys need a proven address/);
      await page.goto(projectUrl(shopId));
      await heading(page, 'Shop').waitFor();
      t.match(
        await section(page).textContent(),
        /not proven, shared.*Other organizations’ projects have used this address too: payments without a session’s exact amount go to nobody until one organization proves it/,
      );
      t.equal(await page.getByRole('button', { name: 'Sign with your wallet' }).count(), 0, 'no wallet button without an injected wallet');
      await admin.assertClean(t, 'standing');
    });

    await t.test('the manual path: the challenge shown and copied, a wrong signature refused with the API’s message, the right one proves it', async (t) => {
      await page.getByRole('button', { name: 'Prove this address' }).click();
      const message = page.locator('pre.signed-message');
      await message.waitFor();
      const text = (await message.textContent())!;
      t.match(text, new RegExp(`prove that you control this receiving address:\\n${shopWallet.address}\\n[^]*Project: Shop \\(${shopId}\\)`));
      t.equal(await page.evaluate(() => document.activeElement?.textContent), 'Sign this message with the address', 'focus moves to the step');
      await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(app.url).origin });
      await page.getByRole('button', { name: 'Copy Message to sign' }).click();
      await page.getByText('Copied.').waitFor();
      t.equal(await page.evaluate(() => navigator.clipboard.readText()), text, 'copied whole');

      await page.getByLabel('Signature').fill(await Wallet.createRandom().signMessage(text));
      await page.getByRole('button', { name: 'Submit signature' }).click();
      await page.getByRole('alert').filter({ hasText: 'is not a signature of an open challenge by' }).waitFor();
      t.equal(await page.getByLabel('Signature').getAttribute('aria-invalid'), 'true', 'the field is marked');
      t.equal(await page.evaluate(() => document.activeElement?.id), await page.getByLabel('Signature').getAttribute('id'), 'and focused');
      await assertAccessible(t, page, 'the proof flow with a refusal');
      await page.setViewportSize({ width: 390, height: 900 });
      t.ok(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');
      await screenshot(page, 'address-proof');

      await page.getByLabel('Signature').fill(await shopWallet.signMessage(text));
      await page.getByRole('button', { name: 'Submit signature' }).click();
      const outcome = page.getByRole('status').filter({ hasText: 'Address proven' });
      await outcome.waitFor();
      t.equal(await page.evaluate(() => document.activeElement?.textContent?.startsWith('Address proven')), true, 'the outcome is focused');
      t.match(await section(page).textContent(), /proven.*Proven on.*Your organization proved it controls this address/);
      t.equal(await page.getByRole('button', { name: 'Prove this address' }).count(), 0, 'nothing left to prove');
      t.equal(await page.getByLabel('Signature').count(), 0);
      const project = await control(shopId);
      t.equal(project.receiving_address_control, 'proven', 'the API agrees');
      t.ok(project.receiving_address_proven_at);
      await page.reload();
      await heading(page, 'Shop').waitFor();
      t.match(await section(page).textContent(), /proven.*Proven on/, 'after a reload too');
      await assertAccessible(t, page, 'a proven address, 390 px');
      await page.setViewportSize({ width: 1280, height: 900 });
      await admin.assertClean(t, 'manual proof', [/status of 400/]);
    });

    await t.test('a member reads the standing without controls, and the API refuses the challenge; another organization sees the address taken', async (t) => {
      await member.page.goto(projectUrl(stallId));
      await heading(member.page, 'Stall').waitFor();
      t.match(await section(member.page).textContent(), /not proven.*An admin of the organization can prove it/);
      t.equal(await member.page.getByRole('button', { name: /Prove this address|Sign with your wallet/ }).count(), 0, 'no controls');
      const refused = await apiFromPage(member.page, 'POST', `/api/projects/${stallId}/receiving_address/challenge`);
      t.match(refused, { status: 403, body: { error: /admin/ } });
      await assertAccessible(t, member.page, 'a member, 390 px, dark');
      t.ok(await member.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling at 390 px');

      // Bob is the admin of Other, whose project uses the address Acme proved: nothing to prove, and why.
      await member.page.goto(projectUrl(copyId));
      await heading(member.page, 'Copy').waitFor();
      t.match(await section(member.page).textContent(), /proven by another organization.*this project takes no new sessions at it/);
      t.equal(await member.page.getByRole('button', { name: 'Prove this address' }).count(), 0, 'a proof would be refused: not offered');
      await member.assertClean(t, 'member', [/status of 403/]);
    });

    await t.test('the wallet path: an injected wallet on the wrong account is told so, then signs with the address', async (t) => {
      const walletTab = await openTab(t, dashboard);
      const wallet: { account: Signer } = { account: Wallet.createRandom() };
      const calls = await installWallet(walletTab.context, wallet);
      await signInAs(walletTab, app, 'ada@example.test');
      await walletTab.page.goto(projectUrl(stallId));
      await heading(walletTab.page, 'Stall').waitFor();
      await walletTab.page.getByRole('button', { name: 'Prove this address' }).click();
      const message = (await walletTab.page.locator('pre.signed-message').textContent())!;

      await walletTab.page.getByRole('button', { name: 'Sign with your wallet' }).click();
      await walletTab.page
        .getByRole('alert')
        .filter({ hasText: `not the receiving address ${stallWallet.address}` })
        .waitFor();
      t.notOk(
        calls.some((call) => call.method === 'personal_sign'),
        'nothing signed by the wrong account',
      );

      wallet.account = stallWallet;
      await walletTab.page.getByRole('button', { name: 'Sign with your wallet' }).click();
      await walletTab.page.getByRole('status').filter({ hasText: 'Address proven' }).waitFor();
      const signs = calls.filter((call) => call.method === 'personal_sign');
      t.equal(signs.length, 1);
      t.equal(signs[0]!.params[0], hexlify(toUtf8Bytes(message)), 'personal_sign gets the message as hex of its UTF-8 bytes');
      t.equal((signs[0]!.params[1] as string).toLowerCase(), stallWallet.address.toLowerCase(), 'and the address');
      t.match(await section(walletTab.page).textContent(), /proven.*Proven on/);
      t.equal((await control(stallId)).receiving_address_control, 'proven', 'the API agrees');
      await assertAccessible(t, walletTab.page, 'proven by the wallet');
      await walletTab.assertClean(t, 'wallet proof');
    });
  },
);
