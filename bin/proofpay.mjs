#!/usr/bin/env node
// The `proofpay` command (package.json "bin": `npx proofpay`, and `npm start`, `npm run token`,
// `npm run migrate`): runs the built CLI, dist/src/cli.js, after building only when dist/ is missing
// or older than its sources (bin/build.mjs). The build's output goes to stderr, so that
// `TOKEN=$(npx proofpay token …)` captures the token alone even on a fresh clone.
import { spawnSync } from 'node:child_process';
import { buildIsCurrent, projectRoot } from './build.mjs';

if (!buildIsCurrent()) {
  process.stderr.write('proofpay: dist/ is missing or older than its sources, building it first (npm run build)\n');
  const { status } = spawnSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, stdio: ['ignore', 2, 2] });
  if (status !== 0) {
    process.stderr.write(`proofpay: the build failed (exit ${status}); see above\n`);
    process.exit(status ?? 1);
  }
}
await import(new URL('../dist/src/cli.js', import.meta.url).href);
