import type { ArtistDrop, ArtistDropList } from '@common/nft';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { loadHolds } from '../editionState';
import { presentArtistDrop } from '../presenter';
import { listedTrack, ownerHeldColumn } from '../../../db/listing';

const DROP_COLUMNS = [
  'id',
  'title',
  'coverArt',
  'status',
  'visibility',
  'nftPrice',
  'nftTotalSupply',
  'nftEditionName',
  'nftDroppedAt',
  'nftEndedAt',
  'removedAt',
] as const;

/** The artist's share of the succeeded sales of some drops, in cents, by track. */
async function revenueByDrop(db: Kysely<Database>, artistId: number, trackIds: number[]) {
  if (trackIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('transactions')
    .select((eb) => ['contentId', eb.fn.sum<number | string>('creatorAmount').as('revenue')])
    .where('paymentType', '=', 'nft_purchase')
    .where('status', '=', 'succeeded')
    .where('payeeId', '=', artistId)
    .where('contentId', 'in', trackIds)
    .groupBy('contentId')
    .execute();
  return new Map(rows.map((r) => [Number(r.contentId), Number(r.revenue ?? 0)]));
}

/**
 * "My drops": every drop of the artist's tracks (open first, newest first) with sold/total and revenue, and
 * the tracks that can still be dropped (published, public, never dropped).
 */
export async function listArtistDrops(
  db: Kysely<Database>,
  artistId: number,
  now = new Date(),
): Promise<ArtistDropList> {
  const rows = await db
    .selectFrom('tracks')
    .select([...DROP_COLUMNS])
    .select(ownerHeldColumn())
    .where('userId', '=', artistId)
    .where('isNft', '=', true)
    .where('nftTotalSupply', '>', 0)
    .orderBy('id', 'desc')
    .execute();
  const ids = rows.map((r) => r.id);
  const [holds, revenue] = await Promise.all([loadHolds(db, ids), revenueByDrop(db, artistId, ids)]);
  const drops = rows.map((row) =>
    presentArtistDrop(
      row,
      holds.filter((h) => h.trackId === row.id),
      revenue.get(row.id) ?? 0,
      now,
    ),
  );
  const rank = (d: ArtistDrop) => (d.status === 'ended' ? 1 : 0);
  drops.sort(
    (a, b) =>
      rank(a) - rank(b) ||
      new Date(b.droppedAt ?? 0).getTime() - new Date(a.droppedAt ?? 0).getTime() ||
      b.trackId - a.trackId,
  );
  const candidates = await db
    .selectFrom('tracks')
    .select(['id', 'title', 'coverArt'])
    .where('userId', '=', artistId)
    .where('isNft', '=', false)
    .where(listedTrack())
    .orderBy('uploadDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    drops,
    candidates: candidates.map((c) => ({ trackId: c.id, title: c.title, coverArt: c.coverArt })),
  };
}

/** One of the artist's drops, as "My drops" shows it. */
export async function readArtistDrop(
  db: Kysely<Database>,
  artistId: number,
  trackId: number,
  now = new Date(),
): Promise<ArtistDrop> {
  const row = await db
    .selectFrom('tracks')
    .select([...DROP_COLUMNS])
    .select(ownerHeldColumn())
    .where('id', '=', trackId)
    .executeTakeFirstOrThrow();
  const [holds, revenue] = await Promise.all([
    loadHolds(db, [trackId]),
    revenueByDrop(db, artistId, [trackId]),
  ]);
  return presentArtistDrop(row, holds, revenue.get(trackId) ?? 0, now);
}
