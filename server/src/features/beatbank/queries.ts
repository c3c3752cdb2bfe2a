import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, TrackRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { BEAT_MESSAGES } from '@common/beatbank';
import { listedTrack } from '../../db/listing';

/** A database or an open transaction. */
export type Queryable = Db | Transaction<Database> | Kysely<Database>;

/** The track columns a beat card needs (never the waveform: listings stay light). */
const CARD_COLUMNS = [
  'tracks.id',
  'tracks.userId',
  'tracks.title',
  'tracks.artist',
  'tracks.producer',
  'tracks.coverArt',
  'tracks.price',
  'tracks.bpm',
  'tracks.key',
  'tracks.measuredBpm',
  'tracks.measuredKey',
  'tracks.genre',
  'tracks.tags',
  'tracks.featured',
  'tracks.isExclusive',
  'tracks.exclusiveSoldAt',
  'tracks.publishedAt',
  'tracks.uploadDate',
  'tracks.audioUrl',
  'tracks.previewKey',
  'tracks.playCount',
] as const;

type CardColumn = (typeof CARD_COLUMNS)[number] extends `tracks.${infer C}` ? C : never;

interface ProducerFields {
  producerUsername: string | null;
  producerDisplayName: string | null;
}

/** A beat as listings and carts read it, with its producer's account fields. */
export type BeatCardRow = Pick<TrackRow, CardColumn> & ProducerFields;

/** A beat's whole track row with its producer's account fields. */
export type BeatRow = TrackRow & ProducerFields;

function fromBeats(db: Queryable) {
  return db
    .selectFrom('tracks')
    .leftJoin('users', 'users.id', 'tracks.userId')
    .select(['users.username as producerUsername', 'users.displayName as producerDisplayName'])
    .where('tracks.price', '>', 0)
    .where(listedTrack());
}

/** Tracks that are beats: priced, published and public (sold ones included), card columns only. */
export function selectBeatCards(db: Queryable) {
  return fromBeats(db).select(CARD_COLUMNS);
}

/** Tracks that are beats, every column (the detail and the checkout). */
export function selectBeats(db: Queryable) {
  return fromBeats(db).selectAll('tracks');
}

/** A route's numeric id; anything else is a beat that does not exist. */
export function parseBeatId(value: string): number {
  return parseId(value, BEAT_MESSAGES.notFound);
}

/** Counts and prices as numbers on both dialects, and a beat without tags as an empty list. */
export function normaliseBeatRow<T extends BeatCardRow>(row: T): T {
  return { ...row, tags: row.tags ?? [], price: Number(row.price), playCount: Number(row.playCount) };
}

/** One beat by id (sold or not), or a 404. */
export async function findBeat(db: Queryable, id: number): Promise<BeatRow> {
  const row = await selectBeats(db).where('tracks.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(BEAT_MESSAGES.notFound);
  return normaliseBeatRow(row as BeatRow);
}
