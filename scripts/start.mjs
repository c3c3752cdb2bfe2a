// npm start: builds when the sources changed since the last build, then serves the app.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, dist } from './paths.mjs';

if (!buildIsCurrent()) {
  const { build } = await import('./build.mjs');
  await build();
}
const child = spawn(process.execPath, ['--enable-source-maps', path.join(dist, 'server/main.js')], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
