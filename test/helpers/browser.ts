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
