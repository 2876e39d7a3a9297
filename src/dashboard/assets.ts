import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { DASHBOARD_STYLES } from './styles.js';

/** One file the dashboard's page loads: its bytes and content type. */
export interface DashboardAsset {
  body: Buffer;
  type: string;
}

/** The dashboard's files as served: a version named by their content (so they are cached for good), and each file by name. */
export interface DashboardAssets {
  version: string;
  files: ReadonlyMap<string, DashboardAsset>;
}

/** Where the files are served: `/dashboard/assets/<version>/<name>`, so the modules' relative imports stay within one version. */
export const ASSETS_PATH = '/dashboard/assets';

let assets: DashboardAssets | undefined;

/**
 * The page's modules (browser/*.ts, compiled by the project's tsc beside this module) and its
 * stylesheet, read once, when the page is first served.
 */
export function dashboardAssets(): DashboardAssets {
  if (assets) return assets;
  const folder = new URL('./browser/', import.meta.url);
  const files = new Map<string, DashboardAsset>();
  for (const name of fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.js'))
    .sort()) {
    // Without tsc's source map comment: the map is not served (it would name the source tree's paths).
    const text = fs.readFileSync(new URL(name, folder), 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n');
    files.set(name, { body: Buffer.from(text), type: 'text/javascript; charset=utf-8' });
  }
  files.set('dashboard.css', { body: Buffer.from(DASHBOARD_STYLES), type: 'text/css; charset=utf-8' });
  const digest = createHash('sha256');
  for (const [name, file] of files) digest.update(name).update('\0').update(file.body);
  assets = { version: digest.digest('base64url').slice(0, 16), files };
  return assets;
}
