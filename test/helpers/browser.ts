import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Test } from 'tap';
import { checkContract } from './contract.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why Chromium cannot be launched here, or false when it can. */
function chromiumMissing(): string | false {
  return fs.existsSync(CHROMIUM_PATH) ? false : `Chromium not found at ${CHROMIUM_PATH}; install it with 'apt-get install chromium' (.ci/run does)`;
}

/**
 * A browser test's `skip` option: the reason to skip when Chromium is missing, printed loudly, or
 * false. Under CI (`CI=true`) it never skips: the test runs and launchChromium fails it, so a CI run
 * without Chromium cannot pass with its browser tests unrun.
 */
export function skipWithoutChromium(): string | false {
  const missing = chromiumMissing();
  if (!missing || process.env.CI === 'true') return false;
  const notice = `!!! BROWSER TESTS SKIPPED: ${missing}`;
  process.stderr.write(`\n${notice}\n\n`);
  return notice;
}

/** Debian's Chromium driven by playwright-core, closed on teardown. */
export async function launchChromium(t: Test): Promise<Browser> {
  const missing = chromiumMissing();
  if (missing) throw new Error(`browser tests need Chromium (CI=true never skips them): ${missing}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  t.teardown(() => browser.close());
  return browser;
}

/**
 * contract.ts's check for what the pages themselves fetch: each JSON answer a page of `context`
 * receives from the service at `serviceUrl` is checked against the OpenAPI document, and a mismatch
 * is pushed to `problems`. The checks run as the answers arrive; await `settled()` before asserting.
 */
export function checkContractsIn(context: BrowserContext, serviceUrl: string, problems: string[]): { settled(): Promise<void> } {
  const origin = new URL(serviceUrl).origin;
  const checks: Promise<void>[] = [];
  context.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin || !(response.headers()['content-type'] ?? '').startsWith('application/json')) return;
    checks.push(
      response.body().then(
        (body) =>
          checkContract(
            url,
            response.request().method(),
            new Response(body.toString('utf8'), { status: response.status(), headers: response.headers() }),
          ).catch((error: Error) => void problems.push(error.message)),
        // A body the browser has already let go (its page closed) cannot be read, so cannot be checked.
        () => undefined,
      ),
    );
  });
  return { settled: async () => void (await Promise.all(checks)) };
}

/** A request the page made of an injected wallet, and what the wallet answered once it had. */
export interface WalletCall {
  method: string;
  params: unknown[];
  /** The result, or the error, as JSON. */
  outcome?: string;
}

/** How a test's wallet answers one EIP-1193 request. */
export type WalletAnswer = (method: string, params: unknown[]) => Promise<{ result: unknown } | { error: { code: number; message: string } }>;

/**
 * An injected EIP-1193 provider (`window.ethereum`) standing for the user's wallet, as an extension
 * injects it: every request calls back into the test (`answer`), outside the page's CSP, so the
 * page itself never reaches a chain. Answers the requests as they are made, with their outcomes.
 */
export async function injectWallet(context: BrowserContext, answer: WalletAnswer): Promise<WalletCall[]> {
  const calls: WalletCall[] = [];
  await context.exposeFunction('__walletRequest', async (method: string, params: unknown[]) => {
    const call: WalletCall = { method, params };
    calls.push(call);
    const answered = await answer(method, params).catch((error: Error) => ({ error: { code: -32603, message: error.message } }));
    call.outcome = JSON.stringify('error' in answered ? answered.error : answered.result);
    return answered;
  });
  await context.addInitScript(`window.ethereum = {
    request: async ({ method, params }) => {
      const answer = await window.__walletRequest(method, params || []);
      if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
      return answer.result;
    },
    on() {},
    removeListener() {},
  };`);
  return calls;
}
