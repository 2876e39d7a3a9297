/** The committed Groth16 test vectors (test/fixtures/groth16/generate.ts makes them). */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../src/core/paths.js';

export interface SnarkjsItem {
  proof: { pi_a: string[]; pi_b: string[][]; pi_c: string[]; protocol?: 'groth16'; curve?: 'bn128' };
  public_signals: string[];
}
export interface Groth16Fixture {
  circuit: string;
  vk: Record<string, unknown> & { nPublic: number };
  proofs: SnarkjsItem[];
}

export const fixtureNames = ['multiplier', 'poseidon_preimage', 'linear_combination'] as const;

export function loadFixture(name: (typeof fixtureNames)[number]): Groth16Fixture {
  return JSON.parse(fs.readFileSync(path.join(projectRoot, 'test/fixtures/groth16', `${name}.json`), 'utf8')) as Groth16Fixture;
}

export const clone = <T>(value: T): T => structuredClone(value);
