import type { Plugin, Rolldown } from 'vite';
import { APP_FILES_META } from '../client/src/app/prefetchApp.ts';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

function isChunk(file: OutputBundle[string] | undefined): file is OutputChunk {
  return file?.type === 'chunk';
}

/**
 * The files the platform needs beyond the first load: every chunk the entry loads on demand, every chunk those
 * import statically, and their stylesheets; the entry's own files are left out.
 */
export function platformFiles(bundle: OutputBundle, entry: OutputChunk): string[] {
  const loaded = new Set([entry.fileName, ...entry.imports]);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (!isChunk(chunk) || seen.has(name) || loaded.has(name)) return;
    seen.add(name);
    files.push(name);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (seen.has(css)) continue;
      seen.add(css);
      files.push(css);
    }
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return files;
}

/**
 * Lists the platform's files in a meta element of each page whose entry loads code on demand, so that the
 * welcome splash can ask the browser to prefetch them while it shows (the build only: the development
 * server loads modules on demand).
 */
export function appFilesMeta(): Plugin {
  return {
    name: 'pn-app-files',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk || !chunk.dynamicImports.length) return html;
        const files = platformFiles(bundle, chunk).map((file) => `/${file}`);
        return [{ tag: 'meta', attrs: { name: APP_FILES_META, content: files.join(' ') }, injectTo: 'head' }];
      },
    },
  };
}
