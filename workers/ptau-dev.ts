import { generateDevPtau, type DevPtauTaskInput } from '../src/circuits/toolchain/groth16-setup-task.js';

/** Generates and stores an insecure development powers-of-tau file of one power. */
export default function ptauDev(task: DevPtauTaskInput): Promise<{ path: string; power: number }> {
  return generateDevPtau(task);
}
