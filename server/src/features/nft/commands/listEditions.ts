import { UNKNOWN_ARTIST } from '@common/tracks';
import { type EditionDrop, editionLabel, type EditionList, type OwnedEditionList } from '@common/nft';
import { MARKETPLACE_FEE_RATE } from '@common/payments';
import type { Db } from '../../../db/connection';
import { presentTrack, selectTracks } from '../../tracks';
import { dropStatusOf, loadHolds, supplyOf } from '../editionState';
import { listedTrack } from '../../../db/listing';

const ARTIST_SHARE_PERCENT = Math.round((1 - MARKETPLACE_FEE_RATE) * 100);

/**
 * Every listed limited-edition drop with its supply figures: drops on sale and sold out first, newest drop
 * first, then ended drops that sold editions (an ended drop that sold none is no longer shown).
 */
export async function listEditions(db: Db, viewerId: number | null, now = new Date()): Promise<EditionList> {
  const tracks = await selectTracks(db)
    .where('tracks.isNft', '=', true)
    .where(listedTrack())
    .where('tracks.nftTotalSupply', '>', 0)
    .where('tracks.nftPrice', '>', 0)
    .orderBy('tracks.uploadDate', 'desc')
    .orderBy('tracks.id', 'desc')
    .execute();
  const holds = await loadHolds(
    db,
    tracks.map((t) => t.id),
  );
  const editions = tracks.map((row) => {
    const total = row.nftTotalSupply ?? 0;
    const mine = holds.filter((h) => h.trackId === row.id);
    const supply = supplyOf(mine, total, now, row.nftEndedAt !== null);
    return {
      openedAt: row.nftDroppedAt ?? row.uploadDate,
      edition: {
        trackId: row.id,
        title: row.title,
        artist: row.artist ?? row.artistUsername ?? UNKNOWN_ARTIST,
        artistId: row.userId,
        coverArt: row.coverArt,
        description: row.description,
        genre: row.genre,
        price: row.nftPrice ?? 0,
        totalSupply: total,
        sold: supply.sold,
        available: supply.available,
        nextEdition: supply.nextEdition,
        artistSharePercent: ARTIST_SHARE_PERCENT,
        editionName: row.nftEditionName,
        status: dropStatusOf(row.nftEndedAt, supply.available),
        endedAt: row.nftEndedAt,
        ownedByMe:
          viewerId === null ? 0 : mine.filter((h) => h.status === 'sold' && h.ownerId === viewerId).length,
        track: presentTrack(row, { artistUsername: row.artistUsername }),
      } satisfies EditionDrop,
    };
  });
  const shown = editions.filter((e) => e.edition.status !== 'ended' || e.edition.sold > 0);
  // Stable: equal keys keep the query's order.
  shown.sort((a, b) => {
    const endedA = a.edition.status === 'ended' ? 1 : 0;
    const endedB = b.edition.status === 'ended' ? 1 : 0;
    if (endedA !== endedB) return endedA - endedB;
    return new Date(b.openedAt).getTime() - new Date(a.openedAt).getTime();
  });
  return { editions: shown.map((e) => e.edition) };
}

/** The editions a user owns (paid), newest first, with their numbers. */
export async function listOwnedEditions(db: Db, userId: number): Promise<OwnedEditionList> {
  const rows = await db
    .selectFrom('nftEditions as e')
    .innerJoin('tracks as t', 't.id', 'e.trackId')
    .leftJoin('users as u', 'u.id', 't.userId')
    .leftJoin('transactions as x', 'x.id', 'e.transactionId')
    .select([
      'e.id',
      'e.trackId',
      'e.editionNumber',
      'e.createdAt',
      't.title',
      't.artist',
      't.coverArt',
      't.nftTotalSupply',
      't.nftPrice',
      'u.username as artistUsername',
      'x.amount',
    ])
    .where('e.ownerId', '=', userId)
    .where('e.status', '=', 'sold')
    .orderBy('e.createdAt', 'desc')
    .orderBy('e.id', 'desc')
    .execute();
  return {
    editions: rows.map((r) => {
      const total = Number(r.nftTotalSupply ?? 0);
      const number = Number(r.editionNumber);
      return {
        id: Number(r.id),
        trackId: Number(r.trackId),
        title: r.title,
        artist: r.artist ?? r.artistUsername ?? UNKNOWN_ARTIST,
        coverArt: r.coverArt,
        editionNumber: number,
        totalSupply: total,
        label: editionLabel(number, total),
        price: Number(r.amount ?? r.nftPrice ?? 0),
        purchasedAt: r.createdAt,
      };
    }),
  };
}
