import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publicName } from '@common/people';
import type { AppContext } from '../../context';
import { analyseTrackJob } from '../../features/tracks';
import { enqueueJob } from '../../jobs/queue';
import { mediaUrl } from '../../media/storage/storage';
import type { Db } from '../connection';
import type { NewTrack, UserRow } from '../schema';
import { json } from '../values';
import { renderDemoWav } from './audio';
import { DEMO_DJS, DEMO_FOLLOWS, DEMO_STREAMS, DEMO_TRACKS, type DemoTrack } from './catalogue';
import { coverSvg, streamSvg } from './covers';

type SeedContext = Pick<AppContext, 'database' | 'storage' | 'log'>;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** What the catalogue seed made. */
export interface SeededCatalogue {
  trackIds: number[];
  plays: number;
  likes: number;
}

/** Deterministic pseudo-random numbers, so every fresh install shows the same history. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await insert(rows.slice(i, i + 200));
}

/** Writes text to storage through a temporary file (storage consumes the file). */
async function putText(ctx: SeedContext, key: string, text: string, contentType: string): Promise<void> {
  const file = path.join(os.tmpdir(), `pn-seed-${randomUUID()}`);
  await fs.promises.writeFile(file, text);
  await ctx.storage.putFile(key, file, contentType);
}

/** Renders and stores one track's audio and cover; answers the keys and the audio's size. */
export async function storeMedia(ctx: SeedContext, demo: DemoTrack, artist: string) {
  const audioKey = `audio/${randomUUID()}.wav`;
  const coverKey = `covers/${randomUUID()}.svg`;
  const file = await renderDemoWav({
    bpm: demo.bpm,
    key: demo.key,
    seconds: demo.seconds,
    style: demo.style,
    seed: demo.title.length,
  });
  const { size } = await fs.promises.stat(file);
  await ctx.storage.putFile(audioKey, file, 'audio/wav');
  await putText(ctx, coverKey, coverSvg({ ...demo, artist }), 'image/svg+xml');
  return { audioKey, coverKey, size };
}

/** The columns every published demo track shares (the catalogue's tracks and the beats made for sale). */
export function demoTrackValues(
  ownerId: number,
  artist: string,
  demo: DemoTrack,
  media: { audioKey: string; coverKey: string; size: number },
  uploaded: string,
): NewTrack {
  return {
    userId: ownerId,
    title: demo.title,
    artist,
    audioUrl: mediaUrl(media.audioKey),
    fileUrl: mediaUrl(media.audioKey),
    fileSize: media.size,
    fileType: 'audio/wav',
    coverArt: mediaUrl(media.coverKey),
    description: demo.description,
    genre: demo.genre,
    bpm: demo.bpm,
    key: demo.key,
    producer: artist,
    isPublic: true,
    allowComments: true,
    price: 0,
    duration: demo.seconds,
    uploadDate: uploaded,
    status: 'published',
    visibility: 'public',
    releaseType: 'single',
    isOriginal: true,
    tags: json(demo.tags),
    storageKey: media.audioKey,
    coverKey: media.coverKey,
    analysisStatus: 'pending',
    publishedAt: uploaded,
    updatedAt: uploaded,
  };
}

/**
 * The demo catalogue: published tracks with real audio and covers, their plays over the last 14 days,
 * likes, follows, crate upvotes, DJ profiles and live streams. Every track is queued for analysis.
 */
