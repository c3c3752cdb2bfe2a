/**
 * How the code may depend on itself (decision 0041). Checked by `npm run lint` with dependency-cruiser; type-only
 * imports count like any other.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-import-circle',
      comment: 'No file may reach itself through its imports: split the shared part out, or invert the call.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-through-its-public-entry',
      comment:
        "A feature uses another feature only through that feature's public entry (features/<name>/index.ts); " +
        'move what several features share to common/, server/src/lib/ or client/src/ui/.',
      severity: 'error',
      from: { path: '^(server/src|client/src)/features/([^/]+)/' },
      to: {
        path: '^$1/features/[^/]+/',
        pathNot: ['^$1/features/$2/', '^$1/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'app-through-public-entries',
      comment:
        'The rest of the server (app, real-time layer, demo seed, command line) uses a feature only through its ' +
        'public entry, like another feature would (the module list excepted).',
      severity: 'error',
      from: { path: '^server/src/', pathNot: '^server/src/features/' },
      to: {
        path: '^server/src/features/[^/]+/',
        pathNot: ['^server/src/features/[^/]+/index\\.ts$', '^server/src/features/[^/]+/module\\.ts$'],
      },
    },
    {
      name: 'modules-only-in-the-list',
      comment: "A feature's module object is plugged in by the one list, server/src/features/index.ts.",
      severity: 'error',
      from: { pathNot: '^server/src/features/index\\.ts$' },
      to: { path: '^server/src/features/[^/]+/module\\.ts$' },
    },
    {
      name: 'lower-layers-know-no-feature',
      comment:
        'The job runner, the database layer, mail, media, real-time plumbing and the shared library are given ' +
        'what they need at start; they import no feature (the demo seed, which composes features, excepted).',
      severity: 'error',
      from: { path: '^server/src/(jobs|lib|mail|media|db)/', pathNot: '^server/src/db/seed/' },
      to: { path: '^server/src/features/' },
    },
    {
      name: 'common-stands-alone',
      comment: 'common/ is shared by both sides and depends on neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(client|server)/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$|/testing\\.ts$|^server/src/(test|faults)/' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
