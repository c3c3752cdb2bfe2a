// npm run bench: runs bench/run.ts with tsx.
import { spawnSync } from 'node:child_process';
import { root } from './paths.mjs';

const { status } = spawnSync('npx', ['tsx', 'bench/run.ts'], { cwd: root, stdio: 'inherit' });
process.exit(status ?? 1);
