import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
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
