import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OutputCapture, sandboxFs } from './sandbox.js';
import { capWasmMemory } from './wasm-memory.js';

const require = createRequire(import.meta.url);
// circom2 is CommonJS; its runner wraps a WASI layer whose `exit` throws (unlike its CLI's).
const { CircomRunner, bindings: defaultBindings } = require('circom2') as {
  CircomRunner: new (options: {
    args: string[];
    env: Record<string, string>;
    preopens: Record<string, string>;
    bindings: object;
  }) => {
    wasi: { getImports(module: WasmModule): object; start(instance: object): void };
  };
  bindings: Record<string, unknown>;
};
const { WASIExitError } = require(path.join(path.dirname(require.resolve('circom2')), 'vendor', 'wasi.js')) as {
  WASIExitError: new (code: number) => Error & { code: number };
};

// The project compiles without the DOM lib, which is where TypeScript declares WebAssembly.
type WasmModule = { readonly __wasmModule: unique symbol };
const wasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule>; instantiate(module: WasmModule, imports: object): Promise<object> };
  }
).WebAssembly;

export const CIRCOM2_PACKAGE_VERSION = (require('circom2/package.json') as { version: string }).version;

export interface CircomRun {
  exitCode: number;
  output: string;
  /** Set when the compiler itself broke down (a trap such as running out of its memory). */
  crash?: string;
}

// Compiling the 10 MB compiler module takes a while: once per thread and memory cap.
const modules = new Map<number, Promise<WasmModule>>();

function compilerModule(memoryLimitMb: number): Promise<WasmModule> {
  let module = modules.get(memoryLimitMb);
  if (!module) {
    module = wasm.compile(capWasmMemory(fs.readFileSync(require.resolve('circom2/circom.wasm')), memoryLimitMb));
    modules.set(memoryLimitMb, module);
  }
  return module;
}

/**
 * Runs the circom compiler in this thread with `root` as its only visible folder ('.').
 * `args` are relative to the root. Returns the exit code and output; never calls process.exit.
 */
export async function runCircom(root: string, args: string[], memoryLimitMb: number): Promise<CircomRun> {
  const module = await compilerModule(memoryLimitMb);
  const output = new OutputCapture();
  const runner = new CircomRunner({
    args,
    env: {},
    preopens: { '.': root },
    bindings: { ...defaultBindings, isTTY: () => false, fs: sandboxFs(root, output) },
  });
  try {
    runner.wasi.start(await wasm.instantiate(module, runner.wasi.getImports(module)));
    return { exitCode: 0, output: output.toString() };
  } catch (error) {
    if (error instanceof WASIExitError) return { exitCode: error.code, output: output.toString() };
    return { exitCode: -1, output: output.toString(), crash: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

let version: string | undefined;

/** The compiler's own version string, e.g. "2.2.3". */
export async function circomVersion(scratchRoot: string, memoryLimitMb: number): Promise<string> {
  if (version === undefined) {
    const run = await runCircom(scratchRoot, ['--version'], memoryLimitMb);
    version = /(\d+\.\d+\.\d+)/.exec(run.output)?.[1] ?? 'unknown';
  }
  return version;
}
