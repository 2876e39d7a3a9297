/**
 * What a dashboard browser test needs (docs/dashboard.md, "Adding a page"): the service with the
 * development sign-in on, Chromium, pages that record every console error, script error and
 * request to another origin, sign-in through the form, axe-core run in the page, and the README's
 * screenshots at 1280 and 390 px.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Contract } from 'ethers';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { Test } from 'tap';
import { mined } from '../../src/core/chain/mined.js';
import { projectRoot } from '../../src/core/paths.js';
import type { LocalChain } from './chain.js';
import { startTestApp, type TestApp } from './app.js';
import { checkContractsIn, launchChromium } from './browser.js';

/** The README's screenshots are refreshed only on request (UPDATE_SCREENSHOTS=1), so an ordinary run leaves the work tree clean. */
const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === '1' ? path.join(projectRoot, 'docs') : fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-dashboard-shots-'));

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Dashboard {
  app: TestApp;
  browser: Browser;
}

/** The service (no worker unless asked) with the development sign-in on (unless `env` says otherwise), and Chromium; both stop on teardown. */
export async function startDashboard(t: Test, { env = {}, worker = false }: { env?: Record<string, string>; worker?: boolean } = {}): Promise<Dashboard> {
  const app = await startTestApp(t, { worker, env: { DASHBOARD_DEV_SIGN_IN: 'true', ...env } });
  return { app, browser: await launchChromium(t) };
}

export interface DashboardTab {
  page: Page;
  context: BrowserContext;
  /** Console errors, script errors, requests to another origin, and answers that break the OpenAPI contract. */
  problems: string[];
  /**
   * Fails `t` on any problem so far (after the contract checks have settled), and forgets them.
   * `expected`: problems the test caused on purpose (Chromium logs a refused request, a 400 say, as
   * a console error), each of which must have happened once.
   */
  assertClean(t: Test, label: string, expected?: RegExp[]): Promise<void>;
}

/** A fresh browser context (its own cookies) at `width`, in `colorScheme`, watched for problems. */
export async function openTab(
  t: Test,
  { app, browser }: Dashboard,
  { width = 1280, colorScheme = 'light' }: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<DashboardTab> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, deviceScaleFactor: 1 });
  t.teardown(() => context.close());
  const problems: string[] = [];
  const contracts = checkContractsIn(context, app.url, problems);
  const origin = new URL(app.url).origin;
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== 'data:') problems.push(`${request.frame().url()}: request to another origin: ${request.url()}`);
  });
  const page = await context.newPage();
  page.on('console', (message) => message.type() === 'error' && problems.push(`${page.url()}: console error: ${message.text()}`));
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return {
    page,
    context,
    problems,
    async assertClean(t, label, expected = []) {
      await contracts.settled();
      const seen = problems.splice(0);
      for (const pattern of expected) {
        const index = seen.findIndex((problem) => pattern.test(problem));
        t.ok(index >= 0, `${label}: ${pattern} happened`);
        if (index >= 0) seen.splice(index, 1);
      }
      t.same(seen, [], `${label}: no console error, no request to another origin, answers as documented`);
    },
  };
}

/** Signs in through the development form as `email`; resolves once the dashboard shows a signed-in page. */
export async function signInAs(tab: DashboardTab, app: TestApp, email: string): Promise<void> {
  await tab.page.goto(`${app.url}/dashboard/sign-in`);
  await tab.page.getByLabel('Email').fill(email);
  await tab.page.getByRole('button', { name: 'Sign in' }).click();
  await tab.page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * `method path` sent from the page the way the dashboard sends it (its session cookie, its CSRF
 * token): how a test shows that the /api refuses what the page hides from someone's role.
 */
export async function apiFromPage(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ([method, path, body]) => {
      const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')!.content;
      const sent = body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      const response = await fetch(path, { method, ...sent, headers: { ...sent.headers, 'X-CSRF-Token': csrf } });
      return { status: response.status, body: await response.json() };
    },
    [method, path, body] as const,
  );
}

/** The heading of the page the dashboard shows, once it shows `name`. */
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** Runs axe-core in the page (injected by the test, which the page's CSP does not govern): no serious or critical violation. */
export async function assertAccessible(t: Test, page: Page, label: string): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const { violations } = await (
      window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }
    ).axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  });
  t.same(violations, [], `${label}: axe finds no serious or critical violation`);
}

/** Screenshots of the page as it is at 1280 and at 390 px, as docs/dashboard-<name>-1280.png and -390.png (see SCREENSHOTS). */
export async function screenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `dashboard-${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(viewport);
}

/**
 * A payment no session claims, as the project's admin finds it: 7 USDC (no session's price) sent to
 * `to` and confirmed, then the testnet's unattributed payments opened on `page` and read again until
 * the watcher has recorded it. Its transaction hash, and the list's region.
 */
export async function openUnattributedPayment(
  page: Page,
  { projectUrl, usdc, chain, to, confirmations }: { projectUrl: string; usdc: Contract; chain: LocalChain; to: string; confirmations: number },
): Promise<{ hash: string; payments: Locator }> {
  const tx = await usdc.getFunction('transfer')(to, 7_000_000n);
  await mined(tx);
  await chain.mine(confirmations);
  const payments = page.getByRole('region', { name: 'Unattributed payments' });
  for (;;) {
    await page.goto(`${projectUrl}/payments?network=testnet&status=unattributed`);
    await heading(page, 'Unattributed payments').waitFor();
    if ((await payments.count()) > 0 && (await payments.getByText(tx.hash).count()) > 0) return { hash: tx.hash as string, payments };
  }
}
