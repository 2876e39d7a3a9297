// snarkjs, ffjavascript and circom_runtime ship no type declarations; these cover the calls this
// project makes, in one place.
declare module 'circom_runtime' {
  export function WitnessCalculatorBuilder(
    code: Uint8Array,
    options?: { sanityCheck?: boolean },
  ): Promise<{ calculateWitness(input: Record<string, unknown>, sanityCheck?: boolean): Promise<bigint[]> }>;
}

declare module 'ffjavascript' {
  /** One of the curve's groups; points are ffjavascript's byte encodings, coordinates go in and out as BigInts. */
  interface CurveGroup {
    g: Uint8Array;
    add(a: Uint8Array, b: Uint8Array): Uint8Array;
    fromObject(coordinates: unknown[]): Uint8Array;
    isValid(point: Uint8Array): boolean;
    isZero(point: Uint8Array): boolean;
    timesScalar(point: Uint8Array, scalar: bigint): Uint8Array;
    toAffine(point: Uint8Array): Uint8Array;
    toObject(point: Uint8Array): unknown[];
  }
  export function buildBn128(singleThread?: boolean): Promise<{
    G1: CurveGroup;
    G2: CurveGroup;
    /** Whether the product of e(args[2i], args[2i+1]) is 1. */
    pairingEq(...points: Uint8Array[]): Promise<boolean>;
    terminate(): Promise<void>;
  }>;
}

declare module 'snarkjs' {
  type MemFile = { type: 'mem'; data?: Uint8Array };
  type FileRef = string | MemFile;
  export interface SnarkjsProof {
    pi_a: string[];
    pi_b: string[][];
    pi_c: string[];
    protocol?: 'groth16';
    curve?: 'bn128';
  }
  export const powersOfTau: {
    newAccumulator(curve: unknown, power: number, file: FileRef, logger?: unknown): Promise<unknown>;
    contribute(oldFile: FileRef, newFile: FileRef, name: string, entropy: string, logger?: unknown): Promise<unknown>;
    preparePhase2(oldFile: FileRef, newFile: FileRef, logger?: unknown): Promise<unknown>;
  };
  export const zKey: {
    newZKey(r1cs: FileRef, ptau: FileRef, zkey: FileRef, logger?: unknown): Promise<unknown>;
    contribute(oldZkey: FileRef, newZkey: FileRef, name: string, entropy: string, logger?: unknown): Promise<Uint8Array>;
    exportVerificationKey(zkey: FileRef, logger?: unknown): Promise<Record<string, unknown>>;
    exportSolidityVerifier(zkey: FileRef, templates: { groth16: string }): Promise<string>;
  };
  export const wtns: {
    calculate(input: Record<string, unknown>, wasmFile: FileRef, wtnsFile: FileRef): Promise<void>;
    exportJson(wtnsFile: FileRef): Promise<bigint[]>;
  };
  export const groth16: {
    fullProve(input: Record<string, unknown>, wasm: FileRef, zkey: FileRef): Promise<{ proof: SnarkjsProof; publicSignals: string[] }>;
    verify(vk: unknown, publicSignals: unknown, proof: unknown, logger?: unknown): Promise<boolean>;
  };
}

// autocannon (bench/load.ts's load generator): the options and result fields the bench uses.
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    headers?: Record<string, string>;
    requests?: { method: string; path: string; body?: string; setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Result {
    duration: number;
    non2xx: number;
    errors: number;
    timeouts: number;
    requests: { total: number; average: number };
    latency: { p50: number; p99: number };
  }
  export default function autocannon(options: Options): Promise<Result>;
}
