// The browser journeys as a queue shared by lanes (decision 0075): which files there are, in which order they are
// handed out (longest first, so the last file to start is a short one), and the times a run measured.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './paths.mjs';

/** Times measured by the last run on this machine (not in the repository: under node_modules, like Vitest's cache). */
const MEASURED = path.join(root, 'node_modules/.vite-e2e/journey-durations.json');
/** Times from a full run, kept in the repository for a fresh clone; only the order depends on them. */
const RECORDED = path.join(root, 'e2e/journeyDurations.json');

/** Every journey file, relative to the root, as the journeys' config includes them (`e2e/**\/*.e2e.ts`). */
export function journeyFiles() {
  return fs
    .readdirSync(path.join(root, 'e2e'), { recursive: true })
    .map((name) => path.join('e2e', String(name)).split(path.sep).join('/'))
    .filter((file) => file.endsWith('.e2e.ts'))
    .sort();
}

function readDurations(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return {};
  }
}

/** Seconds per journey file: this machine's last run where it has one, else the recorded figure. */
export function knownDurations() {
  return { ...readDurations(RECORDED), ...readDurations(MEASURED) };
}

/**
 * The files in the order lanes take them: the longest first. A file with no known time (a new one) goes first,
 * as it may be long.
 */
export function journeyOrder(durations, files = journeyFiles()) {
  const weight = (file) => (typeof durations[file] === 'number' ? durations[file] : Infinity);
  return [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
}

/** The seconds the given files are expected to take, the unknown ones counted at `unknown` each. */
export function expectedSeconds(files, durations, unknown = 60) {
  return files.reduce(
    (sum, file) => sum + (typeof durations[file] === 'number' ? durations[file] : unknown),
    0,
  );
}

/** Keeps this run's times of the files that passed, for the next run's order on this machine. */
export function recordDurations(results) {
  const measured = readDurations(MEASURED);
  for (const { file, ok, seconds } of results) if (ok) measured[file] = Math.round(seconds);
  try {
    fs.mkdirSync(path.dirname(MEASURED), { recursive: true });
    fs.writeFileSync(MEASURED, `${JSON.stringify(measured, null, 2)}\n`);
  } catch {
    // Only the next run's order is lost.
  }
}
