import path from 'node:path';
import { defineSettings } from '../core/config/config.js';

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

declare module '../core/config/config.js' {
  interface Config {
    circuits: CircuitConfig;
  }
}

/** The circuits feature's settings: where ptau files come from, and the limits of a compilation and a setup. */
export const circuitsSettings = defineSettings('circuits', (read, { dataDir, nodeEnv }) => {
  const ptauDir = read.string('PTAU_DIR', path.join(dataDir, 'ptau'), {
    default: '`DATA_DIR/ptau` (`/var/lib/proofpay/ptau` in the image)',
    meaning: 'Powers-of-tau ceremony files, `powersOfTau28_hez_final_NN.ptau`; `proofpay ptau fetch` installs them (docs/operations.md, "Powers of tau").',
  });
  const ptauHashesFile = read.string('PTAU_SHA256SUMS', undefined, 'A `sha256sum`-format list; when set, a ptau file is used only if its hash is listed.');
  return {
    circuits: {
      ptauDir: path.resolve(ptauDir),
      ptauHashesFile: ptauHashesFile === undefined ? undefined : path.resolve(ptauHashesFile),
      allowDevPtau: read.bool('ALLOW_DEV_PTAU', nodeEnv !== 'production', {
        default: 'on, off when `NODE_ENV=production`',
        meaning: 'Generate an `insecure-dev` ptau locally when no ceremony file fits.',
      }),
      devPtauDir: path.join(dataDir, 'ptau-dev'),
      devPtauMaxPower: read.int(
        'DEV_PTAU_MAX_POWER',
        14,
        { min: 1, max: 20 },
        'Largest dev ptau generated on demand (power 16 takes about half an hour here).',
      ),
      maxPower: read.int('CIRCUIT_MAX_POWER', 20, { min: 1, max: 28 }, 'Largest circuit accepted for setup: 2^N constraints.'),
      compileTimeoutMs: read.int('COMPILE_TIMEOUT_MS', 120_000, { min: 100, max: 86_400_000 }, 'Time limit of a compilation.'),
      setupTimeoutMs: read.int('SETUP_TIMEOUT_MS', 1_800_000, { min: 100, max: 86_400_000 }, 'Time limit of a Groth16 setup.'),
      fileMaxBytes: read.int('CIRCUIT_FILE_MAX_BYTES', 1024 * 1024, { min: 1024, max: 64 * 1024 * 1024 }, 'Largest Circom or input file.'),
      compilerMemoryLimitMb: read.int(
        'CIRCOM_MEMORY_LIMIT_MB',
        2048,
        { min: 16, max: 4096 },
        { default: '`2048` (at most 4096)', meaning: "The compiler's WebAssembly memory (outside the JS heap limit)." },
      ),
      optimization: read.oneOf(
        'CIRCOM_OPTIMIZATION',
        ['O0', 'O1', 'O2'],
        'O1',
        "circom's simplification level for proof records and compilations: `O0`, `O1` (circom's default), `O2` (about half the constraints, slower compile).",
      ),
    },
  };
});
