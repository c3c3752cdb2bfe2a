import type { Db } from '../../db/connection';
import type { HitFeatures } from '../../media/audio/types';
import type { CatalogueTrack, HitSubject } from './subject';

/** Hit features of an ordinary, steady track, with any field replaced. */
export function hitFeatures(changes: Partial<HitFeatures> = {}): HitFeatures {
  return {
    version: 1,
    timeToFullLevel: 2,
    truePeak: -1.5,
    loudnessRange: 4,
    onsetRate: 4,
    spectralCentroid: 1500,
    spectralSpread: 1200,
    spectralRolloff: 3000,
    spectralFlatness: 0.02,
    chroma: [0.2, 0, 0.1, 0, 0.15, 0.1, 0, 0.2, 0, 0.15, 0, 0.1],
    melody: { voicedShare: 0.6, runsPerMinute: 0, blueNoteIndex: 0, medianPitchHz: 220 },
    ...changes,
  };
}

/** A subject with the given measures (a 3-minute, 100 BPM hip-hop track in C major at -9 LUFS by default). */
export function subject(changes: Partial<HitSubject> = {}, hit: Partial<HitFeatures> = {}): HitSubject {
  return {
    trackId: null,
    userId: null,
    genre: 'hip-hop',
    duration: 180,
    bpm: 100,
    key: 'C Major',
    loudness: -9,
    energy: 0.7,
    danceability: 0.7,
    hit: hitFeatures(hit),
    ...changes,
  };
}

let sequence = 1000;

/** A catalogue track around a subject. */
export function catalogueTrack(
  changes: Partial<CatalogueTrack> = {},
  hit: Partial<HitFeatures> = {},
): CatalogueTrack {
  sequence += 1;
  return {
    ...subject({}, hit),
    trackId: sequence,
    userId: 1,
    title: `Track ${sequence}`,
    artist: 'Artist',
    tags: [],
    plays: 0,
    publishedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  };
}

/** Writes a published, analysed catalogue track with stored hit features straight to the database. */
export async function insertMeasuredTrack(
  db: Db,
  userId: number,
  changes: Partial<HitSubject> & {
    title?: string;
    publishedAt?: string;
    plays?: number;
    storageKey?: string;
  } = {},
  hit: Partial<HitFeatures> = {},
): Promise<number> {
  const s = subject(changes, hit);
  const publishedAt = changes.publishedAt ?? '2026-01-01T00:00:00.000Z';
  const row = await db
    .insertInto('tracks')
    .values({
      userId,
      title: changes.title ?? `Measured ${(sequence += 1)}`,
      artist: `Artist ${userId}`,
      audioUrl: changes.storageKey ? `/media/${changes.storageKey}` : '/media/audio/none.mp3',
      storageKey: changes.storageKey ?? null,
      genre: s.genre,
      duration: s.duration,
      bpm: s.bpm,
      key: s.key,
      loudness: s.loudness,
      energy: s.energy,
      danceability: s.danceability,
      playCount: changes.plays ?? 0,
      status: 'published',
      visibility: 'public',
      isPublic: true,
      analysisStatus: 'done',
      publishedAt,
      uploadDate: publishedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('trackHitFeatures')
    .values({ trackId: row.id, version: s.hit.version, features: JSON.stringify(s.hit) })
    .execute();
  return row.id;
}
