import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CircuitConfig } from '../settings.js';
import { PoolTaskError, type TaskPool } from '../../core/pool/task-pool.js';
import type { CompilerInfo, CompileTaskInput, CompileTaskOutput, Optimization } from './compile-in-sandbox.js';
import { CircuitCompileError, type CircuitDiagnostic } from './diagnostics.js';
import { choosePtau, type PtauChoice } from './ptau.js';
import { sha256, sourceDigest } from './provenance.js';
import { readR1csHeader, requiredPtauPower, type R1csHeader } from './r1cs-header.js';
import { reachableFiles, type CircuitFile } from './source-files.js';
import type { CircuitInputFile, PublicOutput } from './witness.js';

export type { CircuitDiagnostic, CircuitFile, CircuitInputFile, CompilerInfo, Optimization, PtauChoice, PublicOutput, R1csHeader };
export { CircuitCompileError };
export { PtauUnavailableError } from './ptau.js';
export { circuitFileNameProblem, decodeText, fileNameProblem } from './source-files.js';
export { parseInputFile } from './witness.js';

/** What the circuit functions need: the worker's pool and the circuit settings of its config. */
export interface CircuitDeps {
  pool: TaskPool;
  config: CircuitConfig;
}

export interface CompileRequest {
  /** The project's files; `include` resolves among these and circomlib only. Only the files the
   * main file reaches are compiled and checked. */
  files: CircuitFile[];
  mainFile: string;
  /** circom's simplification level; the configured one (CIRCOM_OPTIMIZATION, default O1) when absent. */
  optimization?: Optimization;
}

export interface CompiledCircuit {
  artifacts: { 'circuit.r1cs': Uint8Array; 'circuit.wasm': Uint8Array; 'circuit.sym': string };
  header: R1csHeader;
  compiler: CompilerInfo;
  warnings: CircuitDiagnostic[];
  sha256: { source: string; r1cs: string };
  compileMs: number;
}

/**
 * Compiles a circuit in the pool. User errors (compiler diagnostics, forbidden includes, files
 * too large, time or memory limits) throw CircuitCompileError, whose message lists each error
 * with its file and line; anything else is a service fault.
 */
export async function compileCircuit(deps: CircuitDeps, request: CompileRequest): Promise<CompiledCircuit> {
  const files = reachableFiles(request.files, request.mainFile);
  const result = await runCompileTask(deps, { ...request, files }, undefined);
  if (!result.ok) throw new CircuitCompileError(result.diagnostics);
  return {
    artifacts: { 'circuit.r1cs': result.r1cs, 'circuit.wasm': result.wasm, 'circuit.sym': result.sym },
    header: result.header,
    compiler: result.compiler,
    warnings: result.diagnostics,
    sha256: { source: sourceDigest(files), r1cs: sha256(result.r1cs) },
    compileMs: result.compileMs,
  };
}

/** The outcome of a circom-compilation: a circuit compiled and run on one input file. */
export interface CircomCompilationReport {
  status: 'succeeded' | 'failed';
  /** Present once the circuit compiled. */
  header?: R1csHeader;
  compiler?: CompilerInfo;
  /** Outputs, then public inputs, as snarkjs orders public signals. */
  publicSignals?: string[];
  publicOutputs?: PublicOutput[];
  /** What the circuit's `log()` calls printed while computing the witness (bounded). */
  log?: string;
  errors: CircuitDiagnostic[];
  warnings: CircuitDiagnostic[];
  timings: { compileMs?: number; witnessMs?: number; totalMs: number };
}

/** Compiles a circuit and computes the witness for an input file; user errors end in a failed report, never a throw. */
export async function runCircomCompilation(deps: CircuitDeps, request: CompileRequest & { input: CircuitInputFile }): Promise<CircomCompilationReport> {
  const started = performance.now();
  const totalMs = () => Math.round(performance.now() - started);
  let result: CompileTaskOutput;
  try {
    result = await runCompileTask(deps, { ...request, files: reachableFiles(request.files, request.mainFile) }, request.input);
  } catch (error) {
    if (error instanceof CircuitCompileError) return { status: 'failed', errors: error.diagnostics, warnings: [], timings: { totalMs: totalMs() } };
    throw error;
  }
  if (!result.ok) return { status: 'failed', errors: result.diagnostics, warnings: [], timings: { compileMs: result.compileMs, totalMs: totalMs() } };
  const witness = result.witness!;
  const compiled = { header: result.header, compiler: result.compiler, warnings: result.diagnostics };
  const timings = { compileMs: result.compileMs, witnessMs: witness.witnessMs, totalMs: totalMs() };
  const log = witness.log === undefined ? {} : { log: witness.log };
  return witness.ok
    ? { status: 'succeeded', ...compiled, publicSignals: witness.publicSignals, publicOutputs: witness.outputs, ...log, errors: [], timings }
    : { status: 'failed', ...compiled, ...log, errors: witness.diagnostics, timings };
}

