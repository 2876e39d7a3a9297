import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import type { SessionStatus } from '../../src/checkout/page-api.js';
import { pageContentSecurityPolicy } from '../../src/checkout/page/layout.js';
import { renderNotFoundPage } from '../../src/checkout/page/not-found-page.js';
import { checkoutScript } from '../../src/checkout/page/script-asset.js';
import { renderSessionPage } from '../../src/checkout/page/session-page.js';
import { buildCheckoutPageView } from '../../src/checkout/page/view-model.js';
import { skipWithoutChromium, launchChromium } from '../helpers/browser.js';
import { pageInput, RECEIVING_ADDRESS } from './page-fixtures.js';

const SHOTS = process.env.SCREENSHOT_DIR ?? '/tmp';

t.test('the hosted page in Chromium', { skip: skipWithoutChromium() }, async (t) => {
  // A stand-in for the service's routes: /c/{id} rendered from a session whose status the test sets,
  // /c/{id}/status polled by the page, the page's script, under the page's strict CSP.
  let status: SessionStatus = 'pending';
  const hostile = '<b>Pro plan</b> & "1 month" <script>alert(1)</script>';
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    const nonce = randomBytes(16).toString('base64');
    const send = (code: number, type: string, body: string) => {
      res.writeHead(code, { 'Content-Type': type, 'Content-Security-Policy': pageContentSecurityPolicy(nonce), 'Cache-Control': 'no-store' });
      res.end(body);
    };
    if (url.pathname === checkoutScript().path) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      return res.end(checkoutScript().body);
    }
    if (url.pathname === '/c/ps_test_4f8a1c2e9b/status')
      return send(
        200,
        'application/json',
        JSON.stringify({ id: 'ps_test_4f8a1c2e9b', status, expires_at: new Date(Date.now() + 1_800_000).toISOString(), payment: null }),
      );
    if (url.pathname !== '/c/ps_test_4f8a1c2e9b') return send(404, 'text/html; charset=utf-8', renderNotFoundPage(nonce));
    const input = pageInput({
      now: new Date(),
      session: { status, description: hostile, expiresAt: new Date(Date.now() + 29 * 60_000 + 41_000) },
      choice: { chain: url.searchParams.get('chain') ?? undefined, token: url.searchParams.get('token') ?? undefined },
    });
    send(200, 'text/html; charset=utf-8', renderSessionPage(await buildCheckoutPageView({ ...input, nonce })));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const browser = await launchChromium(t);
  const problems: string[] = [];
  const open = async (width: number, javaScriptEnabled = true) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled, deviceScaleFactor: 1 });
    t.teardown(() => context.close());
    const page = await context.newPage();
    // A CSP violation or script error shows up here: the page must run cleanly under its policy.
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    return page;
  };

  t.test('desktop: content, countdown, copy, QR and cancel link', async (t) => {
    const page = await open(1280);
    await page.goto(`${base}/c/ps_test_4f8a1c2e9b`);
    t.equal(await page.locator('[data-amount]').innerText(), '$19.99 USD');
    t.equal(await page.locator('[data-description]').innerText(), hostile, 'the hostile description shows as text');
    t.equal(await page.locator('script').count(), 1, 'and injected no script');
    t.equal(await page.locator('[data-recipient]').innerText(), RECEIVING_ADDRESS);
    t.equal(await page.locator('[data-token-amount]').innerText(), '19.990042', 'the tagged amount');
    t.equal(await page.locator('[data-testnet]').innerText(), 'TESTNET');
    const qr = page.locator('[data-qr] svg');
    const box = (await qr.boundingBox())!;
    t.ok(box.width >= 140 && Math.abs(box.width - box.height) < 1, `the QR code is drawn square (${box.width}×${box.height})`);
    t.equal(await page.locator('a.cancel').getAttribute('href'), 'https://shop.example/cart');
    t.equal(await page.locator('a.cancel').innerText(), 'Cancel and return');

    const countdown = page.locator('[data-countdown]');
    const first = await countdown.innerText();
    t.match(first, /^29:(4\d|3\d)$/, `the countdown starts near 29:41 (${first})`);
    await page.locator('[data-countdown]', { hasNotText: first }).waitFor();
    t.match(await countdown.innerText(), /^29:[0-5]\d$/, 'and counts down');

    // Page-side expressions are strings: the project compiles without the DOM library.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.locator('button[data-copy="recipient"]').click();
    t.equal(await page.evaluate('navigator.clipboard.readText()'), RECEIVING_ADDRESS, 'the copy button copies the address');
    t.equal(await page.locator('button[data-copy="recipient"]').innerText(), 'Copied');
    await page.screenshot({ path: `${SHOTS}/checkout-1280.png`, fullPage: true });
  });

  t.test('phone width: one column, nothing overflows, keyboard reaches the choices', async (t) => {
    const page = await open(390);
    await page.goto(`${base}/c/ps_test_4f8a1c2e9b`);
    t.equal(await page.evaluate('document.documentElement.scrollWidth'), 390, 'no horizontal scrolling at 390px');
    const summary = (await page.locator('.summary').boundingBox())!;
    const pay = (await page.locator('.pay').boundingBox())!;
    t.ok(pay.y >= summary.y + summary.height, 'the payment card sits below the summary');
    // Tab from the top to the Base Sepolia choice and follow it with Enter.
    let focused = '';
    for (let i = 0; i < 12 && focused !== 'Base Sepolia'; i++) {
      await page.keyboard.press('Tab');
      focused = await page.evaluate<string>('document.activeElement.textContent.trim()');
    }
    t.equal(focused, 'Base Sepolia', 'the chain choice is reachable by keyboard');
    await Promise.all([page.waitForURL(/chain=base-sepolia/), page.keyboard.press('Enter')]);
    t.match(await page.locator('a[data-wallet-link]').getAttribute('href'), /^ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532\/transfer\?/);
    await page.screenshot({ path: `${SHOTS}/checkout-390.png`, fullPage: true });
  });

  t.test('without JavaScript the page still reads and the choice still works', async (t) => {
    const page = await open(390, false);
    await page.goto(`${base}/c/ps_test_4f8a1c2e9b`);
    t.match(await page.locator('[data-countdown]').innerText(), /^29:\d\d$/);
    t.equal(await page.locator('button[data-copy]:visible').count(), 0, 'copy buttons stay hidden without script');
    await page.locator('a.choice', { hasText: 'Arbitrum Sepolia' }).click();
    t.match(page.url(), /chain=arbitrum-sepolia&token=USDC$/);
    t.match(await page.locator('a[data-wallet-link]').getAttribute('href'), /@421614\//);
  });

  t.test('the page follows the status and shows the outcome', async (t) => {
    const page = await open(390);
    await page.goto(`${base}/c/ps_test_4f8a1c2e9b`);
    status = 'completed';
    await page.waitForSelector('text=Payment complete', { timeout: 15_000 });
    t.equal(await page.locator('a[data-link="return"]').getAttribute('href'), 'https://shop.example/thanks');
    await page.screenshot({ path: `${SHOTS}/checkout-completed-390.png`, fullPage: true });
    status = 'pending';
    const missing = await page.goto(`${base}/c/ps_nope`);
    t.equal(missing!.status(), 404);
    t.match(await page.locator('h2').innerText(), 'Checkout not found');
  });

  t.same(problems, [], 'no CSP violation or script error on any page');
});
