/**
 * Compiling a record's verifier.sol with the solc npm package, pinned (package.json has an exact
 * version) and with fixed settings: the same source always gives the same bytecode, so its CREATE2
 * address is the same on every chain, and anyone can rebuild it from the recorded settings.
 * solc is CPU-heavy and blocks its thread: this runs in the pool (workers/solidity-compile.ts).
 */
import { createRequire } from 'node:module';

/** The source file name and contract that snarkjs's Groth16 template declares. */
export const VERIFIER_FILE = 'verifier.sol';
export const VERIFIER_CONTRACT = 'Groth16Verifier';

/**
 * The optimizer keeps the pairing code cheap; `paris` (no PUSH0) runs on every chain of the
 * registry, including L2s that adopted Shanghai late.
 */
export const SOLC_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'paris',
} as const;

export interface CompilerInfo {
  name: 'solc';
  /** solc's full version, e.g. `0.8.37+commit.….Emscripten.clang`. */
  version: string;
  settings: typeof SOLC_SETTINGS;
}

export interface CompiledVerifier {
  abi: Record<string, unknown>[];
  /** The creation code (initcode), 0x-prefixed. */
  bytecode: string;
  compiler: CompilerInfo;
}

export class SolidityCompileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SolidityCompileError';
  }
}

interface Solc {
  compile(input: string): string;
  version(): string;
}

let solc: Solc | undefined;

/** Compiles `source` and answers contract `contractName` of it; compiler errors throw SolidityCompileError. */
export function compileSolidity(source: string, { file = VERIFIER_FILE, contractName = VERIFIER_CONTRACT } = {}): CompiledVerifier {
  solc ??= createRequire(import.meta.url)('solc') as Solc;
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { [file]: { content: source } },
        settings: { ...SOLC_SETTINGS, outputSelection: { [file]: { [contractName]: ['abi', 'evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts?: Record<string, Record<string, { abi: Record<string, unknown>[]; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new SolidityCompileError(errors.map((error) => error.formattedMessage.trim()).join('\n'));
  const contract = output.contracts?.[file]?.[contractName];
  if (!contract) throw new SolidityCompileError(`${file} declares no contract ${contractName}`);
  return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}`, compiler: { name: 'solc', version: solc.version(), settings: SOLC_SETTINGS } };
}
