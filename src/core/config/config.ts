import os from 'node:os';
import path from 'node:path';
import { ChainRegistry, ChainRegistryError, defaultChainRegistryFile, loadChainRegistry } from '../chain/registry.js';
import { KEK_FORMAT, parseKeyEncryptionKey } from './key-encryption-key.js';
import { EnvReader, type Env } from './env.js';
import type { Network } from '../network.js';

export type Role = 'api' | 'worker' | 'all';

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means the embedded default: a private Postgres under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicBaseUrl: string;
  logLevel: string;
  /** Trust X-Forwarded-For from a proxy in front, for per-IP limits. */
  trustProxy: boolean;
  platformJwt: {
    secret: string | undefined;
    issuer: string | undefined;
    audience: string | undefined;
    jwksUrl: string | undefined;
  };
  /**
   * The identity provider the dashboard signs people in with (OpenID Connect, authorization code
   * with PKCE): PLATFORM_OIDC_ISSUER, PLATFORM_OIDC_CLIENT_ID and, for a confidential client,
   * PLATFORM_OIDC_CLIENT_SECRET. Its ID tokens are the platform JWTs: unless PLATFORM_JWT_* say
   * otherwise, the issuer and client id are the `iss` and `aud` checked, with its discovered keys.
   */
  platformOidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  dashboard: {
    /**
     * DASHBOARD_DEV_SIGN_IN: sign in with just an e-mail (a development token is minted). On by
     * default only for the embedded set-up (no DATABASE_URL, not production); never in production.
     */
    devSignIn: boolean;
  };
  http: {
    bodyLimitBytes: number;
    batchBodyLimitBytes: number;
    shutdownTimeoutMs: number;
  };
  worker: {
    /**
     * Jobs each kind of work runs at once in one worker process, each kind with its own runner so
     * that none waits for another (docs/reliability.md): chain watching and expiry, webhook
     * delivery, and heavy work (compilation, verification batches, deployments).
     */
    concurrency: { chain: number; webhooks: number; heavy: number };
    heartbeatIntervalMs: number;
    /** A worker whose heartbeat is older than this is presumed dead and its jobs are unlocked. */
    staleAfterMs: number;
    shutdownTimeoutMs: number;
  };
  pool: {
    threads: number;
    memoryLimitMb: number;
    taskTimeoutMs: number;
  };
  /** Chains and tokens payments are accepted in: CHAIN_REGISTRY_FILE, with RPC URLs from RPC_URL_* variables. */
  chains: ChainRegistry;
  /** DEV_CHAIN: `start` runs a local anvil chain with test tokens and adds it to the registry (never in production). */
  devChain: { enabled: boolean; port: number };
  webhooks: {
    /**
     * WEBHOOK_ALLOW_PRIVATE_URLS: endpoints may point at private, loopback and link-local addresses
     * (docs/webhooks.md). On by default only for the embedded set-up (no DATABASE_URL, not production).
     */
    allowPrivateUrls: boolean;
  };
  /** The chain watchers (docs/payments.md). */
  payments: {
    /** Pause between two passes of a chain's watcher. */
    watchIntervalMs: number;
    /** Most blocks one pass scans. */
    scanMaxBlocks: number;
    /** How long a chain's RPC gets to answer one call (a watcher pass's, a submitted hash's check) before it counts as failed. */
    rpcTimeoutMs: number;
    /** How long one attempt of such a call gets before it is abandoned and tried again (within rpcTimeoutMs). */
    rpcAttemptTimeoutMs: number;
  };
  /** Fixed-window quotas, counted in Postgres so every API process shares them. */
  rateLimit: {
    /** Per secret key (requests with a key). */
    keyQuota: number;
    keyWindowS: number;
    /** Per client IP address (every limited request, and the only limit on public endpoints). */
    ipQuota: number;
    ipWindowS: number;
  };
  circuits: CircuitConfig;
  receipts: {
    /** RECEIPT_KEY_ENCRYPTION_KEY (32 bytes, required in production); unset means a secret kept under DATA_DIR. */
    keyEncryptionKey: string | undefined;
    /** Days a rotated-out receipt key stays published and trusted. */
    retentionDays: number;
    /** How often a process re-reads which key is the active signer (a rotation by the CLI reaches it within this). */
    signerRefreshMs: number;
  };
  /** Prometheus metrics: off (404) unless METRICS_TOKEN is set; METRICS_PORT serves a worker-role process's own. */
  metrics: {
    token: string | undefined;
    port: number | undefined;
  };
  /** Batches of up to this many items are answered at once; larger ones (up to batchMaxItems) by a job. */
  verification: {
    syncBatchMaxItems: number;
    batchMaxItems: number;
  };
  /** On-chain verifiers (src/deployments/, docs/onchain.md). */
  deployments: {
    /** DEPLOYER_PRIVATE_KEY_TESTNET / _MAINNET: the account that pays for verifier deployments on each network's chains. */
    deployerKeys: Record<Network, SecretValue | undefined>;
    /** How long an on-chain verification waits for the chain's RPC before answering 502 onchain_unavailable. */
    onchainTimeoutMs: number;
    /** How long a deploy job waits for its transaction to be mined before trying again. */
    deployTxTimeoutMs: number;
    /** Attempts of a deploy job: an RPC that fails is tried again (graphile-worker's backoff) before the record fails. */
    maxAttempts: number;
  };
}

