import type { CircuitDiagnostic } from './diagnostics.js';
import type { R1csHeader } from './r1cs-header.js';
import { OutputCapture } from './sandbox.js';
import { loadCircomRuntime } from './snark-runtime.js';
import { decodeText } from './source-files.js';

export interface CircuitInputFile {
  name: string;
  content: string | Uint8Array;
}

export interface PublicOutput {
  /** The signal's name in the sym file, e.g. `main.out`. */
  name: string;
  value: string;
}

export type WitnessResult =
  | { ok: true; publicSignals: string[]; outputs: PublicOutput[]; log: string }
  | { ok: false; diagnostics: CircuitDiagnostic[]; log?: string };

type InputValue = string | number | InputValue[];

/** Parses an input file: a JSON object whose values are integers, decimal strings or nested arrays of them. */
export function parseInputFile(
  file: CircuitInputFile,
  maxBytes: number,
): { ok: true; input: Record<string, InputValue> } | { ok: false; diagnostics: CircuitDiagnostic[] } {
  const diagnostics: CircuitDiagnostic[] = [];
  const text = decodeText(file.name, file.content, maxBytes, diagnostics);
  if (text === undefined) return { ok: false, diagnostics };
  const fail = (message: string) => ({ ok: false as const, diagnostics: [{ severity: 'error' as const, code: 'INPUT', file: file.name, message }] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return fail(`input file is not valid JSON: ${(error as Error).message}`);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return fail('input file must be a JSON object of signal names to values');
  for (const [name, value] of Object.entries(parsed)) {
    const problem = checkValue(value);
    if (problem) return fail(`${name}: ${problem}`);
  }
  return { ok: true, input: parsed as Record<string, InputValue> };
}

function checkValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.map(checkValue).find((problem) => problem !== undefined);
  if (typeof value === 'number') return Number.isSafeInteger(value) ? undefined : 'numbers must be safe integers; write larger values as decimal strings';
  if (typeof value === 'string') return /^-?\d{1,100}$|^0x[0-9a-fA-F]{1,64}$/.test(value) ? undefined : `"${value.slice(0, 40)}" is not an integer`;
  return 'values must be integers, decimal strings or arrays of them';
}

/**
 * Computes the witness with the circuit's own wasm and returns the public signals in snarkjs's
 * order (outputs, then public inputs) with the outputs named from the sym file. A violated
 * constraint or assert fails with the runtime's message, which names the template and line.
 */
export async function computeWitness(wasm: Uint8Array, sym: string, header: R1csHeader, input: Record<string, InputValue>): Promise<WitnessResult> {
  let witness: bigint[];
  const log = new OutputCapture();
  try {
    const { WitnessCalculatorBuilder } = await loadCircomRuntime();
    const calculator = await WitnessCalculatorBuilder(wasm, { sanityCheck: true });
    witness = await withConsoleCaptured(log, () => calculator.calculateWitness(input, true));
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).trim();
    const line = /line:\s*(\d+)/.exec(message)?.[1];
    return {
      ok: false,
      diagnostics: [{ severity: 'error', code: 'WITNESS', message: message.replace(/\s*\n\s*/g, '; '), ...(line ? { line: Number(line) } : {}) }],
      log: log.toString(),
    };
  }
  const publicSignals = witness.slice(1, 1 + header.nOutputs + header.nPublicInputs).map(String);
  const names = outputNames(sym, header.nOutputs);
  const outputs = publicSignals.slice(0, header.nOutputs).map((value, i) => ({ name: names[i] ?? `output[${i}]`, value }));
  return { ok: true, publicSignals, outputs, log: log.toString() };
}

/**
 * The witness runtime prints the circuit's `log()` calls and its errors with console.log/error:
 * keep them (bounded) for the user instead of letting a circuit write to the service's output.
 * A pool thread runs one task at a time, so swapping its console is safe.
 */
async function withConsoleCaptured<T>(capture: OutputCapture, work: () => Promise<T>): Promise<T> {
  const saved = { log: console.log, error: console.error, warn: console.warn };
  const write = (...args: unknown[]) => capture.append(`${args.map(String).join(' ')}\n`);
  Object.assign(console, { log: write, error: write, warn: write });
  try {
    return await work();
  } finally {
    Object.assign(console, saved);
  }
}

/** sym lines are `labelId,witnessIndex,componentIndex,name`; outputs are witness indices 1..nOutputs. */
function outputNames(sym: string, nOutputs: number): string[] {
  const names: string[] = [];
  for (const line of sym.split('\n')) {
    const [, index, , name] = line.split(',');
    const i = Number(index);
    if (name && i >= 1 && i <= nOutputs && names[i - 1] === undefined) names[i - 1] = name;
  }
  return names;
}
