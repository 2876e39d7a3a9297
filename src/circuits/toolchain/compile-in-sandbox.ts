import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { circomVersion, CIRCOM2_PACKAGE_VERSION, runCircom } from './circom-runner.js';
import { CircuitCompileError, parseCircomOutput, type CircuitDiagnostic, withoutColours } from './diagnostics.js';
import { readR1csHeader, type R1csHeader } from './r1cs-header.js';
import { fillSandbox, SANDBOX_LIBRARY_DIR, SANDBOX_OUTPUT_DIR, SANDBOX_SOURCE_DIR } from './sandbox.js';
import { checkSourceFiles, type CircuitFile } from './source-files.js';
import { computeWitness, parseInputFile, type CircuitInputFile, type WitnessResult } from './witness.js';

export type Optimization = 'O0' | 'O1' | 'O2';

export interface CompileTaskInput {
  /** An empty folder that the caller created and deletes afterwards, whatever happens here. */
  sandboxDir: string;
  files: CircuitFile[];
  mainFile: string;
  optimization: Optimization;
  fileMaxBytes: number;
  compilerMemoryLimitMb: number;
  /** When given, the witness is computed for it after a successful compilation. */
  input?: CircuitInputFile;
}

export interface CompilerInfo {
  name: 'circom';
  version: string;
  package: string;
  flags: string[];
}

export type CompileTaskOutput =
  | { ok: false; diagnostics: CircuitDiagnostic[]; compileMs: number }
  | {
      ok: true;
      r1cs: Uint8Array;
      wasm: Uint8Array;
      sym: string;
      header: R1csHeader;
      compiler: CompilerInfo;
      /** Compiler warnings, kept for the user. */
      diagnostics: CircuitDiagnostic[];
      compileMs: number;
      witness?: WitnessResult & { witnessMs: number };
    };

/** Compiles project files with circom2 inside the sandbox folder (runs in a pool thread). */
export async function compileInSandbox(task: CompileTaskInput): Promise<CompileTaskOutput> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let sources: ReturnType<typeof checkSourceFiles>;
  try {
    sources = checkSourceFiles(task.files, task.mainFile, task.fileMaxBytes);
  } catch (error) {
    if (error instanceof CircuitCompileError) return { ok: false, diagnostics: error.diagnostics, compileMs: elapsed() };
    throw error;
  }
  const root = fs.realpathSync(task.sandboxDir);
  if (fs.readdirSync(root).length > 0) throw new Error('sandbox folder must be empty');
  fillSandbox(root, sources);

  const flags = ['--r1cs', '--wasm', '--sym', `--${task.optimization}`];
  const main = `${SANDBOX_SOURCE_DIR}/${task.mainFile}`;
  const run = await runCircom(root, [main, ...flags, '-o', SANDBOX_OUTPUT_DIR, '-l', SANDBOX_LIBRARY_DIR], task.compilerMemoryLimitMb);
  const diagnostics = parseCircomOutput(run.output, `${SANDBOX_SOURCE_DIR}/`);
  if (run.crash !== undefined) {
    return { ok: false, diagnostics: [...diagnostics, crashDiagnostic(run.crash, task.compilerMemoryLimitMb)], compileMs: elapsed() };
  }
  if (run.exitCode !== 0) {
    const errors = diagnostics.some((d) => d.severity === 'error')
      ? diagnostics
      : [...diagnostics, { severity: 'error' as const, code: 'COMPILER', message: `circom exited with code ${run.exitCode}: ${lastLines(run.output)}` }];
    return { ok: false, diagnostics: errors, compileMs: elapsed() };
  }

  const base = path.basename(task.mainFile, '.circom');
  const out = path.join(root, SANDBOX_OUTPUT_DIR);
  const r1cs = fs.readFileSync(path.join(out, `${base}.r1cs`));
  const wasm = fs.readFileSync(path.join(out, `${base}_js`, `${base}.wasm`));
  const sym = fs.readFileSync(path.join(out, `${base}.sym`), 'utf8');
  const header = readR1csHeader(r1cs);
  const compiler: CompilerInfo = {
    name: 'circom',
    version: await circomVersion(root, task.compilerMemoryLimitMb),
    package: `circom2@${CIRCOM2_PACKAGE_VERSION}`,
    flags,
  };
  const compileMs = elapsed();

  let witness: (WitnessResult & { witnessMs: number }) | undefined;
  if (task.input) {
    const witnessStarted = performance.now();
    const parsed = parseInputFile(task.input, task.fileMaxBytes);
    const result = parsed.ok ? await computeWitness(wasm, sym, header, parsed.input) : parsed;
    witness = { ...result, witnessMs: Math.round(performance.now() - witnessStarted) };
  }
  return { ok: true, r1cs, wasm, sym, header, compiler, diagnostics, compileMs, ...(witness ? { witness } : {}) };
}

function crashDiagnostic(crash: string, memoryLimitMb: number): CircuitDiagnostic {
  // Rust aborts with a trap when an allocation fails against the capped memory.
  const outOfMemory = /unreachable|out of memory|memory access out of bounds|allocation/i.test(crash);
  return {
    severity: 'error',
    code: 'LIMIT',
    message: outOfMemory
      ? `the compiler ran out of memory (limit ${memoryLimitMb} MB): the circuit is too big for this service's limits (${crash})`
      : `the compiler stopped unexpectedly: ${crash}`,
  };
}

function lastLines(output: string): string {
  return withoutColours(output).trim().split('\n').slice(-3).join(' ').slice(0, 500) || 'no output';
}
