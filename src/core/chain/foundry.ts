import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The path of Foundry's `anvil` or `cast` binary, from its npm package (`@foundry-rs/<tool>-linux-amd64`). */
export function foundryBinary(tool: 'anvil' | 'cast'): string {
  return path.join(path.dirname(require.resolve(`@foundry-rs/${tool}-linux-amd64/package.json`)), 'bin', tool);
}
