// The layering of docs/architecture.md, checked by `npm test` (test/run.mjs runs depcruise before
// tap, and a violation fails the run). Type-only imports count: a type is a dependency too.
// A feature is any folder of src/ other than the layers core/, http/, server/ and types/, so a new
// feature folder is covered without touching this file.
const FEATURE = '^src/(?!core/|http/|server/|types/)([^/]+)/';
const ANY_FEATURE = 'src/(?!core/|http/|server/|types/)[^/]+/';

module.exports = {
  forbidden: [
    {
      name: 'core-knows-no-feature',
      comment: 'src/core/ is what every feature stands on: it imports nothing above it (no feature, no http/, no server/, no workers/).',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^(src/(?!core/)|workers/|test/|bench/)' },
    },
    {
      name: 'http-kernel-imports-only-core',
      comment: 'src/http/ is the app kernel (middleware, error mapping, rate limits): it knows core/ and no feature.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^(src/(?!core/|http/)|workers/|test/|bench/)' },
    },
    {
      name: 'features-meet-through-index',
      comment: "A feature uses another feature only through that feature's index.ts.",
      severity: 'error',
      from: { path: FEATURE },
      to: { path: `^${ANY_FEATURE}`, pathNot: ['^src/$1/', `^${ANY_FEATURE}index\\.ts$`] },
    },
    {
      name: 'features-below-the-composition-root',
      comment: 'Features never import the composition root (src/server/), the CLI, the pool task modules, tests or benches.',
      severity: 'error',
      from: { path: FEATURE },
      to: { path: '^(src/server/|src/cli\\.ts$|workers/|test/|bench/)' },
    },
    {
      name: 'composition-root-uses-feature-indexes',
      comment: "The composition root (src/server/, src/cli.ts) wires features by what their index.ts exports, like any other feature would.",
      severity: 'error',
      from: { path: '^src/(server/|cli\\.ts$)' },
      to: { path: `^${ANY_FEATURE}`, pathNot: `^${ANY_FEATURE}index\\.ts$` },
    },
    {
      name: 'workers-never-import-http',
      comment: 'Pool task modules run in worker threads on core/ and feature code (its crypto and toolchain), never on http/ or the composition root.',
      severity: 'error',
      from: { path: '^workers/' },
      to: { path: '^(src/http/|src/server/|src/cli\\.ts$)' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes the layering meaningless and module initialisation order fragile.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve would fail at run time.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules)/' },
    // The service is ESM: resolve packages' `exports` as Node does for `import`.
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'node', 'default'] },
  },
};
