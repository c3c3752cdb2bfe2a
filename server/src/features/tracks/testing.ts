import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { Db, DbHandle } from '../../db/connection';
import type { NewTrack, TrackRow } from '../../db/schema';
import { json } from '../../db/values';
import type { Storage, StoredObject } from '../../media/storage/storage';
import { testConfig } from '../../test/app';
import { invalidateTrackLists } from './listCache';

let sequence = 0;

export type TrackFactoryInput = Partial<Omit<NewTrack, 'tags' | 'waveform'>> & {
  tags?: string[];
  waveform?: number[] | null;
};

/**
 * Inserts a track row directly (published and public unless told otherwise) and returns it as read back.
 * Clears the listing cache of that database, as every real write does.
 */
export async function createTrack(db: Db, input: TrackFactoryInput = {}): Promise<TrackRow> {
  sequence += 1;
  const { tags, waveform, ...rest } = input;
  const now = new Date().toISOString();
  const visibility = rest.visibility ?? 'public';
  const row = await db
    .insertInto('tracks')
    .values({
      title: `Track ${sequence}`,
      artist: 'Test Artist',
      audioUrl: `/media/audio/test-${sequence}.mp3`,
      genre: 'hip-hop',
      status: 'published',
      publishedAt: rest.status === 'draft' ? null : now,
      uploadDate: now,
      ...rest,
      visibility,
      isPublic: visibility === 'public',
      tags: json(tags ?? []),
      waveform: waveform === undefined ? null : json(waveform),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  invalidateTrackLists(db);
  return row;
}

/** Storage held in memory, for tests that check what was stored, read or deleted. */
export class MemoryStorage implements Storage {
  readonly objects = new Map<string, { bytes: Buffer; contentType: string }>();
  readonly deleted: string[] = [];

  put(key: string, bytes: Buffer | string, contentType = 'audio/mpeg'): void {
    this.objects.set(key, { bytes: Buffer.from(bytes), contentType });
  }

  async putFile(): Promise<void> {
    throw new Error('not used by these tests');
  }

  async ping(): Promise<boolean> {
    return true;
  }

  async stat(key: string): Promise<StoredObject | null> {
    const object = this.objects.get(key);
    if (!object) return null;
    return {
      size: object.bytes.length,
      contentType: object.contentType,
      lastModified: new Date(0),
      etag: '"x"',
    };
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const object = this.objects.get(key);
    if (!object) throw new Error(`no object ${key}`);
    return Readable.from([range ? object.bytes.subarray(range.start, range.end + 1) : object.bytes]);
  }

  async delete(key: string): Promise<void> {
    this.deleted.push(key);
    this.objects.delete(key);
  }

  async *list(prefix: string): AsyncIterable<string> {
    for (const key of this.objects.keys()) if (key.startsWith(prefix)) yield key;
  }

  async localCopy(): Promise<{ path: string; release(): Promise<void> }> {
    throw new Error('not used by these tests');
  }
}

/** The whole app on a test database with storage in memory (close it when done). */
export function buildCatalogueApp(
  database: DbHandle,
  storage: Storage = new MemoryStorage(),
): Promise<FastifyInstance> {
  return buildApp({ config: testConfig(), database, storage });
}
