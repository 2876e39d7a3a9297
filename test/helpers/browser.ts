import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import type { Test } from 'tap';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Why browser tests cannot run here, or false when they can. Use it as a test's `skip` option: the
 * notice is printed loudly, since .ci/run installs Debian's chromium and it is never downloaded.
 */
export function chromiumMissing(): string | false {
  if (fs.existsSync(CHROMIUM_PATH)) return false;
  const notice = `!!! BROWSER TESTS SKIPPED: Chromium not found at ${CHROMIUM_PATH}; install it with 'apt-get install chromium' (.ci/run does)`;
  process.stderr.write(`\n${notice}\n\n`);
  return notice;
}

/** Debian's Chromium driven by playwright-core, closed on teardown. */
export async function launchChromium(t: Test): Promise<Browser> {
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
