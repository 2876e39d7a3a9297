/**
 * The pool's task modules, by name. Each module's default export runs in a pool thread; the
 * TaskPool types its inputs and outputs from this map.
 */
import type attestationTree from './attestation-tree.js';
import type circomCompile from './circom-compile.js';
import type groth16Setup from './groth16-setup.js';
import type groth16Verify from './groth16-verify.js';
import type groth16VerifyHalf from './groth16-verify-half.js';
import type ptauDev from './ptau-dev.js';
import type solidityCompile from './solidity-compile.js';

declare module '../src/core/pool/task-pool.js' {
  interface PoolTasks {
    'attestation-tree': typeof attestationTree;
    'circom-compile': typeof circomCompile;
    'groth16-setup': typeof groth16Setup;
    'groth16-verify': typeof groth16Verify;
    'groth16-verify-half': typeof groth16VerifyHalf;
    'ptau-dev': typeof ptauDev;
    'solidity-compile': typeof solidityCompile;
  }
}