export interface Groth16Setup {
  artifacts: { 'circuit_final.zkey': Uint8Array; 'verification_key.json': string; 'verifier.sol': string };
  ptau: { file: string; power: number; source: PtauChoice['source'] };
  contributionHash: string;
  sha256: { ptau: string; zkey: string; verificationKey: string };
  timings: { newZkeyMs: number; contributeMs: number; exportMs: number };
}

/** Groth16 setup for a compiled circuit: picks (or, in development, generates) a ptau, then runs setup in the pool. */
export async function setupGroth16(deps: CircuitDeps, r1cs: Uint8Array): Promise<Groth16Setup> {
  const ptau = await choosePtau(deps.config, deps.pool, requiredPtauPower(readR1csHeader(r1cs)));
  const result = await withLimitMessages('Groth16 setup', () =>
    deps.pool.run('groth16-setup', { r1cs, ptauPath: ptau.path }, { timeoutMs: deps.config.setupTimeoutMs }),
  );
  return {
    artifacts: { 'circuit_final.zkey': result.zkey, 'verification_key.json': result.verificationKey, 'verifier.sol': result.verifierSol },
    ptau: { file: path.basename(ptau.path), power: ptau.power, source: ptau.source },
    contributionHash: result.contributionHash,
    sha256: { ptau: ptau.sha256, zkey: sha256(result.zkey), verificationKey: sha256(result.verificationKey) },
    timings: result.timings,
  };
}

/** Everything a deployed proof records about how its keys were made. */
export interface CircuitProvenance {
  compiler: CompilerInfo;
  constraints: number;
  wires: number;
  publicInputs: number;
  publicOutputs: number;
  privateInputs: number;
  ptau: Groth16Setup['ptau'];
  contributionHash: string;
  sha256: CompiledCircuit['sha256'] & Groth16Setup['sha256'];
}

export type CircuitArtifacts = CompiledCircuit['artifacts'] & Groth16Setup['artifacts'];

/**
 * Compile then set up: the six artifacts of a proof and their provenance. `onCompiled` runs
 * between the two steps (a job reports its stage there).
 */
export async function buildCircuit(
  deps: CircuitDeps,
  request: CompileRequest,
  { onCompiled }: { onCompiled?: (compiled: CompiledCircuit) => Promise<void> } = {},
): Promise<{ artifacts: CircuitArtifacts; provenance: CircuitProvenance; warnings: CircuitDiagnostic[] }> {
  const compiled = await compileCircuit(deps, request);
  await onCompiled?.(compiled);
  const setup = await setupGroth16(deps, compiled.artifacts['circuit.r1cs']);
  const { header } = compiled;
  return {
    artifacts: { ...compiled.artifacts, ...setup.artifacts },
    provenance: {
      compiler: compiled.compiler,
      constraints: header.nConstraints,
      wires: header.nWires,
      publicInputs: header.nPublicInputs,
      publicOutputs: header.nOutputs,
      privateInputs: header.nPrivateInputs,
      ptau: setup.ptau,
      contributionHash: setup.contributionHash,
      sha256: { ...compiled.sha256, ...setup.sha256 },
    },
    warnings: compiled.warnings,
  };
}

async function runCompileTask(deps: CircuitDeps, request: CompileRequest, input: CircuitInputFile | undefined): Promise<CompileTaskOutput> {
  // The sandbox is made and removed here, on the caller's side, so that it is gone even when the
  // pool terminates a thread that ran out of time.
  const sandboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'proofpay-circom-'));
  try {
    const task: CompileTaskInput = {
      sandboxDir,
      files: request.files,
      mainFile: request.mainFile,
      optimization: request.optimization ?? deps.config.optimization,
      fileMaxBytes: deps.config.fileMaxBytes,
      compilerMemoryLimitMb: deps.config.compilerMemoryLimitMb,
      ...(input ? { input } : {}),
    };
    return await withLimitMessages('compilation', () => deps.pool.run('circom-compile', task, { timeoutMs: deps.config.compileTimeoutMs }));
  } finally {
    fs.rmSync(sandboxDir, { recursive: true, force: true });
  }
}

/** A pool time or memory limit hit by user work is the user's error, stated plainly. */
async function withLimitMessages<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PoolTaskError && (error.reason === 'timeout' || error.reason === 'out_of_memory')) {
      const message =
        error.reason === 'timeout'
          ? `${what} exceeded its time limit of ${error.timeoutMs} ms; the circuit is too big or does not terminate`
          : `${what} exceeded the pool's memory limit; the circuit is too big for this service's limits`;
      throw new CircuitCompileError([{ severity: 'error', code: 'LIMIT', message }]);
    }
    throw error;
  }
}
