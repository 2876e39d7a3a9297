import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { projectRoot } from '../../src/core/paths.js';
import { startTestApp } from '../helpers/app.js';
import { checkContractsIn, skipWithoutChromium, launchChromium } from '../helpers/browser.js';
import { caller, newProject } from '../helpers/platform.js';
import type { PaymentOption } from '../../src/checkout/payments/index.js';
import { checkedFetch } from '../helpers/contract.js';

/** The README links these: the hosted page at desktop and phone widths, and its expired state. */
// The README's screenshots are refreshed only on request (UPDATE_SCREENSHOTS=1 npm test -- …), so an
// ordinary run leaves the work tree clean; otherwise they go to a temporary folder.
const SCREENSHOTS = process.env.UPDATE_SCREENSHOTS === '1' ? path.join(projectRoot, 'docs') : fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-shots-'));
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

t.test('the hosted checkout page of a real session, in Chromium', { skip: skipWithoutChromium() }, async (t) => {
  // An RPC URL makes a chain a watched one, so sessions get payment options on it (no chain is contacted here).
  const rpc = 'http://127.0.0.1:9';
  const app = await startTestApp(t, {
    worker: false,
    env: { RPC_URL_SEPOLIA: rpc, RPC_URL_BASE_SEPOLIA: rpc, RPC_URL_ARBITRUM_SEPOLIA: rpc },
  });
  const ada = await caller(app, 'ada@example.test');
  const { secretKeys: secret_keys } = await newProject(ada, 'Acme', { name: 'Acme Books', receiving_address: ADDRESS.toLowerCase() });

  // The merchant's own site, where "Cancel and return" leads.
  const merchant = http.createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Acme cart</title><h1 id="merchant">Your cart</h1><p id="path">${req.url === '/cart?order=1001' ? 'cart 1001' : 'other'}</p>`,
    );
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => merchant.close(() => resolve())));
  const merchantUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;

  const created = await app.request('/v1/checkout/sessions', {
    method: 'POST',
    token: secret_keys.test,
    json: { amount_usd: 19.99, description: 'Pro plan, 1 month', return_url: `${merchantUrl}/thanks`, cancel_url: `${merchantUrl}/cart?order=1001` },
  });
  const session = (await created.json()) as { id: string; checkout_url: string; payment_options: PaymentOption[] };
  t.same(
    session.payment_options.map((option) => `${option.chain} ${option.token}`),
    ['sepolia USDC', 'base-sepolia USDC', 'arbitrum-sepolia USDC'],
    'options only on the chains with an RPC',
  );
  const option = session.payment_options[0]!;
  t.equal(session.checkout_url, `${app.url}/c/${session.id}`);

  const browser = await launchChromium(t);
  const problems: string[] = [];
  const contracts: ReturnType<typeof checkContractsIn>[] = [];
  const open = async (width: number, javaScriptEnabled = true, watch = true) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, deviceScaleFactor: 1 });
    t.teardown(() => context.close());
    contracts.push(checkContractsIn(context, app.url, problems));
    const page = await context.newPage();
    // A CSP violation or a script error lands here: the page must run cleanly under its policy.
    if (watch) {
      page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: ${message.text()}`));
      page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    }
    return page;
  };

  await t.test('desktop: amount, description, address, QR code and countdown', async (t) => {
    const page = await open(1280);
    const response = (await page.goto(session.checkout_url))!;
    t.equal(response.status(), 200);
    const csp = response.headers()['content-security-policy']!;
    t.match(csp, /script-src 'nonce-[A-Za-z0-9+/=]{24}'/, 'a CSP with a nonce');
    const again = await checkedFetch(session.checkout_url);
    t.not(again.headers.get('content-security-policy'), csp, 'a fresh nonce on every response');
    // The page's one script is a module from this origin, loaded by that nonce, and kept by the browser for good.
    const src = await page.locator('script[type=module]').getAttribute('src');
    t.match(src, /^\/c\/assets\/checkout-[\w-]{16}\.js$/, 'the script is named by its content');
    const script = await checkedFetch(`${app.url}${src}`);
    t.match(script.headers.get('content-type'), /^text\/javascript/);
    t.match(script.headers.get('cache-control'), 'immutable');
    t.equal((await checkedFetch(`${app.url}/c/assets/checkout-0000000000000000.js`)).status, 404, 'an old name is not served');

    t.equal(await page.locator('h1').innerText(), 'Acme Books');
    t.equal(await page.locator('[data-amount]').innerText(), '$19.99 USD');
    t.equal(await page.locator('[data-description]').innerText(), 'Pro plan, 1 month');
    t.equal(await page.locator('[data-testnet]').innerText(), 'TESTNET');
    t.same(
      await page.locator('nav[aria-label="Network"] .choice').allInnerTexts(),
      ['Sepolia', 'Base Sepolia', 'Arbitrum Sepolia'],
      'only the chains the session has options on',
    );
    t.match(option.amount_base_units, /^1999\d{4}$/, 'a tag below one cent');
    t.equal(await page.locator('[data-token-amount]').innerText(), option.amount, 'the tagged amount');
    t.equal(await page.locator('[data-recipient]').innerText(), ADDRESS, "the project's receiving address, checksummed");
    t.equal(await page.locator('a[data-wallet-link]').getAttribute('href'), option.eip681_uri);
    t.match(option.eip681_uri, `ethereum:0x1c7D4B196Cb0C7B01d743Fbc6116a902379C7238@11155111/transfer?address=${ADDRESS}&uint256=${option.amount_base_units}`);
    const qr = (await page.locator('[data-qr] svg').boundingBox())!;
    t.ok(qr.width >= 140 && Math.abs(qr.width - qr.height) < 1, `the QR code is drawn square (${qr.width}×${qr.height})`);
    t.match(await page.locator('[data-countdown]').innerText(), /^(30:00|29:[0-5]\d)$/, 'the countdown starts near 30 minutes');
    t.equal(await page.locator('button[data-wallet-pay]:visible').count(), 0, 'no wallet button without an injected wallet');
    t.ok(await page.locator('[data-tx-hash]').isVisible(), 'the transaction-hash form, for a customer who paid elsewhere');
    t.match(await page.locator('[data-auto-detect]').innerText(), /updates by itself/);
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-desktop.png'), fullPage: true });
  });

  await t.test('phone width: one column without horizontal scrolling', async (t) => {
    const page = await open(390);
    await page.goto(session.checkout_url);
    t.equal(await page.evaluate('document.documentElement.scrollWidth'), 390, 'no horizontal scrolling at 390px');
    const summary = (await page.locator('.summary').boundingBox())!;
    const pay = (await page.locator('.pay').boundingBox())!;
    t.ok(pay.y >= summary.y + summary.height, 'the payment card sits below the summary');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-phone.png'), fullPage: true });
  });

  await t.test('without JavaScript the order and where to pay still read', async (t) => {
    const page = await open(390, false);
    await page.goto(session.checkout_url);
    t.equal(await page.locator('[data-amount]').innerText(), '$19.99 USD');
    t.equal(await page.locator('[data-recipient]').innerText(), ADDRESS);
    t.match(await page.locator('[data-countdown]').innerText(), /^(30:00|29:[0-5]\d)$/);
  });

  await t.test('"Cancel and return" leads to the merchant', async (t) => {
    const page = await open(1280);
    await page.goto(session.checkout_url);
    await Promise.all([page.waitForURL(`${merchantUrl}/cart?order=1001`), page.getByRole('link', { name: 'Cancel and return' }).click()]);
    t.equal(await page.locator('#merchant').innerText(), 'Your cart');
    t.equal(await page.locator('#path').innerText(), 'cart 1001');
  });

  await t.test('expired by the merchant: the open page turns into the expired page', async (t) => {
    const page = await open(390);
    await page.goto(session.checkout_url);
    const expired = await app.request(`/v1/checkout/sessions/${session.id}/expire`, { method: 'POST', token: secret_keys.test });
    t.equal(expired.status, 200);
    // The page polls /c/{id}/status and swaps in the new state in place: no reload.
    await page.evaluate('window.notReloaded = true');
    await page.getByRole('heading', { name: 'This checkout has expired' }).waitFor({ timeout: 20_000 });
    t.equal(await page.locator('main').getAttribute('data-status'), 'expired');
    t.equal(await page.evaluate('window.notReloaded'), true, 'the same document: updated in place');
    t.equal(await page.locator('[data-recipient]').count(), 0, 'no address to pay any more');
    t.equal(await page.locator('a[data-link="cancel"]').getAttribute('href'), `${merchantUrl}/cart?order=1001`, 'a way back to the merchant');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'checkout-expired-phone.png'), fullPage: true });
  });

  await t.test('completed and failed sessions get their outcome pages', async (t) => {
    // SQL sets each outcome directly; test/checkout/wallet-payment.browser.test.ts drives real ones.
    const outcome = async (status: string, failureReason: string | null) => {
      const response = await app.request('/v1/checkout/sessions', {
        method: 'POST',
        token: secret_keys.test,
        json: { amount_usd: 5, return_url: `${merchantUrl}/thanks`, cancel_url: `${merchantUrl}/cart?order=1001` },
      });
      const { id, checkout_url } = (await response.json()) as { id: string; checkout_url: string };
      await app.db.query('UPDATE checkout_sessions SET status = $2, failure_reason = $3 WHERE id = $1', [id, status, failureReason]);
      const page = await open(390);
      await page.goto(checkout_url);
      return page;
    };
    const completed = await outcome('completed', null);
    t.equal(await completed.locator('h2').innerText(), 'Payment complete');
    await Promise.all([completed.waitForURL(`${merchantUrl}/thanks`), completed.getByRole('link', { name: 'Back to merchant' }).click()]);
    t.equal(await completed.locator('#path').innerText(), 'other', 'Back to merchant leads to return_url');
    const failed = await outcome('failed', 'transaction_reverted');
    t.equal(await failed.locator('h2').innerText(), 'Payment could not be verified');
    t.match(await failed.locator('.status-panel p').first().innerText(), 'The transaction failed on the chain (it was reverted)');
  });

  await t.test('an unknown id is a 404 page, under the same CSP', async (t) => {
    const page = await open(390, true, false); // its own 404 status is logged as an error
    const response = (await page.goto(`${app.url}/c/ps_doesnotexist`))!;
    t.equal(response.status(), 404);
    t.match(response.headers()['content-type'], /^text\/html/);
    t.match(response.headers()['content-security-policy'], "default-src 'none'");
    t.equal(await page.locator('h2').innerText(), 'Checkout not found');
  });

  for (const contract of contracts) await contract.settled();
  t.same(problems, [], 'no CSP violation or script error on any page, and every answer it fetched is as documented');
});
