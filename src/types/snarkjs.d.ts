// snarkjs ships no type declarations; these cover the calls this project makes.
declare module 'snarkjs' {
  export interface SnarkjsProof {
    pi_a: string[];
    pi_b: string[][];
    pi_c: string[];
    protocol?: string;
    curve?: string;
  }
  export const groth16: {
    fullProve(input: Record<string, unknown>, wasmFile: string, zkeyFile: string): Promise<{ proof: SnarkjsProof; publicSignals: string[] }>;
    verify(vk: unknown, publicSignals: unknown, proof: unknown, logger?: unknown): Promise<boolean>;
  };
  export const powersOfTau: {
    newAccumulator(curve: unknown, power: number, fileName: string, logger?: unknown): Promise<unknown>;
    contribute(oldPtau: string, newPtau: string, name: string, entropy: string, logger?: unknown): Promise<unknown>;
    preparePhase2(oldPtau: string, newPtau: string, logger?: unknown): Promise<unknown>;
  };
  export const wtns: {
    calculate(input: Record<string, unknown>, wasmFile: string, wtnsFile: string): Promise<void>;
    exportJson(wtnsFile: string): Promise<bigint[]>;
  };
  export const zKey: {
    newZKey(r1cs: string, ptau: string, zkey: string, logger?: unknown): Promise<unknown>;
    contribute(oldZkey: string, newZkey: string, name: string, entropy: string, logger?: unknown): Promise<unknown>;
    exportVerificationKey(zkey: string, logger?: unknown): Promise<Record<string, unknown>>;
  };
}
declare module 'ffjavascript' {
  export function buildBn128(singleThread?: boolean): Promise<{ terminate(): Promise<void> }>;
}
