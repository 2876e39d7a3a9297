import { defineSettings, SecretValue } from '../core/config/config.js';
import type { SettingsReader } from '../core/config/env.js';
import type { Network } from '../core/network.js';

declare module '../core/config/config.js' {
  interface Config {
    /** On-chain verifiers (docs/onchain.md). */
    deployments: {
      /** DEPLOYER_PRIVATE_KEY_TESTNET / _MAINNET: the account that pays for verifier deployments on each network's chains. */
      deployerKeys: Record<Network, SecretValue | undefined>;
      /** How long a deploy job waits for its transaction to be mined before trying again. */
      deployTxTimeoutMs: number;
      /** Attempts of a deploy job: an RPC that fails is tried again (graphile-worker's backoff) before the record fails. */
      maxAttempts: number;
    };
  }
}

const deployerKeyMeaning = (network: Network) =>
  `The account that deploys proof records' verifiers on the ${network} chains (64 hex digits). Never logged. Unset: a deploy to that network's chains is \`400\` naming \`chain\` (docs/onchain.md).`;

/** The deployments feature's settings: the deployer accounts, and how long and how often a deploy tries. */
export const deploymentsSettings = defineSettings('deployments', (read) => ({
  deployments: {
    deployerKeys: {
      testnet: readPrivateKey(read, 'DEPLOYER_PRIVATE_KEY_TESTNET', deployerKeyMeaning('testnet')),
      mainnet: readPrivateKey(read, 'DEPLOYER_PRIVATE_KEY_MAINNET', deployerKeyMeaning('mainnet')),
    },
    deployTxTimeoutMs: read.int(
      'DEPLOY_TX_TIMEOUT_MS',
      300_000,
      { min: 1_000, max: 3_600_000 },
      'How long a verifier deploy waits for its transaction to be mined before the attempt is retried.',
    ),
    maxAttempts: read.int(
      'DEPLOY_MAX_ATTEMPTS',
      4,
      { min: 1, max: 25 },
      'Attempts of a verifier deploy whose chain RPC fails, before the record is `failed` with the reason.',
    ),
  },
}));

/** A secp256k1 private key (0x and 64 hex digits); a malformed one is reported without its value. */
function readPrivateKey(read: SettingsReader, name: string, meaning: string): SecretValue | undefined {
  const raw = read.string(name, undefined, meaning);
  if (raw === undefined) return undefined;
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(raw)) {
    read.problem(`${name}: must be a private key, 64 hex digits with or without 0x`);
    return undefined;
  }
  return new SecretValue(raw.startsWith('0x') ? raw : `0x${raw}`);
}
