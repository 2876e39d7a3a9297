import { type CompiledVerifier, compileSolidity } from '../src/deployments/solidity.js';

/** Compiles a Solidity source with the pinned solc and settings: ABI, creation code and the compiler used. */
export default function solidityCompile({ source, file, contractName }: { source: string; file?: string; contractName?: string }): CompiledVerifier {
  return compileSolidity(source, { file, contractName });
}