/**
 * A secret read from the environment: its value only through `reveal()`, so that logging or
 * serialising a config (or an object holding the secret) never shows it.
 */
export class SecretValue {
  readonly #value: string;
  constructor(value: string) {
    this.#value = value;
  }
  reveal(): string {
    return this.#value;
  }
  toJSON(): string {
    return '[redacted]';
  }
  toString(): string {
    return '[redacted]';
  }
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return '[redacted]';
  }
}

/** Limits and powers-of-tau sources for circuit compilation and Groth16 setup. */
export interface CircuitConfig {
  /** Operator-provided ceremony files, named `powersOfTau28_hez_final_NN.ptau`. */
  ptauDir: string;
  /** Optional `sha256sum`-format list; when set, a ptau file is used only if its hash is listed. */
  ptauHashesFile: string | undefined;
  /** Generate an `insecure-dev` ptau locally when no ceremony file fits (never in production by default). */
  allowDevPtau: boolean;
  /** Where generated dev ptau files are cached, one per power. */
  devPtauDir: string;
  /** Largest dev ptau power generated on demand (power 16 takes about half an hour). */
  devPtauMaxPower: number;
  /** Largest circuit accepted for setup: 2^maxPower constraints. */
  maxPower: number;
  compileTimeoutMs: number;
  setupTimeoutMs: number;
  /** Per project file, and per input file. */
  fileMaxBytes: number;
  /** The circom compiler's WebAssembly memory cap (its memory lives outside the JS heap limit). */
  compilerMemoryLimitMb: number;
  /** circom's simplification level when a request names none: O1 (circom's default) or O2 (fewer constraints, slower compile). */
  optimization: 'O0' | 'O1' | 'O2';
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** How long a rotated-out receipt key stays published (RECEIPT_KEY_RETENTION_DAYS). */
export const DEFAULT_RECEIPT_KEY_RETENTION_DAYS = 365;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export function loadConfig(env: Env = process.env): Config {
  const read = new EnvReader(env);
  const nodeEnv = read.oneOf('NODE_ENV', ['development', 'production', 'test'], 'development');
  const port = read.int('PORT', 3000, { min: 0, max: 65535 });
  const host = read.string('HOST', '127.0.0.1');
  const databaseUrl = read.url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicBaseUrl = (read.url('PUBLIC_BASE_URL', ['http:', 'https:']) ?? `http://${hostForUrl(host)}:${port}`).replace(/\/+$/, '');
  const cores = os.availableParallelism();
  const dataDir = path.resolve(read.string('DATA_DIR', './.proofpay'));
  const ptauHashesFile = read.string('PTAU_SHA256SUMS');
  const chains = readChainRegistry(read, env);
  // A slot for each watched chain's watcher (one pass of a chain at a time), the expiry sweep and a probe.
  const chainSlots = Math.max(4, chains.chains.filter((chain) => chain.rpcUrl).length + 2);
  const platformOidc = readPlatformOidc(read);

  const config: Config = {
    nodeEnv,
    port,
    host,
    databaseUrl,
    dataDir,
    publicBaseUrl,
    logLevel: read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: read.bool('TRUST_PROXY', false),
    platformJwt: {
      secret: read.string('PLATFORM_JWT_SECRET'),
      issuer: read.string('PLATFORM_JWT_ISSUER') ?? platformOidc?.issuer,
      audience: read.string('PLATFORM_JWT_AUDIENCE') ?? platformOidc?.clientId,
      jwksUrl: read.url('PLATFORM_JWKS_URL', ['http:', 'https:']),
    },
    platformOidc,
    dashboard: { devSignIn: read.bool('DASHBOARD_DEV_SIGN_IN', databaseUrl === undefined && nodeEnv !== 'production' && platformOidc === undefined) },
    http: {
      bodyLimitBytes: read.int('BODY_LIMIT_BYTES', 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024 }),
      batchBodyLimitBytes: read.int('BATCH_BODY_LIMIT_BYTES', 16 * 1024 * 1024, { min: 1024, max: 256 * 1024 * 1024 }),
      shutdownTimeoutMs: read.int('HTTP_SHUTDOWN_TIMEOUT_MS', 10_000, { min: 0, max: 600_000 }),
    },
    worker: {
      concurrency: {
        chain: read.int('WORKER_CHAIN_CONCURRENCY', chainSlots, { min: 1, max: 256 }),
        webhooks: read.int('WORKER_WEBHOOK_CONCURRENCY', 8, { min: 1, max: 256 }),
        heavy: read.int('WORKER_HEAVY_CONCURRENCY', 4, { min: 1, max: 256 }),
      },
      heartbeatIntervalMs: read.int('WORKER_HEARTBEAT_MS', 10_000, { min: 100, max: 600_000 }),
      staleAfterMs: read.int('WORKER_STALE_AFTER_MS', 60_000, { min: 1_000, max: 3_600_000 }),
      shutdownTimeoutMs: read.int('WORKER_SHUTDOWN_TIMEOUT_MS', 30_000, { min: 0, max: 3_600_000 }),
    },
    pool: {
      threads: read.int('POOL_THREADS', cores, { min: 1, max: 256 }),
      memoryLimitMb: read.int('POOL_MEMORY_LIMIT_MB', 2048, { min: 32, max: 65536 }),
      taskTimeoutMs: read.int('POOL_TASK_TIMEOUT_MS', 300_000, { min: 100, max: 86_400_000 }),
    },
    chains,
    devChain: { enabled: read.bool('DEV_CHAIN', false), port: read.int('DEV_CHAIN_PORT', 8545, { min: 1, max: 65535 }) },
    webhooks: { allowPrivateUrls: read.bool('WEBHOOK_ALLOW_PRIVATE_URLS', databaseUrl === undefined && nodeEnv !== 'production') },
    payments: {
      watchIntervalMs: read.int('PAYMENTS_WATCH_INTERVAL_MS', 4_000, { min: 10, max: 600_000 }),
      scanMaxBlocks: read.int('PAYMENTS_SCAN_MAX_BLOCKS', 500, { min: 1, max: 100_000 }),
      rpcTimeoutMs: read.int('CHAIN_RPC_TIMEOUT_MS', 10_000, { min: 100, max: 120_000 }),
      rpcAttemptTimeoutMs: read.int('CHAIN_RPC_ATTEMPT_TIMEOUT_MS', 2_500, { min: 100, max: 120_000 }),
    },
    rateLimit: {
      keyQuota: read.int('RATE_LIMIT_KEY_QUOTA', 100, { min: 1, max: 1_000_000 }),
      keyWindowS: read.int('RATE_LIMIT_KEY_WINDOW_S', 60, { min: 1, max: 86_400 }),
      ipQuota: read.int('RATE_LIMIT_IP_QUOTA', 300, { min: 1, max: 1_000_000 }),
      ipWindowS: read.int('RATE_LIMIT_IP_WINDOW_S', 60, { min: 1, max: 86_400 }),
    },
    circuits: {
      ptauDir: path.resolve(read.string('PTAU_DIR', path.join(dataDir, 'ptau'))),
      ptauHashesFile: ptauHashesFile === undefined ? undefined : path.resolve(ptauHashesFile),
      allowDevPtau: read.bool('ALLOW_DEV_PTAU', nodeEnv !== 'production'),
      devPtauDir: path.join(dataDir, 'ptau-dev'),
      devPtauMaxPower: read.int('DEV_PTAU_MAX_POWER', 14, { min: 1, max: 20 }),
      maxPower: read.int('CIRCUIT_MAX_POWER', 20, { min: 1, max: 28 }),
      compileTimeoutMs: read.int('COMPILE_TIMEOUT_MS', 120_000, { min: 100, max: 86_400_000 }),
      setupTimeoutMs: read.int('SETUP_TIMEOUT_MS', 1_800_000, { min: 100, max: 86_400_000 }),
      fileMaxBytes: read.int('CIRCUIT_FILE_MAX_BYTES', 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024 }),
      compilerMemoryLimitMb: read.int('CIRCOM_MEMORY_LIMIT_MB', 2048, { min: 16, max: 4096 }),
      optimization: read.oneOf('CIRCOM_OPTIMIZATION', ['O0', 'O1', 'O2'], 'O1'),
    },
    receipts: {
      keyEncryptionKey: read.string('RECEIPT_KEY_ENCRYPTION_KEY'),
      retentionDays: read.int('RECEIPT_KEY_RETENTION_DAYS', DEFAULT_RECEIPT_KEY_RETENTION_DAYS, { min: 1, max: 36_500 }),
      signerRefreshMs: read.int('RECEIPT_SIGNER_REFRESH_MS', 60_000, { min: 100, max: 3_600_000 }),
    },
    verification: { syncBatchMaxItems: 100, batchMaxItems: 10_000 },
    metrics: {
      token: read.string('METRICS_TOKEN'),
      port: env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? undefined : read.int('METRICS_PORT', 0, { min: 0, max: 65535 }),
    },
    deployments: {
      deployerKeys: {
        testnet: readPrivateKey(read, 'DEPLOYER_PRIVATE_KEY_TESTNET'),
        mainnet: readPrivateKey(read, 'DEPLOYER_PRIVATE_KEY_MAINNET'),
      },
      onchainTimeoutMs: read.int('ONCHAIN_VERIFY_TIMEOUT_MS', 5_000, { min: 100, max: 60_000 }),
      deployTxTimeoutMs: read.int('DEPLOY_TX_TIMEOUT_MS', 300_000, { min: 1_000, max: 3_600_000 }),
      maxAttempts: read.int('DEPLOY_MAX_ATTEMPTS', 4, { min: 1, max: 25 }),
    },
  };
  if (read.string('WORKER_CONCURRENCY') !== undefined) {
    read.problems.push('WORKER_CONCURRENCY: each kind of work has its own: WORKER_CHAIN_CONCURRENCY, WORKER_WEBHOOK_CONCURRENCY, WORKER_HEAVY_CONCURRENCY');
  }
  if (config.metrics.token !== undefined && config.metrics.token.length < 16) read.problems.push('METRICS_TOKEN: must be at least 16 characters');
  if (config.metrics.port !== undefined && config.metrics.token === undefined)
    read.problems.push('METRICS_PORT: needs METRICS_TOKEN (scrapes are authenticated)');

  if (config.platformJwt.secret !== undefined && config.platformJwt.secret.length < 32) {
    read.problems.push('PLATFORM_JWT_SECRET: must be at least 32 characters');
  }
  if (nodeEnv === 'production' && !config.platformJwt.secret && !config.platformJwt.jwksUrl && !platformOidc) {
    read.problems.push('PLATFORM_JWT_SECRET, PLATFORM_JWKS_URL or PLATFORM_OIDC_ISSUER: one is required when NODE_ENV=production');
  }
  if (nodeEnv === 'production' && config.dashboard.devSignIn)
    read.problems.push('DASHBOARD_DEV_SIGN_IN: a development sign-in, never with NODE_ENV=production');
  else if (config.dashboard.devSignIn && (config.platformJwt.jwksUrl || platformOidc))
    read.problems.push('DASHBOARD_DEV_SIGN_IN: mints HS256 tokens, which an identity provider (PLATFORM_JWKS_URL, PLATFORM_OIDC_ISSUER) does not issue');
  const kek = config.receipts.keyEncryptionKey;
  if (kek !== undefined && !parseKeyEncryptionKey(kek)) read.problems.push(`RECEIPT_KEY_ENCRYPTION_KEY: ${KEK_FORMAT}`);
  if (nodeEnv === 'production' && kek === undefined) {
    // Each process would otherwise generate its own under its DATA_DIR and fail to unseal the
    // receipt keys another process stored.
    read.problems.push('RECEIPT_KEY_ENCRYPTION_KEY: required when NODE_ENV=production, the same in every process');
  }
  if (nodeEnv === 'production' && config.devChain.enabled) read.problems.push('DEV_CHAIN: a local development chain, never with NODE_ENV=production');
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}

/** PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID come together; the secret is optional (a public client uses PKCE alone). */
function readPlatformOidc(read: EnvReader): Config['platformOidc'] {
  const issuer = read.url('PLATFORM_OIDC_ISSUER', ['http:', 'https:']);
  const clientId = read.string('PLATFORM_OIDC_CLIENT_ID');
  const clientSecret = read.string('PLATFORM_OIDC_CLIENT_SECRET');
  if (issuer === undefined && clientId === undefined) {
    if (clientSecret !== undefined) read.problems.push('PLATFORM_OIDC_CLIENT_SECRET: needs PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID');
    return undefined;
  }
  if (issuer === undefined || clientId === undefined) {
    read.problems.push('PLATFORM_OIDC_ISSUER and PLATFORM_OIDC_CLIENT_ID: set both, or neither');
    return undefined;
  }
  return { issuer, clientId, clientSecret };
}

/** The registry, or an empty one with its problems recorded so start-up reports them with the rest. */
function readChainRegistry(read: EnvReader, env: Env): ChainRegistry {
  const file = path.resolve(read.string('CHAIN_REGISTRY_FILE', defaultChainRegistryFile));
  try {
    return loadChainRegistry(file, env);
  } catch (error) {
    if (!(error instanceof ChainRegistryError)) throw error;
    read.problems.push(...error.problems.map((problem) => `CHAIN_REGISTRY_FILE (${file}): ${problem}`));
    return new ChainRegistry([]);
  }
}

/** A secp256k1 private key (0x and 64 hex digits); a malformed one is reported without its value. */
function readPrivateKey(read: EnvReader, name: string): SecretValue | undefined {
  const raw = read.string(name);
  if (raw === undefined) return undefined;
  if (!/^(0x)?[0-9a-fA-F]{64}$/.test(raw)) {
    read.problems.push(`${name}: must be a private key, 64 hex digits with or without 0x`);
    return undefined;
  }
  return new SecretValue(raw.startsWith('0x') ? raw : `0x${raw}`);
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
