import fsp from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { LocalStorage } from '../storage/local';
import { LOCAL_COPY_PREFIX } from '../storage/s3';
import { mediaKeyOf, mediaUrl } from '../storage/storage';
import { UPLOAD_TEMP_PREFIX, uploadTempDir } from './tempFiles';

/**
 * Stored media that rows point at; anything else under these prefixes is left over from an interrupted upload
 * (or, for previews, an interrupted preview job or a deleted track).
 */
const UPLOAD_PREFIXES = ['audio/', 'videos/', 'thumbnails/', 'previews/'];

/** An upload moves its file into storage just before writing its row: younger objects may still get one. */
export const ORPHAN_MIN_AGE_MS = 10 * 60 * 1000;

export interface CleanupOptions {
  /** Only files and objects at least this old are removed (default ten minutes). */
  olderThanMs?: number;
  now?: Date;
}

export interface CleanupResult {
  tempFiles: number;
  objects: number;
}

/** Removes what an interrupted upload left behind (temporary files, stored objects with no row). */
export async function cleanOrphanUploads(
  ctx: AppContext,
  options: CleanupOptions = {},
): Promise<CleanupResult> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThanMs ?? ORPHAN_MIN_AGE_MS);
  const tempFiles = await removeTempFiles(uploadTempDir(ctx.config.dataDir), cutoff);
  if (ctx.storage instanceof LocalStorage) await ctx.storage.removePartials(cutoff);

  const referenced = await referencedKeys(ctx);
  let objects = 0;
  for (const prefix of UPLOAD_PREFIXES) {
    for await (const key of ctx.storage.list(prefix)) {
      if (referenced.has(key)) continue;
      const stat = await ctx.storage.stat(key);
      if (!stat || stat.lastModified.getTime() > cutoff) continue;
      // Checked again just before deleting: a row may have been written since the list was read.
      if (await isReferenced(ctx, key)) continue;
      await ctx.storage.delete(key);
      objects += 1;
    }
  }
  if (tempFiles || objects) ctx.log.info({ tempFiles, objects }, 'removed files left by interrupted uploads');
  return { tempFiles, objects };
}

async function removeTempFiles(dir: string, cutoff: number): Promise<number> {
  let names: string[];
  try {
    names = await fsp.readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(UPLOAD_TEMP_PREFIX) && !name.startsWith(LOCAL_COPY_PREFIX)) continue;
    const file = path.join(dir, name);
    try {
      const stat = await fsp.stat(file);
      if (stat.mtimeMs > cutoff) continue;
      await fsp.rm(file, { force: true });
      removed += 1;
    } catch {
      // Gone already.
    }
  }
  return removed;
}

async function referencedKeys(ctx: AppContext): Promise<Set<string>> {
  const { db } = ctx.database;
  const keys = new Set<string>();
  const tracks = await db
    .selectFrom('tracks')
    .select(['storageKey', 'previewKey', 'audioUrl', 'fileUrl'])
    .execute();
  for (const t of tracks)
    for (const k of [t.storageKey, t.previewKey, mediaKeyOf(t.audioUrl), mediaKeyOf(t.fileUrl)])
      if (k) keys.add(k);
  const videos = await db
    .selectFrom('videos')
    .select(['storageKey', 'thumbnailKey', 'videoUrl', 'thumbnailUrl'])
    .execute();
  for (const v of videos) {
    for (const k of [v.storageKey, v.thumbnailKey, mediaKeyOf(v.videoUrl), mediaKeyOf(v.thumbnailUrl)])
      if (k) keys.add(k);
  }
  return keys;
}

async function isReferenced(ctx: AppContext, key: string): Promise<boolean> {
  const { db } = ctx.database;
  const url = mediaUrl(key);
  const track = await db
    .selectFrom('tracks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('storageKey', '=', key),
        eb('previewKey', '=', key),
        eb('audioUrl', '=', url),
        eb('fileUrl', '=', url),
      ]),
    )
    .executeTakeFirst();
  if (track) return true;
  const video = await db
    .selectFrom('videos')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('storageKey', '=', key),
        eb('thumbnailKey', '=', key),
        eb('videoUrl', '=', url),
        eb('thumbnailUrl', '=', url),
      ]),
    )
    .executeTakeFirst();
  return Boolean(video);
}
