// One lane of browser journeys (decision 0075): a Vitest instance with the journeys' config and its own server
// (the config's global setup starts one per instance), running the journey files `scripts/test.mjs` hands it,
// one at a time, until it has none left. It asks for a file, runs it, and answers how it went, over the IPC
// channel its parent opened. Run alone (no parent), it has nothing to ask: use `npm run test:e2e` instead.
import path from 'node:path';
import { createVitest } from 'vitest/node';
import { root } from './paths.mjs';

const lane = process.env.JOURNEY_LANE ?? '1';

if (!process.send) {
  console.error(
    'scripts/journeyLane.mjs is started by scripts/test.mjs; run `npm run test:e2e` to run the journeys.',
  );
  process.exit(2);
}

/** Asks the parent for the next journey file: answers its path, or null when there is none left. */
function nextFile() {
  return new Promise((resolve) => {
    process.once('message', (message) => resolve(message.file ?? null));
    process.send({ want: true });
  });
}

const vitest = await createVitest(
  'test',
  { config: path.join(root, 'e2e/vitest.config.ts'), watch: false },
  // Each lane keeps its own cache: a run rewrites the file of results in it.
  { cacheDir: path.join(root, `node_modules/.vite-e2e-${lane}`) },
);
// Its reporters, as the command line would start them.
await vitest.standalone();

let failed = false;
try {
  for (let file = await nextFile(); file; file = await nextFile()) {
    const started = Date.now();
    const { testModules, unhandledErrors } = await vitest.runTestFiles([path.join(root, file)]);
    const module = testModules.find((m) => path.relative(root, m.moduleId) === file);
    const state = module ? module.state() : 'not run';
    const ok = module !== undefined && module.ok() && unhandledErrors.length === 0;
    if (!ok) failed = true;
    process.send({ file, ok, state, seconds: (Date.now() - started) / 1000 });
  }
} finally {
  await vitest.close();
}
process.exit(failed ? 1 : 0);
