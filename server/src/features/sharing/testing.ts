import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A client directory holding the app's index.html, so the server writes page heads into it (tests). */
export function clientDirWithIndex(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pn-test-client-'));
  const index = fileURLToPath(new URL('../../../../client/index.html', import.meta.url));
  fs.copyFileSync(index, path.join(dir, 'index.html'));
  return dir;
}

/** The content of a page's `<meta property|name="key">`, unescaped; undefined when there is none. */
export function metaOf(html: string, key: string): string | undefined {
  const pattern = new RegExp(
    `<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`,
  );
  const found = pattern.exec(html)?.[1];
  return found === undefined ? undefined : unescape(found);
}

/** The document title of a page, unescaped. */
export function titleOf(html: string): string | undefined {
  const found = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return found === undefined ? undefined : unescape(found);
}

/** The href of a page's `<link rel="...">`. */
export function linkOf(html: string, rel: string): string | undefined {
  const found = new RegExp(`<link rel="${rel}"(?: type="[^"]*")? href="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : unescape(found);
}

function unescape(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}
