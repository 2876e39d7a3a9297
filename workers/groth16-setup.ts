import { groth16Setup, type Groth16SetupTaskInput, type Groth16SetupTaskOutput } from '../src/circuits/toolchain/groth16-setup-task.js';

/** Groth16 setup for a compiled circuit: zkey with a fresh phase-2 contribution, verification key, Solidity verifier. */
export default function groth16SetupTask(task: Groth16SetupTaskInput): Promise<Groth16SetupTaskOutput> {
  return groth16Setup(task);
}
