#!/usr/bin/env node
// Builds @proofpay/sdk into dist/: ES modules (dist/esm, tsconfig.json) and CommonJS (dist/cjs,
// tsconfig.cjs.json), each with its declarations, source maps (whose sources, src/, ship with the
// package) and a package.json naming its module type. `npm run build` here and `npm pack`'s prepack
// run it with the TypeScript this folder resolves; the repository's build (bin/build.mjs) passes its
// own with `--tsc <path to typescript/bin/tsc>`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const tscAt = process.argv.indexOf('--tsc');
const tsc = tscAt > 0 ? process.argv[tscAt + 1] : createRequire(import.meta.url).resolve('typescript/bin/tsc');
const dist = path.join(here, 'dist');

const compile = (project) =>
  new Promise((resolve) => {
    spawn(process.execPath, [tsc, '-p', path.join(here, project)], { stdio: 'inherit', cwd: here }).once('exit', (code) => resolve(code ?? 1));
  });

// From nothing: no file of an earlier build (a module since removed) is left to be packed.
fs.rmSync(dist, { recursive: true, force: true });
const codes = await Promise.all([compile('tsconfig.json'), compile('tsconfig.cjs.json')]);
if (codes.some((code) => code !== 0)) process.exit(1);
for (const [folder, type] of [
  ['esm', 'module'],
  ['cjs', 'commonjs'],
]) {
  fs.writeFileSync(path.join(dist, folder, 'package.json'), `${JSON.stringify({ type })}\n`);
}
