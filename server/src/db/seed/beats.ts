import { publicName } from '@common/people';
import type { AppContext } from '../../context';
import { analyseTrackJob, makeTrackPreview } from '../../features/tracks';
import { enqueueJob } from '../../jobs/queue';
import type { UserRow } from '../schema';
import type { DemoTrack } from './catalogue';
import { demoTrackValues, random, storeMedia } from './content';

type SeedContext = Pick<AppContext, 'database' | 'storage' | 'log'>;

const DAY = 24 * 60 * 60 * 1000;

/** How a demo track is sold in the Beat Bank: price in cents, exclusive licence offered, featured. */
export interface DemoBeatListing {
  title: string;
  price: number;
  exclusive?: boolean;
  featured?: boolean;
}

/** Catalogue tracks that producers also sell as beats. */
export const DEMO_BEAT_LISTINGS: DemoBeatListing[] = [
  { title: '808 Cathedral', price: 4999, exclusive: true, featured: true },
  { title: 'Bayou Gold', price: 2999 },
  { title: 'Warehouse 312', price: 3999 },
  { title: 'Kings County', price: 5999, exclusive: true },
  { title: 'Rain on Hawthorne', price: 3499 },
  { title: 'Amapiano Skies', price: 4499 },
];

/** Beats made only for the Beat Bank (synthesised like the catalogue), with their listing. */
export const DEMO_BEATS: (DemoTrack & { listing: Omit<DemoBeatListing, 'title'> })[] = [
  {
    owner: 'beatsmith',
    title: 'Southside Halo',
    genre: 'trap',
    bpm: 146,
    key: 'A Minor',
    style: 'trap',
    seconds: 30,
    description:
      'Bell melody over sliding 808s. The preview is the opening; the full file comes with the license.',
    tags: ['trap', 'dark', 'bells'],
    allowDownload: false,
    daysAgo: 2,
    plays: 64,
    listing: { price: 7999, exclusive: true, featured: true },
  },
  {
    owner: 'lofi.ollie',
    title: 'Paper Lanterns',
    genre: 'hip-hop',
    bpm: 84,
    key: 'A Minor',
    style: 'lofi',
    seconds: 32,
    description: 'Dusty keys and vinyl crackle for late study sessions.',
    tags: ['lo-fi', 'chill', 'jazzy'],
    allowDownload: false,
    daysAgo: 45,
    plays: 22,
    listing: { price: 2999 },
  },
  {
    owner: 'kofi.rhythm',
    title: 'Talking Drum Bounce',
    genre: 'afrobeats',
    bpm: 104,
    key: 'D Minor',
    style: 'afro',
    seconds: 32,
    description: 'Live talking drum, shekere and a bass that walks. Made for a lead vocal.',
    tags: ['afrobeats', 'percussion', 'bounce'],
    allowDownload: false,
    daysAgo: 5,
    plays: 51,
    listing: { price: 14999, exclusive: true, featured: true },
  },
];

/** Previews made at the same time while seeding (each in its own worker thread). */
const PREVIEW_CONCURRENCY = 2;

/**
 * The Beat Bank's demo stock: prices some catalogue tracks as beats and adds three beats made for sale
 * (real synthesised audio and covers, plays in the last 14 days, queued for analysis). A priced beat is
 * not a free download: its files come with a licence, and everyone else hears its preview, made here so
 * that the Beat Bank plays from the first start.
 */
export async function seedBeats(
  ctx: SeedContext,
  users: Map<string, UserRow>,
  trackIds: number[],
): Promise<void> {
  const { db } = ctx.database;
  if (trackIds.length > 0) {
    for (const listing of DEMO_BEAT_LISTINGS) {
      await db
        .updateTable('tracks')
        .set({
          price: listing.price,
          isExclusive: listing.exclusive ?? false,
          allowDownload: false,
          ...(listing.featured ? { featured: true } : {}),
        })
        .where('title', '=', listing.title)
        .where('id', 'in', trackIds)
        .execute();
    }
  }

  const now = Date.now();
  const rand = random(5_0_5);
  for (const demo of DEMO_BEATS) {
    const owner = users.get(demo.owner);
    if (!owner) throw new Error(`Demo user ${demo.owner} is missing`);
    const artist = publicName(owner);
    const media = await storeMedia(ctx, demo, artist);
    const uploaded = new Date(now - demo.daysAgo * DAY).toISOString();
    const row = await db
      .insertInto('tracks')
      .values({
        ...demoTrackValues(owner.id, artist, demo, media, uploaded),
        allowDownload: false,
        price: demo.listing.price,
        isExclusive: demo.listing.exclusive ?? false,
        featured: demo.listing.featured ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const since = Math.max(now - demo.daysAgo * DAY, now - 14 * DAY);
    const plays = Array.from({ length: demo.plays }, () => ({
      trackId: row.id,
      userId: null,
      listenerKey: `anon:${Math.floor(rand() * 0xffffffff).toString(16)}`,
      createdAt: new Date(since + rand() * (now - since - 60_000)).toISOString(),
    }));
    await db.insertInto('trackPlays').values(plays).execute();
    await db.updateTable('tracks').set({ playCount: plays.length }).where('id', '=', row.id).execute();
    await enqueueJob(db, analyseTrackJob, { trackId: row.id });
  }

  const priced = await db.selectFrom('tracks').select('id').where('price', '>', 0).orderBy('id').execute();
  const queue = priced.map((track) => track.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      // A preview that fails here is queued again by the previews sweep (and the job logs its failures).
      await makeTrackPreview(ctx, id).catch(() => null);
    }
  };
  await Promise.all(Array.from({ length: PREVIEW_CONCURRENCY }, worker));
}
