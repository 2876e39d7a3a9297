import { parseArgs } from 'node:util';
import { mintDevToken } from '../platform/index.js';
import { rotateReceiptKey } from '../verification/index.js';
import { fetchPtau } from '../circuits/index.js';
import { checkHealth, mainProcessRole } from '../ops/index.js';
import { WORK_KINDS, type WorkKind } from '../core/jobs/work-kinds.js';
import { keyEncryptionKey } from '../core/sealing.js';
import { ConfigError, type Config, type Role } from '../core/config/config.js';
import { DEFAULT_POOL_SIZE } from '../core/db/pool.js';
import { NETWORKS } from '../core/network.js';
import { createLogger, type Logger } from '../core/logger.js';
import { startApiServer } from './api-server.js';
import { startDevChain } from './dev-chain.js';
import { openRuntime } from './runtime.js';
import { startMetricsServer } from './metrics-server.js';
import { loadServiceConfig } from './settings.js';
import { startWorkerServer, type WorkerSetup, workerConnections } from './worker-server.js';

const USAGE = `Usage: proofpay <command> [options]

Commands:
  start [--role api|worker|all]   run the service (default role: all)
        [--work chain,webhooks,heavy]
                                  a worker of only those kinds of work (default: all three)
  migrate                         apply pending database migrations and exit
  token --email E [--given-name N] [--family-name N] [--ttl SECONDS]
                                  mint a platform JWT for development, valid for --ttl
                                  seconds (default 3600: one hour)
  receipt-keys rotate             make a new receipt signing key the active one; the old one
                                  stays published for RECEIPT_KEY_RETENTION_DAYS
  ptau fetch --power N [--from SOURCE]
                                  install the published powers-of-tau file of power N (circuits
                                  of up to 2^N constraints) in PTAU_DIR, checked against its
                                  published hash; SOURCE: a mirror's folder URL, a folder or a file
  health [--role api|worker|all]  exit 0 when the process of that role here is serving (the
                                  image's HEALTHCHECK); by default the role of the main process

Configuration comes from environment variables; see README.md.`;

async function main(argv: string[], worker: WorkerSetup | undefined): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  const config = loadServiceConfig();
  switch (command) {
    case 'start':
      return start(config, rest, worker);
    case 'migrate':
      return migrateOnly(config);
    case 'token':
      return token(config, rest);
    case 'receipt-keys':
      return receiptKeys(config, rest);
    case 'ptau':
      return ptau(config, rest);
    case 'health':
      return health(config, rest);
    default:
      process.stderr.write(`Unknown command "${command}".\n\n${USAGE}\n`);
      return 2;
  }
}

async function start(configured: Config, args: string[], workerSetup: WorkerSetup | undefined): Promise<number> {
  const { values } = parseArgs({ args, options: { role: { type: 'string', default: 'all' }, work: { type: 'string' } } });
  const role = values.role as Role;
  if (!['api', 'worker', 'all'].includes(role)) throw new UsageError(`--role must be api, worker or all, got "${role}"`);
  if (values.work !== undefined && role !== 'worker') throw new UsageError('--work is for --role worker');
  const kinds = values.work === undefined ? [...WORK_KINDS] : values.work.split(',').map((kind) => kind.trim());
  const unknown = kinds.filter((kind) => !(WORK_KINDS as readonly string[]).includes(kind));
  if (kinds.length === 0 || unknown.length > 0) throw new UsageError(`--work takes kinds of work among ${WORK_KINDS.join(', ')}, got "${values.work}"`);
  const work = kinds as WorkKind[];
  const devChain = configured.devChain.enabled
    ? await startDevChain({ port: configured.devChain.port, dataDir: configured.dataDir, env: process.env })
    : undefined;
  // The local chain joins the registry through the same variables an operator would set.
  const config = devChain ? loadServiceConfig({ ...process.env, ...devChain.env }) : configured;
  const log = createLogger(config.logLevel, { role });
  if (config.webhooks.allowPrivateUrls) {
    log.warn(
      { embedded_default: process.env.WEBHOOK_ALLOW_PRIVATE_URLS === undefined },
      'WEBHOOK_ALLOW_PRIVATE_URLS is on: webhook endpoints of every key may point at private, loopback and link-local addresses (this machine and its network)',
    );
  }
  // Sessions of a network without a chain cannot be paid: said at start, not found out at checkout.
  for (const network of NETWORKS) {
    const coverage = config.chains.coverage(network);
    if (coverage.status === 'not_configured') log.warn({ network }, coverage.message);
  }
  // A worker's runners each hold a listening connection, and each of their slots may query at once.
  const runtime = await openRuntime(config, log, { poolSize: role === 'api' ? undefined : DEFAULT_POOL_SIZE + workerConnections(config, work) });
  // The API binds first: a taken port fails the start before any job is taken.
  const api = role === 'worker' ? undefined : await startApiServer(runtime);
  const worker = role === 'api' ? undefined : await startWorkerServer(runtime, workerSetup, work);
  // Without an API port, a worker's own metrics (jobs, pool) need a port of their own.
  const { token: metricsToken, port: metricsPort } = config.metrics;
  const metricsServer =
    role === 'worker' && metricsToken !== undefined && metricsPort !== undefined
      ? await startMetricsServer(config.host, metricsPort, metricsToken, log)
      : undefined;
  if (devChain) process.stdout.write(`${devChain.summary()}\n`);
  // One plain line for people and scripts that wait for readiness; the JSON logs say the same, and
  // are flushed first so that whatever the start logged comes before it (logs are buffered).
  await new Promise<void>((resolve) => log.flush(() => resolve()));
  if (api) process.stdout.write(`proofpay ${role} ready at ${api.url} (public base URL ${config.publicBaseUrl})\n`);
  else process.stdout.write(`proofpay worker ready as ${worker!.id}\n`);
  await untilSignal(log);
  await api?.close();
  await metricsServer?.close();
  await worker?.close();
  await runtime.close();
  await devChain?.stop();
  return 0;
}

