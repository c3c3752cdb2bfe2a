// Builds the client (Vite) and the server (esbuild bundle of server/src) into dist/.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { dist, root, sourceStamp, stampFile } from './paths.mjs';

export async function build() {
  const started = Date.now();
  fs.rmSync(stampFile, { force: true });
  // The bundle must be React's production build even when a test runner set NODE_ENV=test.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
  await esbuild({
    entryPoints: {
      main: path.join(root, 'server/src/main.ts'),
      'cli/userRole': path.join(root, 'server/src/cli/userRole.ts'),
      'cli/migrate': path.join(root, 'server/src/cli/migrate.ts'),
      'cli/backup': path.join(root, 'server/src/cli/backup.ts'),
      'cli/restore': path.join(root, 'server/src/cli/restore.ts'),
      // Audio analysis runs in a worker thread started from its own file beside main.js.
      analysisWorker: path.join(root, 'server/src/media/audio/analysisWorker.ts'),
      // Cover art is painted by a pool of threads started from this file (fonts: server/assets/fonts).
      coverArtWorker: path.join(root, 'server/src/features/coverart/render/renderWorker.ts'),
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
  precompress(path.join(dist, 'client'));
  fs.writeFileSync(stampFile, sourceStamp());
  console.log(`Built client and server in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Writes .br and .gz beside every text asset, so the server sends compressed files without compressing per request. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
    const data = fs.readFileSync(file);
    if (data.length < 1024) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
