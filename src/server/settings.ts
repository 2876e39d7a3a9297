import { checkoutSettings } from '../checkout/index.js';
import { circuitsSettings } from '../circuits/index.js';
import { type AnySettingsDeclaration, type Config, type DeclaredKey, defineSettings, loadConfig, type SettingsDeclaration } from '../core/config/config.js';
import type { Env } from '../core/config/env.js';
import { deploymentsSettings } from '../deployments/index.js';
import { emailSettings } from '../email/index.js';
import { httpSettings } from '../http/settings.js';
import { opsSettings } from '../ops/index.js';
import { platformSettings } from '../platform/index.js';
import { verificationSettings } from '../verification/index.js';
import { webhooksSettings } from '../webhooks/index.js';

declare module '../core/config/config.js' {
  interface Config {
    /** DEV_CHAIN: `start` runs a local anvil chain with test tokens and adds it to the registry (never in production). */
    devChain: { enabled: boolean; port: number };
  }
}

/** The composition root's own settings: the development chain `start` runs (dev-chain.ts). */
const devChainSettings = defineSettings(
  'server',
  (read) => ({
    devChain: {
      enabled: read.bool(
        'DEV_CHAIN',
        false,
        '`start` also runs a local anvil chain with test USDC and USDT, saved under `DATA_DIR/dev-chain`, and adds it to the registry as the testnet chain `local` (`RPC_URL_LOCAL`); refused in production. See docs/payments.md.',
      ),
      port: read.int('DEV_CHAIN_PORT', 8545, { min: 1, max: 65535 }, "Port of that local chain's JSON-RPC on 127.0.0.1."),
    },
  }),
  ({ nodeEnv, devChain }, problem) => {
    if (nodeEnv === 'production' && devChain.enabled) problem('DEV_CHAIN: a local development chain, never with NODE_ENV=production');
  },
);

/**
 * The declarations checked whole: every section a declaration adds to Config must be read by one in
 * the list, else the compiler names the missing ones (`missing: 'section'`).
 */
function everySection<const L extends readonly AnySettingsDeclaration[]>(
  declarations: L & ([Exclude<DeclaredKey, SectionsOf<L[number]>>] extends [never] ? unknown : { missing: Exclude<DeclaredKey, SectionsOf<L[number]>> }),
): L {
  return declarations;
}
type SectionsOf<D> = D extends SettingsDeclaration<infer K> ? K : never;

/**
 * Every settings declaration of the service, after the core's shared settings, in the order their
 * variables are read and documented (docs/operations.md's table, `npm run docs:settings`).
 */
export const serviceSettings = everySection([
  httpSettings,
  platformSettings,
  checkoutSettings,
  webhooksSettings,
  emailSettings,
  circuitsSettings,
  verificationSettings,
  deploymentsSettings,
  opsSettings,
  devChainSettings,
]);

/** The service's configuration from the environment (every bad variable reported at once, ConfigError). */
export function loadServiceConfig(env: Env = process.env): Config {
  return loadConfig(env, serviceSettings);
}
