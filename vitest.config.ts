import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname);

const ALL = [
  'server/**/*.test.ts',
  'common/**/*.test.ts',
  'client/**/*.test.{ts,tsx}',
  'scripts/**/*.test.ts',
];
/**
 * Test files that need a module graph of their own: one checks that importing the feature modules registers
 * nothing, one replaces a module (vi.mock) that other files have already loaded.
 */
const ISOLATED = [
  'server/src/features/modules.test.ts',
  'server/src/features/hitpredictor/hitAnalysisJob.test.ts',
];

export default defineConfig({
  resolve: {
    alias: {
      '@common': path.join(root, 'common'),
      '@': path.join(root, 'client/src'),
    },
  },
  test: {
    environment: 'node',
    // Fails a test whose app answered something the API document does not describe (server/src/test/app.ts).
    setupFiles: ['server/src/test/setup.ts'],
    // Migrates one SQLite file and one PostgreSQL database per run; each suite's database is a copy of them.
    globalSetup: ['server/src/test/templates.ts'],
    // Guards against a hang, not timing checks: media work on a machine busy with other work can take a while.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    // A stubbed global or environment variable never outlives its test, in a process the files share.
    unstubGlobals: true,
    unstubEnvs: true,
    // Every other file runs in a process and module graph shared with the files before it: each file's own
    // process and imports cost about 3 s, a third of the suite (decision 0074). The setup file still runs
    // before each file.
    projects: [
      { extends: true, test: { name: 'shared', include: ALL, exclude: ISOLATED, isolate: false } },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
