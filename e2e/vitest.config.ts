import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  // Its own cache: the journeys run beside the unit tests (scripts/test.mjs), and each run rewrites the file
  // of results that orders the next run's files.
  cacheDir: path.join(root, 'node_modules/.vite-e2e'),
  resolve: { alias: { '@common': path.join(root, 'common') } },
  test: {
    root,
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/globalSetup.ts'],
    // Guards against a hang, not timing checks: journeys also run on machines busy with other work.
    testTimeout: 180_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 30_000 } },
    pool: 'forks',
    fileParallelism: false,
  },
});
