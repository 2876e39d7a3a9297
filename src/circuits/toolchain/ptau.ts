import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CircuitConfig } from '../settings.js';
import type { TaskPool } from '../../core/pool/task-pool.js';
import { processExists } from '../../core/processes.js';
import { sha256File } from './provenance.js';

export interface PtauChoice {
  path: string;
  power: number;
  /** `ceremony`: an operator's file from PTAU_DIR; `insecure-dev`: generated here, never for production. */
  source: 'ceremony' | 'insecure-dev';
  sha256: string;
}

const CEREMONY_NAME = /^powersOfTau28_hez_final_(\d{2})\.ptau$/;
const DEV_NAME = /^dev_(\d{2})\.ptau$/;

/** Why no setup can run: the circuit exceeds the limits or no fitting ptau is available. */
export class PtauUnavailableError extends Error {
  override name = 'PtauUnavailableError';
}

/**
 * The smallest ptau of at least `power`: a ceremony file from PTAU_DIR (hash-checked when a hash
 * list is configured), else a cached dev file, else, when allowed, a dev file generated once in the
 * pool and cached under DATA_DIR.
 */
export async function choosePtau(config: CircuitConfig, pool: TaskPool, power: number): Promise<PtauChoice> {
  if (power > config.maxPower) {
    throw new PtauUnavailableError(
      `circuit needs a powers-of-tau file of power ${power} (2^${power} constraints); this service's limit is power ${config.maxPower}`,
    );
  }
  const ceremony = smallestFitting(config.ptauDir, CEREMONY_NAME, power);
  if (ceremony) return { ...ceremony, source: 'ceremony', sha256: await checkedHash(config, ceremony.path) };
  const cached = smallestFitting(config.devPtauDir, DEV_NAME, power);
  if (config.allowDevPtau && cached) return { ...cached, source: 'insecure-dev', sha256: await fileHash(cached.path) };
  if (!config.allowDevPtau) {
    throw new PtauUnavailableError(
      `no powers-of-tau file of power ${power} or more in PTAU_DIR (${config.ptauDir}); add powersOfTau28_hez_final_${pad(Math.max(power, 8))}.ptau (\`proofpay ptau fetch --power ${Math.max(power, 8)}\` installs the published file, hash-checked)`,
    );
  }
  if (power > config.devPtauMaxPower) {
    throw new PtauUnavailableError(
      `no powers-of-tau file of power ${power} or more in PTAU_DIR, and generating a dev file is limited to power ${config.devPtauMaxPower}`,
    );
  }
  const target = path.join(config.devPtauDir, `dev_${pad(power)}.ptau`);
  await (generating.get(target) ?? track(target, generateDevPtauInPool(config, pool, power, target)));
  return { path: target, power, source: 'insecure-dev', sha256: await fileHash(target) };
}

/**
 * Generates a dev ptau in the pool through a temporary file of this host and process, which the
 * task renames to `target` when done. A task stopped at its time limit, or a process killed while
 * generating, cannot remove its temporary file (tens of MB and more), so this thread does: after
 * the task (nothing is left if it finished), and before each generation any left by this process
 * or by a process of this host that no longer runs. Other processes' files stay: they may be
 * generating now.
 */
async function generateDevPtauInPool(config: CircuitConfig, pool: TaskPool, power: number, target: string): Promise<void> {
  removeLeftovers(target);
  try {
    await pool.run('ptau-dev', { power, path: target, temporary: `${target}.${os.hostname()}.${process.pid}.tmp` }, { timeoutMs: config.setupTimeoutMs });
  } finally {
    removeLeftovers(target);
  }
}

function removeLeftovers(target: string): void {
  const prefix = `${path.basename(target)}.${os.hostname()}.`;
  for (const name of listDir(path.dirname(target))) {
    const pid = name.startsWith(prefix) && name.endsWith('.tmp') ? Number(name.slice(prefix.length, -'.tmp'.length)) : Number.NaN;
    if (Number.isInteger(pid) && (pid === process.pid || !processExists(pid))) fs.rmSync(path.join(path.dirname(target), name), { force: true });
  }
}

// One generation per file at a time within this process; others wait for it.
const generating = new Map<string, Promise<unknown>>();
function track(target: string, work: Promise<unknown>): Promise<unknown> {
  generating.set(target, work);
  return work.finally(() => generating.delete(target));
}

/** The names in `dir`; none when it does not exist yet. */
function listDir(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch {
    return [];
  }
}

function smallestFitting(dir: string, pattern: RegExp, power: number): { path: string; power: number } | undefined {
  return listDir(dir)
    .map((name) => ({ name, power: Number(pattern.exec(name)?.[1] ?? NaN) }))
    .filter((file) => file.power >= power)
    .sort((a, b) => a.power - b.power)
    .map((file) => ({ path: path.join(dir, file.name), power: file.power }))[0];
}

async function checkedHash(config: CircuitConfig, file: string): Promise<string> {
  const hash = await fileHash(file);
  if (config.ptauHashesFile) {
    const expected = readHashList(config.ptauHashesFile).get(path.basename(file));
    if (expected === undefined) throw new PtauUnavailableError(`${path.basename(file)} is not listed in PTAU_SHA256SUMS (${config.ptauHashesFile})`);
    if (expected !== hash)
      throw new PtauUnavailableError(`${path.basename(file)} does not match its SHA-256 in PTAU_SHA256SUMS: expected ${expected}, got ${hash}`);
  }
  return hash;
}

/** `sha256sum` format: `<hex>  <name>` per line. */
function readHashList(file: string): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const match = /^([0-9a-fA-F]{64})\s+\*?(\S+)\s*$/.exec(line);
    if (match) hashes.set(path.basename(match[2]!), match[1]!.toLowerCase());
  }
  return hashes;
}

// Hashing a large ptau takes seconds: remember it while the file is unchanged.
const hashes = new Map<string, { size: number; mtimeMs: number; sha256: string }>();
async function fileHash(file: string): Promise<string> {
  const stat = fs.statSync(file);
  const known = hashes.get(file);
  if (known && known.size === stat.size && known.mtimeMs === stat.mtimeMs) return known.sha256;
  const sha256 = await sha256File(file);
  hashes.set(file, { size: stat.size, mtimeMs: stat.mtimeMs, sha256 });
  return sha256;
}

function pad(power: number): string {
  return String(power).padStart(2, '0');
}