async function migrateOnly(config: Config): Promise<number> {
  const log = createLogger(config.logLevel, { role: 'migrate' });
  const runtime = await openRuntime(config, log);
  await runtime.close();
  process.stdout.write('migrations are up to date\n');
  return 0;
}

async function token(config: Config, args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      'given-name': { type: 'string' },
      'family-name': { type: 'string' },
      ttl: { type: 'string', default: '3600' },
    },
  });
  if (!values.email || !/^[^@\s]+@[^@\s]+$/.test(values.email)) throw new UsageError('--email must be an e-mail address');
  const ttlSeconds = Number(values.ttl);
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 1) throw new UsageError('--ttl must be a positive number of seconds');
  const jwt = await mintDevToken(config, {
    email: values.email,
    givenName: values['given-name'],
    familyName: values['family-name'],
    ttlSeconds,
  });
  process.stdout.write(`${jwt}\n`);
  return 0;
}

async function receiptKeys(config: Config, args: string[]): Promise<number> {
  if (args.length !== 1 || args[0] !== 'rotate') throw new UsageError('usage: proofpay receipt-keys rotate');
  const log = createLogger(config.logLevel, { role: 'receipt-keys' });
  const runtime = await openRuntime(config, log);
  try {
    const kek = keyEncryptionKey(config.keyEncryptionKey, config.dataDir);
    const { kid, previousKid } = await rotateReceiptKey(runtime.db, kek);
    process.stdout.write(
      `active receipt key: ${kid}\n` +
        (previousKid ? `rotated out: ${previousKid} (still published and trusted for ${config.receipts.retentionDays} days)\n` : 'no key was active before\n') +
        `running processes sign with the new key within ${Math.round(config.receipts.signerRefreshMs / 1000)} s\n`,
    );
  } finally {
    await runtime.close();
  }
  return 0;
}

async function ptau(config: Config, args: string[]): Promise<number> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { power: { type: 'string' }, from: { type: 'string' } } });
  if (positionals.length !== 1 || positionals[0] !== 'fetch') throw new UsageError('usage: proofpay ptau fetch --power N [--from SOURCE]');
  const power = Number(values.power);
  if (!Number.isInteger(power)) throw new UsageError('--power N is required: circuits of up to 2^N constraints (and public inputs) fit');
  const say = (line: string) => process.stdout.write(`${line}\n`);
  try {
    const result = await fetchPtau({ power, dir: config.circuits.ptauDir, from: values.from, say });
    say(`sha256 ${result.sha256}  ${result.path}`);
    return 0;
  } catch (error) {
    if ((error as Error).name !== 'PtauFetchError') throw error;
    process.stderr.write(`proofpay: ${(error as Error).message}\n`);
    return 1;
  }
}

async function health(config: Config, args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { role: { type: 'string' } } });
  const role = values.role ?? mainProcessRole();
  if (role === 'other') {
    process.stdout.write('the main process runs a one-off proofpay command: nothing to check\n');
    return 0;
  }
  if (role === undefined) throw new UsageError('--role api|worker|all is needed: the main process (PID 1) is not `proofpay start`');
  if (!['api', 'worker', 'all'].includes(role)) throw new UsageError(`--role must be api, worker or all, got "${role}"`);
  const result = await checkHealth(config, role as Role);
  process.stdout.write(`${result.healthy ? 'healthy' : 'unhealthy'}: ${result.message}\n`);
  return result.healthy ? 0 : 1;
}

/** Resolves on the first SIGTERM or SIGINT; a second one ends the process at once. */
function untilSignal(log: Logger): Promise<void> {
  return new Promise((resolve) => {
    const onSignal = (signal: NodeJS.Signals) => {
      log.info({ signal }, 'shutting down');
      process.once('SIGTERM', () => process.exit(130));
      process.once('SIGINT', () => process.exit(130));
      resolve();
    };
    process.once('SIGTERM', onSignal);
    process.once('SIGINT', onSignal);
  });
}

class UsageError extends Error {}

/**
 * Runs the `proofpay` command with `argv` and exits with its status: 2 for a usage or configuration
 * error, 1 for any other failure. A worker runs the service's jobs, or `worker`'s: a test entry point
 * adds its own (test/helpers/service-entry.ts).
 */
export function runCli(argv: string[], worker?: WorkerSetup): void {
  main(argv, worker).then(
    (code) => process.exit(code),
    (error) => {
      if (error instanceof ConfigError || error instanceof UsageError) {
        process.stderr.write(`proofpay: ${error.message}\n`);
        process.exit(2);
      }
      process.stderr.write(`proofpay: ${(error as Error).stack ?? String(error)}\n`);
      process.exit(1);
    },
  );
}
