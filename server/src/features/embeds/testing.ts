import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmbedPageData } from '@common/embeds';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** The data block an embed page carries, failing the test when it has none. */
export function pageData(html: string): EmbedPageData {
  const json = /<script id="embed-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  expect(json, 'the page has its data block').toBeDefined();
  return JSON.parse(json!) as EmbedPageData;
}

/** Stores a file in the app's storage under `key`. */
export async function store(
  app: FastifyInstance,
  key: string,
  bytes: Buffer | string,
  type: string,
): Promise<void> {
  const file = path.join(os.tmpdir(), `pn-embed-${process.pid}-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, bytes);
  await app.ctx.storage.putFile(key, file, type);
}
