// npm test: everything CI runs, in order: typecheck, lint, unit and API tests, browser journeys.
import { spawnSync } from 'node:child_process';
import { root } from './paths.mjs';

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['unit and API tests', ['npx', 'vitest', 'run']],
  ['browser journeys', ['npm', 'run', '--silent', 'test:e2e']],
];
const results = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
const failed = results.filter((r) => !r.ok).length;
process.exit(failed || results.length < steps.length ? 1 : 0);
