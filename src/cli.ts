#!/usr/bin/env node
// The `proofpay` command (bin/proofpay.mjs, the Docker image's entry point): src/server/command.ts.
import { runCli } from './server/command.js';

runCli(process.argv.slice(2));
