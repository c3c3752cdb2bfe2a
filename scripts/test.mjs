// npm test: everything CI runs, in two rounds of steps that run side by side.
// First the checks that need no test run: typecheck, lint, and the build and browser the journeys use.
// Then, when they pass, the unit and API tests beside the browser journeys: the two suites share nothing
// (the journeys' server has its own data directory, port and SQLite database; the unit tests make their own
// databases), and a journey spends much of its time waiting on a page, time the unit tests use.
import { spawn } from 'node:child_process';
import { root } from './paths.mjs';

const rounds = [
  {
    // Each step's output is printed whole when it finishes.
    print: 'whole',
    steps: [
      ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
      ['lint', ['npm', 'run', '--silent', 'lint']],
      ['build for the journeys', ['npm', 'run', '--silent', 'build']],
      ['browser for the journeys', ['node', 'scripts/ensure-chromium.mjs']],
    ],
  },
  {
    // Each line is printed as it comes, after the name of its suite.
    print: 'lines',
    steps: [
      ['unit and API tests', ['npx', 'vitest', 'run'], 'unit'],
      ['browser journeys', ['npx', 'vitest', 'run', '--config', 'e2e/vitest.config.ts'], 'e2e '],
    ],
  },
];

/** Passes a stream on line by line, each line after `prefix`. */
function prefixLines(stream, prefix, out) {
  let partial = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) out.write(`${prefix} │ ${line}\n`);
  });
  stream.on('end', () => partial && out.write(`${prefix} │ ${partial}\n`));
}

/** Runs one step; answers its name, whether it passed, how long it took and, when printed whole, its output. */
function run([name, [cmd, ...args], prefix], print) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      if (print === 'lines') prefixLines(stream, prefix, out);
      else stream.on('data', (d) => (output += d));
    }
    const finish = (ok) => resolve({ name, ok, output, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      finish(false);
    });
    child.on('close', (code) => finish(code === 0));
  });
}

const results = [];
for (const { print, steps } of rounds) {
  console.log(`\n=== ${steps.map(([name]) => name).join(', ')} ===`);
  await Promise.all(
    steps.map(async (step) => {
      const result = await run(step, print);
      if (print === 'whole') {
        console.log(`\n=== ${result.name} ===`);
        if (result.output) process.stdout.write(result.output);
      }
      results.push(result);
    }),
  );
  if (!results.every((r) => r.ok)) break;
}
console.log('\n=== summary ===');
const order = rounds.flatMap((round) => round.steps.map(([name]) => name));
results.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds.toFixed(1)} s)`);
process.exit(results.every((r) => r.ok) && results.length === order.length ? 0 : 1);
