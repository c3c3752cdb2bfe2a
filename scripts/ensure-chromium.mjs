// Installs Debian's Chromium for the browser journeys when it is missing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = isRoot ? [] : ['sudo', '-n'];
  console.log("Chromium not found: installing Debian's chromium package...");
  try {
    const run = (args) =>
      execFileSync(
        sudo.length ? sudo[0] : args[0],
        sudo.length ? [...sudo.slice(1), ...args] : args.slice(1),
        {
          stdio: 'inherit',
          env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
        },
      );
    run(['apt-get', 'update', '-qq']);
    run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
  } catch {
    console.error('Could not install Chromium. Install it with: sudo apt-get install -y chromium');
    process.exit(1);
  }
}
