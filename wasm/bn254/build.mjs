/**
 * Builds the BN254 core: generates the Fp arithmetic (generate-fp.mjs), then compiles the
 * AssemblyScript sources to dist/wasm/bn254.wasm. Part of `npm run build`.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
await import('./generate-fp.mjs');
const asc = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules/assemblyscript/bin/asc.js'),
    path.join(here, 'assembly/index.ts'),
    '-O3',
    '--runtime',
    'stub',
    '--noAssert',
    '--use',
    'abort=',
    '--outFile',
    path.join(root, 'dist/wasm/bn254.wasm'),
  ],
  { stdio: 'inherit' },
);
process.exit(asc.status ?? 1);
