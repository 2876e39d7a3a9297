#!/usr/bin/env node
// The layering of docs/architecture.md, checked by `npm test` (test/run.mjs runs this before tap;
// a violation is one failed test). Type-only imports count: a type is a dependency too.
// It reads the TypeScript sources as text: every import in this code base is a static
// `import … from '…'`, `export … from '…'`, `import '…'` or `import('…')` with a literal specifier.
// (dependency-cruiser needs @swc/core or TypeScript's JS API, and neither installs here.)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROOTS = ['src', 'workers', 'test', 'bench', 'sdk/src'];

/** A feature is any folder of src/ other than the layers, so a new feature folder is covered without touching this file. */
const LAYERS = new Set(['core', 'http', 'server', 'types']);
const featureOf = (file) => {
  const match = /^src\/([^/]+)\//.exec(file);
  return match && !LAYERS.has(match[1]) ? match[1] : undefined;
};
const isFeatureIndex = (file) => featureOf(file) !== undefined && /^src\/[^/]+\/index\.ts$/.test(file);
const isCompositionRoot = (file) => file.startsWith('src/server/') || file === 'src/cli.ts';
const outsideSrc = (file) => /^(workers|test|bench)\//.test(file);

/** Each rule: its name, why, and whether an import from `from` to `to` breaks it. */
const RULES = [
  {
    name: 'core-knows-no-feature',
    why: 'src/core/ is what every feature stands on: it imports nothing above it (no feature, no http/, no server/, no workers/).',
    breaks: (from, to) => from.startsWith('src/core/') && !to.startsWith('src/core/'),
  },
  {
    name: 'http-kernel-imports-only-core',
    why: 'src/http/ is the app kernel (middleware, error mapping, rate limits): it knows core/ and no feature.',
    breaks: (from, to) => from.startsWith('src/http/') && !to.startsWith('src/core/') && !to.startsWith('src/http/'),
  },
  {
    name: 'features-meet-through-index',
    why: "A feature uses another feature only through that feature's index.ts.",
    breaks: (from, to) => featureOf(from) !== undefined && featureOf(to) !== undefined && featureOf(from) !== featureOf(to) && !isFeatureIndex(to),
  },
  {
    name: 'features-below-the-composition-root',
    why: 'Features never import the composition root (src/server/), the CLI, the pool task modules, tests or benches.',
    breaks: (from, to) => featureOf(from) !== undefined && (isCompositionRoot(to) || outsideSrc(to)),
  },
  {
    name: 'composition-root-uses-feature-indexes',
    why: 'The composition root (src/server/, src/cli.ts) wires features by what their index.ts exports, like any other feature would.',
    breaks: (from, to) => isCompositionRoot(from) && featureOf(to) !== undefined && !isFeatureIndex(to),
  },
  {
    name: 'sdk-stands-alone',
    why: "The client library (sdk/) is published on its own: it imports only itself and its dependencies, its types come from the generated OpenAPI types, never from the service's code.",
    breaks: (from, to) => from.startsWith('sdk/') && !to.startsWith('sdk/'),
  },
  {
    name: 'workers-never-import-http',
    why: 'Pool task modules run in worker threads on core/ and feature code (its crypto and toolchain), never on http/ or the composition root.',
    breaks: (from, to) => from.startsWith('workers/') && (to.startsWith('src/http/') || isCompositionRoot(to)),
  },
];

const IMPORT = /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?(?:[\w*${},\s]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'fixtures' || entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The repository file a relative specifier names (`./x.js` is the source `./x.ts`), or undefined. */
function resolve(from, specifier) {
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [target, target.replace(/\.js$/, '.ts'), target.replace(/\.mjs$/, '.mts'), `${target}.ts`, `${target}/index.ts`];
  return candidates.find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile());
}

const problems = [];
const graph = new Map();
for (const file of ROOTS.flatMap(sourceFiles)) {
  const text = fs.readFileSync(path.join(root, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  const targets = [];
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier.startsWith('.')) continue;
    const target = resolve(file, specifier);
    if (!target) {
      problems.push(`not-to-unresolvable: ${file} imports '${specifier}', which names no file`);
      continue;
    }
    targets.push(target);
    for (const rule of RULES) if (rule.breaks(file, target)) problems.push(`${rule.name}: ${file} → ${target}\n    ${rule.why}`);
  }
  graph.set(file, targets);
}

// no-circular: a cycle makes the layering meaningless and module initialisation order fragile.
const state = new Map();
const stack = [];
function visit(file) {
  state.set(file, 'open');
  stack.push(file);
  for (const target of graph.get(file) ?? []) {
    if (state.get(target) === 'open') problems.push(`no-circular: ${[...stack.slice(stack.indexOf(target)), target].join(' → ')}`);
    else if (!state.has(target)) visit(target);
  }
  stack.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file);

if (problems.length > 0) {
  process.stderr.write(`Import boundaries broken (${problems.length}):\n${problems.map((problem) => `  ${problem}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`import boundaries hold: ${graph.size} files, ${[...graph.values()].reduce((n, targets) => n + targets.length, 0)} imports\n`);
