import fs from 'node:fs';
import path from 'node:path';

/** The built embed page (Vite's second entry, client/embed.html), whose asset tags every embed page carries. */
export const EMBED_ENTRY = 'embed.html';

const cache = new Map<string, string>();

/**
 * The `<script>` and stylesheet tags of the built embed bundle (hashed, cached for a year by the static files'
 * rule), read once per client directory; empty when the client is not built (the page is still served, without
 * behaviour).
 */
export function embedAssetTags(clientDir: string): string {
  const known = cache.get(clientDir);
  if (known !== undefined) return known;
  let tags = '';
  try {
    const html = fs.readFileSync(path.join(clientDir, EMBED_ENTRY), 'utf8');
    const found = html.match(
      /<script\b[^>]*\bsrc="[^"]+"[^>]*><\/script>|<link\b[^>]*\brel="(?:stylesheet|modulepreload)"[^>]*>/g,
    );
    tags = (found ?? []).join('');
  } catch {
    tags = '';
  }
  cache.set(clientDir, tags);
  return tags;
}
