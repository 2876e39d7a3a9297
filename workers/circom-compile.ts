import { compileInSandbox, type CompileTaskInput, type CompileTaskOutput } from '../src/circuits/toolchain/compile-in-sandbox.js';

/** Compiles a circuit with circom2 in a sandbox folder and, given an input file, computes its witness. */
export default function circomCompile(task: CompileTaskInput): Promise<CompileTaskOutput> {
  return compileInSandbox(task);
}
