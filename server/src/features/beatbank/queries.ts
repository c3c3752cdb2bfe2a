import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, TrackRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { parseId } from '../../lib/ids';
import { BEAT_MESSAGES } from '@common/beatbank';

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
    .where('tracks.status', '=', 'published')
    .where('tracks.visibility', '=', 'public');
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

/** Booleans and lists read through a join come back raw on SQLite: this gives both dialects the same row. */
export function normaliseBeatRow<T extends BeatCardRow & { waveform?: TrackRow['waveform'] }>(row: T): T {
  const tags = row.tags as unknown;
  const normalised: T = {
    ...row,
    featured: Boolean(row.featured),
    isExclusive: Boolean(row.isExclusive),
    tags: typeof tags === 'string' ? (JSON.parse(tags) as string[]) : ((tags as string[] | null) ?? []),
    price: Number(row.price),
    playCount: Number(row.playCount),
  };
  const waveform = row.waveform as unknown;
  if (typeof waveform === 'string') normalised.waveform = JSON.parse(waveform) as number[] | null;
  return normalised;
}

/** One beat by id (sold or not), or a 404. */
export async function findBeat(db: Queryable, id: number): Promise<BeatRow> {
  const row = await selectBeats(db).where('tracks.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(BEAT_MESSAGES.notFound);
  return normaliseBeatRow(row as BeatRow);
}
