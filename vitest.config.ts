import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = path.resolve(import.meta.dirname);

export default defineConfig({
  resolve: {
    alias: {
      '@common': path.join(root, 'common'),
      '@': path.join(root, 'client/src'),
    },
  },
  test: {
    include: [
      'server/**/*.test.ts',
      'common/**/*.test.ts',
      'client/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
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
  },
});
