// The subsets of untyped packages this project calls.
declare module 'circom_runtime' {
  export function WitnessCalculatorBuilder(
    code: Uint8Array,
    options?: { sanityCheck?: boolean },
  ): Promise<{ calculateWitness(input: Record<string, unknown>, sanityCheck?: boolean): Promise<bigint[]> }>;
}

declare module 'ffjavascript' {
  export function buildBn128(singleThread?: boolean): Promise<{ terminate(): Promise<void> }>;
}

declare module 'snarkjs' {
  type MemFile = { type: 'mem'; data?: Uint8Array };
  type FileRef = string | MemFile;
  export const powersOfTau: {
    newAccumulator(curve: unknown, power: number, file: FileRef): Promise<unknown>;
    contribute(oldFile: FileRef, newFile: FileRef, name: string, entropy: string): Promise<unknown>;
    preparePhase2(oldFile: FileRef, newFile: FileRef): Promise<unknown>;
  };
  export const zKey: {
    newZKey(r1cs: FileRef, ptau: FileRef, zkey: FileRef): Promise<unknown>;
    contribute(oldZkey: FileRef, newZkey: FileRef, name: string, entropy: string): Promise<Uint8Array>;
    exportVerificationKey(zkey: FileRef): Promise<Record<string, unknown>>;
    exportSolidityVerifier(zkey: FileRef, templates: { groth16: string }): Promise<string>;
  };
  export const groth16: {
    fullProve(input: Record<string, unknown>, wasm: FileRef, zkey: FileRef): Promise<{ proof: object; publicSignals: string[] }>;
    verify(vk: object, publicSignals: string[], proof: object): Promise<boolean>;
  };
}
