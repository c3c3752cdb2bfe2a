// npm run dev: the API server in watch mode (tsx) and Vite's dev server with hot reload in front of it.
import { spawn } from 'node:child_process';
import { root } from './paths.mjs';

const env = { ...process.env, NODE_ENV: 'development', ALLOWED_ORIGINS: 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env }),
];
console.log('API on http://localhost:5000, app with hot reload on http://localhost:5173');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
