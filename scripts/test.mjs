// npm test: everything CI runs, in two rounds of steps that run side by side.
// First the checks that need no test run: typecheck, lint, and the build and browser the journeys use.
// Then, when they pass, the unit and API tests beside the browser journeys: the two suites share nothing
// (the journeys' server has its own data directory, port and SQLite database; the unit tests make their own
// databases), and a journey spends much of its time waiting on a page, time the unit tests use (decision 0040).
// The journeys are a queue of files taken by lanes, each a Vitest instance with a server of its own: one lane from
// the start, a second once the unit tests are done and the core they used is free (decision 0075).
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { expectedSeconds, journeyOrder, knownDurations, recordDurations } from './journeyQueue.mjs';
import { root } from './paths.mjs';

/** The unit and API tests' step: the journeys open their second lane when it is done. */
const UNIT_TESTS = 'unit and API tests';

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
    // Each line is printed as it comes, after the name of its suite (or lane).
    print: 'lines',
    steps: [
      [UNIT_TESTS, ['npx', 'vitest', 'run'], 'unit'],
      ['browser journeys', journeys],
    ],
  },
];

/** A second lane of journeys starts only when what is left is expected to take longer than a lane's start-up. */
const SECOND_LANE_MIN_SECONDS = 120;

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

/** Passes a stream on line by line, each line after `prefix` (and to `onLine`, when given). */
function prefixLines(stream, prefix, out, onLine) {
  let partial = '';
  stream.setEncoding('utf8');
  const write = (line) => {
    out.write(`${prefix} │ ${line}\n`);
    onLine?.(line);
  };
  stream.on('data', (chunk) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) write(line);
  });
  stream.on('end', () => partial && write(partial));
}

// eslint-disable-next-line no-control-regex -- terminal colours
const COLOURS = /\x1b\[[0-9;]*m/g;
/** Lines of a Vitest run's failure report kept for the summary (the start of each failure, not its whole trace). */
const FAILURE_LINES_KEPT = 80;

/**
 * Keeps the first lines of Vitest's "Failed Tests" report (each failing test's name and error), so the summary at
 * the end of a long log repeats what failed.
 */
function failureCollector() {
  const kept = [];
  let inReport = false;
  let linesOfFailure = 0;
  return {
    kept,
    onLine(raw) {
      const line = raw.replace(COLOURS, '');
      if (/⎯ Failed Tests \d+ ⎯|⎯ Unhandled Errors ⎯|⎯ Failed Suites \d+ ⎯/.test(line)) inReport = true;
      else if (/^\s*Test Files\s/.test(line)) inReport = false;
      if (!inReport || kept.length >= FAILURE_LINES_KEPT || line.trim() === '') return;
      if (/^\s*(FAIL|⎯)/.test(line)) linesOfFailure = 0;
      // A failure's name and the first lines of its error; its stack and source excerpt are above in the log.
      if ((linesOfFailure += 1) <= 4) kept.push(line);
    },
  };
}

/**
 * Starts a command in its own process group. Its output is printed line by line after `prefix`, or kept in
 * `output` (each chunk with the stream it belongs on) to be printed whole. Answers the child and a promise of
 * whether it exited with 0.
 */
function start([cmd, ...args], { prefix, output, ipc = false, env, onLine }) {
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe', ...(ipc ? ['ipc'] : [])],
    detached: true,
    env: env ? { ...process.env, ...env } : process.env,
  });
  running.add(child);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    if (prefix) prefixLines(stream, prefix, out, onLine);
    else stream.on('data', (data) => output.push([out, data]));
  }
  const done = new Promise((resolve) => {
    child.on('error', (error) => {
      if (prefix) process.stderr.write(`${prefix} │ ${error.message}\n`);
      else output.push([process.stderr, `${error.message}\n`]);
      running.delete(child);
      resolve(false);
    });
    child.on('close', (code) => {
      running.delete(child);
      // Whatever it left running in its group (a lane that died leaves its server behind) stops with it.
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // nothing left
      }
      resolve(code === 0);
    });
  });
  return { child, done };
}

/**
 * The browser journeys, a queue of files taken by lanes (scripts/journeyLane.mjs), longest first. The first lane
 * starts at once; a second one when `unitDone` settles, if enough is left. A file that a lane took and did not
 * report (the lane stopped), or that no lane took, fails the step.
 */
async function journeys({ unitDone }) {
  const durations = knownDurations();
  const queue = journeyOrder(durations);
  const total = queue.length;
  const results = [];
  const taken = new Map();
  let lanes = 0;
  const openLane = () => {
    const lane = (lanes += 1);
    const { child, done } = start(['node', 'scripts/journeyLane.mjs'], {
      prefix: `e2e${lane}`,
      ipc: true,
      env: { JOURNEY_LANE: String(lane) },
    });
    child.on('message', (message) => {
      if (message.want) {
        const file = queue.shift() ?? null;
        if (file) taken.set(file, lane);
        child.send({ file });
      } else {
        taken.delete(message.file);
        results.push({ ...message, lane });
      }
    });
    return done;
  };
  const first = openLane();
  const second = unitDone.then(() =>
    expectedSeconds(queue, durations) >= SECOND_LANE_MIN_SECONDS ? openLane() : true,
  );
  const lanesOk = await Promise.all([first, second]);
  for (const [file, lane] of taken)
    results.push({ file, ok: false, state: 'its lane stopped', seconds: 0, lane });
  for (const file of queue) results.push({ file, ok: false, state: 'not run', seconds: 0, lane: 0 });
  recordDurations(results);

  const passed = results.filter((r) => r.ok).length;
  console.log(`\n=== browser journeys: ${passed} of ${total} files passed, in ${lanes} lane(s) ===`);
  for (let lane = 1; lane <= lanes; lane += 1) {
    const mine = results.filter((r) => r.lane === lane);
    const seconds = mine.reduce((sum, r) => sum + r.seconds, 0);
    console.log(`lane ${lane}: ${mine.length} files, ${seconds.toFixed(0)} s`);
  }
  for (const r of results.filter((result) => !result.ok)) console.log(`FAIL ${r.file} (${r.state})`);
  // Every file is in `results`: reported by its lane, or added above as stopped or not run.
  return lanesOk.every(Boolean) && passed === total;
}

/** Runs one step; answers its name, whether it passed, how long it took and, when printed whole, its output. */
async function run([name, command, prefix], print, context) {
  const started = Date.now();
  const output = [];
  const failures = failureCollector();
  const ok =
    typeof command === 'function'
      ? await command(context)
      : await start(command, {
          prefix: print === 'lines' ? prefix : undefined,
          output,
          onLine: failures.onLine,
        }).done;
  return { name, ok, output, failures: failures.kept, seconds: (Date.now() - started) / 1000 };
}

const results = [];
for (const { print, steps } of rounds) {
  console.log(`\n=== ${steps.map(([name]) => name).join(', ')} ===`);
  /** Each step's result to come, by name: a step given as a function may wait for an earlier one of its round. */
  const pending = new Map();
  for (const step of steps) {
    pending.set(step[0], run(step, print, { unitDone: pending.get(UNIT_TESTS) ?? Promise.resolve() }));
  }
  await Promise.all(
    [...pending.values()].map(async (promise) => {
      const result = await promise;
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
// What failed, repeated at the end of a long log (the whole report is above, under the step's name).
for (const r of results.filter((result) => !result.ok && result.failures.length > 0)) {
  console.log(`\n=== ${r.name}: what failed ===`);
  for (const line of r.failures) console.log(line);
}
process.exit(results.length === everyStep.length && results.every((r) => r.ok) ? 0 : 1);
