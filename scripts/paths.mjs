import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dist = path.join(root, 'dist');
export const stampFile = path.join(dist, '.build-stamp');

const SOURCES = [
  'client',
  'server/src',
  'common',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build.mjs',
];

function* walk(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isFile()) {
    yield p;
    return;
  }
  for (const entry of fs.readdirSync(p).sort()) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    yield* walk(path.join(p, entry));
  }
}

/** A hash of every source the build reads: a build with the same stamp is current. */
export function sourceStamp() {
  const hash = createHash('sha256');
  for (const rel of SOURCES) {
    for (const file of walk(path.join(root, rel))) {
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === sourceStamp();
}
