/**
 * The two OpenAPI documents as the tools people point at them read them: Redocly's recommended
 * rules and Spectral's `spectral:oas` ruleset (.spectral.yaml) must find no error and no warning.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import t from 'tap';
import { projectRoot } from '../../src/core/paths.js';
import { openApiDocument } from '../../src/server/openapi.js';
import { serviceOperations } from '../../src/server/routes.js';
import { testConfig } from '../helpers/app.js';

const run = promisify(execFile);
const bin = (name: string) => path.join(projectRoot, 'node_modules/.bin', name);

const config = testConfig({});
const features = serviceOperations(config);
const dir = t.testdir();
const files = (['public', 'platform'] as const).map((shape) => {
  const file = path.join(dir, `${shape}.json`);
  fs.writeFileSync(file, JSON.stringify(openApiDocument(shape, features, config.publicBaseUrl), null, 2));
  return file;
});

t.test("Redocly's recommended rules: no error, no warning", async (t) => {
  for (const file of files) {
    const { stdout } = await run(bin('redocly'), ['lint', '--extends=recommended', '--format=json', file], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
    t.same(
      report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`),
      [],
      `${path.basename(file)}: no problem`,
    );
    t.same(report.totals, { errors: 0, warnings: 0, ignored: 0 }, `${path.basename(file)}: the totals`);
  }
});

t.test("Spectral's spectral:oas ruleset: no error, no warning", async (t) => {
  // Spectral exits non-zero on an error, and writes its JSON report (every result) to the file either way.
  const report = path.join(dir, 'spectral.json');
  await run(bin('spectral'), ['lint', '--ruleset', path.join(projectRoot, '.spectral.yaml'), '--format=json', '--output', report, ...files]).catch(() => {});
  const results = JSON.parse(fs.readFileSync(report, 'utf8')) as { code: string; message: string; severity: number; source: string; path: string[] }[];
  // Severity 0 is an error, 1 a warning (2 information, 3 a hint).
  t.same(
    results
      .filter((result) => result.severity <= 1)
      .map((result) => `${path.basename(result.source)} ${result.path.join('.')}: ${result.code}: ${result.message}`),
    [],
    'no error or warning',
  );
});
