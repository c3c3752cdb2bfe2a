// npm test: everything CI runs, in two rounds of steps that run side by side.
// First the checks that need no test run: typecheck, lint, and the build and browser the journeys use.
// Then, when they pass, the unit and API tests beside the browser journeys: the two suites share nothing
// (the journeys' server has its own data directory, port and SQLite database; the unit tests make their own
// databases), and a journey spends much of its time waiting on a page, time the unit tests use (decision 0040).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { root } from './paths.mjs';

const BUILD_IF_CHANGED = "const { ensureBuild } = await import('./scripts/serve.mjs'); await ensureBuild();";

const rounds = [
  {
    // Each step's output is printed whole when it finishes.
    print: 'whole',
    steps: [
      ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
      ['lint', ['npm', 'run', '--silent', 'lint']],
      ['build for the journeys', ['node', '--input-type=module', '-e', BUILD_IF_CHANGED]],
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

/** Children still running, each the leader of its own process group (so its own children stop with it). */
const running = new Set();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(128 + constants.signals[signal]);
  });
}

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
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    running.add(child);
    /** Kept for a step printed whole: each chunk with the stream it belongs on. */
    const output = [];
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      if (print === 'lines') prefixLines(stream, prefix, out);
      else stream.on('data', (data) => output.push([out, data]));
    }
    const finish = (ok) => {
      running.delete(child);
      resolve({ name, ok, output, seconds: (Date.now() - started) / 1000 });
    };
    child.on('error', (error) => {
      if (print === 'lines') process.stderr.write(`${prefix} │ ${error.message}\n`);
      else output.push([process.stderr, `${error.message}\n`]);
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
        for (const [out, data] of result.output) out.write(data);
      }
      results.push(result);
    }),
  );
  if (!results.every((r) => r.ok)) break;
}
console.log('\n=== summary ===');
const everyStep = rounds.flatMap((round) => round.steps);
for (const [name] of everyStep) {
  const r = results.find((result) => result.name === name);
  console.log(r ? `${r.ok ? 'ok  ' : 'FAIL'} ${name} (${r.seconds.toFixed(1)} s)` : `skip ${name} (not run)`);
}
process.exit(results.length === everyStep.length && results.every((r) => r.ok) ? 0 : 1);
