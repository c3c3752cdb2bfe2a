import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appFilesMeta } from './scripts/viteAppFiles.ts';

const root = path.resolve(import.meta.dirname);
const serverPort = Number(process.env.PORT ?? 5000);

export default defineConfig({
  root: path.join(root, 'client'),
  publicDir: path.join(root, 'client/public'),
  // The first load carries the welcome splash; the platform's files are listed for it to prefetch.
  plugins: [react(), tailwindcss(), appFilesMeta()],
  resolve: {
    alias: {
      '@common': path.join(root, 'common'),
      '@': path.join(root, 'client/src'),
    },
  },
  build: {
    outDir: path.join(root, 'dist/client'),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      // Two pages: the app, and the embed player other sites frame (its own small bundle, decision 0057).
      input: {
        main: path.join(root, 'client/index.html'),
        embed: path.join(root, 'client/embed.html'),
      },
      treeshake: {
        // The client's modules and common/ run nothing when imported (only main.tsx, the entry, renders, and
        // stylesheets apply themselves), so a module none of whose exports is used can be left out: a
        // feature's public entry (features/<name>/index.ts) then costs its importer only what it uses.
        moduleSideEffects: [
          { test: /\.css$/, sideEffects: true },
          { test: /\/(client\/src|common)\/.*\.tsx?$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          // TanStack Query serves every page from the first one on: one file for it rather than pieces
          // that shift between shared chunks as pages change which of its hooks they use.
          groups: [
            {
              // React and its renderer: the first load needs them for the splash, and nothing else with them.
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'queryClient',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': `http://localhost:${serverPort}`,
      '/media': `http://localhost:${serverPort}`,
      '/socket.io': { target: `ws://localhost:${serverPort}`, ws: true },
    },
  },
});
