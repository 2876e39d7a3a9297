/** Bench-only piscina task: snarkjs.groth16.verify on each item, the reference the fast verifier is measured against. */
import { loadSnarkjs } from '../src/circuits/toolchain/snark-runtime.js';

const snarkjs = await loadSnarkjs();

export default async function snarkjsVerify({ vk, items }: { vk: unknown; items: { proof: unknown; public_signals: unknown }[] }): Promise<boolean[]> {
  const verdicts: boolean[] = [];
  for (const item of items) verdicts.push(await snarkjs.groth16.verify(vk, item.public_signals, item.proof));
  return verdicts;
}
