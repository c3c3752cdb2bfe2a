// Builds the client (Vite) and the server (esbuild bundle of server/src) into dist/.
import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { dist, root, sourceStamp, stampFile } from './paths.mjs';

export async function build() {
  const started = Date.now();
  fs.rmSync(stampFile, { force: true });
  await viteBuild({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  await esbuild({
    entryPoints: {
      main: path.join(root, 'server/src/main.ts'),
      'cli/userRole': path.join(root, 'server/src/cli/userRole.ts'),
      'cli/migrate': path.join(root, 'server/src/cli/migrate.ts'),
    },
    outdir: path.join(dist, 'server'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    alias: { '@common': path.join(root, 'common') },
    logLevel: 'warning',
  });
  fs.writeFileSync(stampFile, sourceStamp());
  console.log(`Built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