export async function seedCatalogue(ctx: SeedContext, users: Map<string, UserRow>): Promise<SeededCatalogue> {
  const { db } = ctx.database;
  const user = (username: string) => {
    const found = users.get(username);
    if (!found) throw new Error(`Demo user ${username} is missing`);
    return found;
  };
  const now = Date.now();
  const rand = random(20_26);
  const everyone = [...users.values()];

  const tracks: { id: number; ownerId: number; uploaded: number; demo: DemoTrack }[] = [];
  for (const demo of DEMO_TRACKS) {
    const owner = user(demo.owner);
    const artist = publicName(owner);
    const media = await storeMedia(ctx, demo, artist);
    const uploaded = now - demo.daysAgo * DAY - Math.round(rand() * 6 * HOUR);
    const row = await db
      .insertInto('tracks')
      .values({
        ...demoTrackValues(owner.id, artist, demo, media, new Date(uploaded).toISOString()),
        isExplicit: demo.isExplicit ?? false,
        allowDownload: demo.allowDownload,
        featured: demo.featured ?? false,
        featuredArtist: demo.featuredArtist ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    tracks.push({ id: row.id, ownerId: owner.id, uploaded, demo });
  }

  // Plays: spread over the last 14 days (never before the upload), some by demo users, most anonymous.
  const plays: { trackId: number; userId: number | null; listenerKey: string; createdAt: string }[] = [];
  for (const track of tracks) {
    const since = Math.max(track.uploaded, now - 14 * DAY);
    for (let i = 0; i < track.demo.plays; i++) {
      const listener = rand() < 0.3 ? everyone[Math.floor(rand() * everyone.length)]! : null;
      // Recent days weigh more (square of a uniform number), like a release finding its audience.
      const at = now - (1 - Math.sqrt(rand())) * (now - since) - 60_000;
      plays.push({
        trackId: track.id,
        userId: listener?.id ?? null,
        listenerKey: listener ? String(listener.id) : `anon:${Math.floor(rand() * 0xffffffff).toString(16)}`,
        createdAt: new Date(Math.max(since, at)).toISOString(),
      });
    }
  }
  await insertInChunks(plays, (chunk) => db.insertInto('trackPlays').values(chunk).execute());

  // Likes: each demo user likes some of the others' tracks.
  const likes: { userId: number; trackId: number; createdAt: string }[] = [];
  for (const fan of everyone) {
    for (const track of tracks) {
      if (track.ownerId === fan.id || rand() > 0.45 + track.demo.plays / 400) continue;
      likes.push({
        userId: fan.id,
        trackId: track.id,
        createdAt: new Date(track.uploaded + rand() * (now - track.uploaded)).toISOString(),
      });
    }
  }
  await insertInChunks(likes, (chunk) => db.insertInto('trackLikes').values(chunk).execute());

  // Each like row already counted itself (the like counters' trigger, decision 0069).
  for (const track of tracks) {
    await db
      .updateTable('tracks')
      .set({ playCount: plays.filter((p) => p.trackId === track.id).length })
      .where('id', '=', track.id)
      .execute();
  }

  const follows = DEMO_FOLLOWS.map(([follower, followee], i) => ({
    followerId: user(follower).id,
    followeeId: user(followee).id,
    createdAt: new Date(now - (30 - i) * DAY).toISOString(),
  }));
  await db.insertInto('follows').values(follows).execute();

  // Crate upvotes in the Spin Room: DJs and producers dig for tracks.
  const upvotes: { userId: number; trackId: number; createdAt: string }[] = [];
  for (const fan of everyone) {
    for (const track of tracks) {
      if (track.ownerId === fan.id || rand() > 0.35) continue;
      upvotes.push({
        userId: fan.id,
        trackId: track.id,
        createdAt: new Date(now - rand() * 7 * DAY).toISOString(),
      });
    }
  }
  await insertInChunks(upvotes, (chunk) => db.insertInto('trackUpvotes').values(chunk).execute());

  await seedSpinRoom(ctx, db, user, follows, now);

  for (const track of tracks) await enqueueJob(db, analyseTrackJob, { trackId: track.id });
  return { trackIds: tracks.map((t) => t.id), plays: plays.length, likes: likes.length };
}

async function seedSpinRoom(
  ctx: SeedContext,
  db: Db,
  user: (username: string) => UserRow,
  follows: { followeeId: number }[],
  now: number,
): Promise<void> {
  for (const dj of DEMO_DJS) {
    const owner = user(dj.owner);
    await db
      .insertInto('djProfiles')
      .values({
        userId: owner.id,
        djName: publicName(owner),
        mixCount: dj.mixCount,
        followers: follows.filter((f) => f.followeeId === owner.id).length,
        badge: dj.badge,
        bookingRate: dj.bookingRate,
        socialLinks: json(dj.socialLinks),
      })
      .execute();
  }
  for (const stream of DEMO_STREAMS) {
    const host = user(stream.owner);
    const thumbnailKey = `covers/${randomUUID()}.svg`;
    await putText(ctx, thumbnailKey, streamSvg(stream.title, publicName(host)), 'image/svg+xml');
    await db
      .insertInto('liveStreams')
      .values({
        userId: host.id,
        title: stream.title,
        description: stream.description,
        thumbnailUrl: mediaUrl(thumbnailKey),
        startTime: new Date(now - stream.startedHoursAgo * HOUR).toISOString(),
        endTime:
          stream.endedHoursAgo === null ? null : new Date(now - stream.endedHoursAgo * HOUR).toISOString(),
        viewerCount: stream.viewerCount,
        isActive: stream.endedHoursAgo === null,
      })
      .execute();
  }
}
