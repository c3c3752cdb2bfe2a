import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { platformFiles } from './viteAppFiles';

type Chunk = Rolldown.OutputChunk;

function chunk(
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  css: string[] = [],
): Chunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Chunk;
}

describe('platformFiles (what the splash prefetches)', () => {
  it('lists every chunk loaded on demand with its static imports and stylesheets, without the first load', () => {
    const entry = chunk('main.js', ['react.js', 'cn.js'], ['core.js', 'App.js']);
    const bundle = Object.fromEntries(
      [
        entry,
        chunk('react.js'),
        chunk('cn.js'),
        chunk('core.js'),
        chunk('App.js', ['react.js', 'query.js', 'core.js', 'api.js'], ['Home.js'], ['motion.css']),
        chunk('query.js', ['react.js']),
        chunk('api.js', ['core.js', 'query.js'], [], ['motion.css']),
        chunk('Home.js', ['api.js']),
      ].map((c) => [c.fileName, c]),
    ) as unknown as Rolldown.OutputBundle;

    const files = platformFiles(bundle, entry);
    expect(files).toEqual(['core.js', 'App.js', 'motion.css', 'query.js', 'api.js']);
    // Pages load on demand from the platform itself, when their address is opened.
    expect(files).not.toContain('Home.js');
    expect(new Set(files).size).toBe(files.length);
  });

  it('lists nothing for an entry that loads nothing on demand', () => {
    const entry = chunk('embed.js', ['react.js']);
    const bundle = { 'embed.js': entry, 'react.js': chunk('react.js') } as unknown as Rolldown.OutputBundle;
    expect(platformFiles(bundle, entry)).toEqual([]);
  });
});
