import { createHash } from 'node:crypto';
import fs from 'node:fs';

/** The page's script as served: its path (named by its content, so it can be cached for good) and its bytes. */
export interface ScriptAsset {
  path: string;
  body: Buffer;
}

let checkoutAsset: ScriptAsset | undefined;

/**
 * The checkout page's script: browser/checkout.ts, compiled by the project's tsc beside this module.
 * Read once, when a page first needs it.
 */
export function checkoutScript(): ScriptAsset {
  if (!checkoutAsset) {
    // Without tsc's source map comment: the map is not served (it would name the source tree's paths).
    const text = fs.readFileSync(new URL('./browser/checkout.js', import.meta.url), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    const body = Buffer.from(text);
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 16);
    checkoutAsset = { path: `${SCRIPT_ASSETS_PATH}/checkout-${hash}.js`, body };
  }
  return checkoutAsset;
}

/** Where the page's scripts are served. */
export const SCRIPT_ASSETS_PATH = '/c/assets';
