import type { ArtistDrop } from '@common/nft';
import type { TrackRow } from '../../db/schema';
import { isListed, type Moderated } from '../tracks';
import { dropStatusOf, type EditionHold, supplyOf } from './editionState';

export type DropRow = Pick<
  TrackRow,
  | 'id'
  | 'title'
  | 'coverArt'
  | 'status'
  | 'visibility'
  | 'nftPrice'
  | 'nftTotalSupply'
  | 'nftEditionName'
  | 'nftDroppedAt'
  | 'nftEndedAt'
> &
  Moderated;

/** One of the artist's drops, for "My drops": supply, the artist's revenue, and what can still change. */
export function presentArtistDrop(
  row: DropRow,
  holds: Pick<EditionHold, 'editionNumber' | 'status' | 'reservedUntil'>[],
  revenue: number,
  now: Date,
): ArtistDrop {
  const total = row.nftTotalSupply ?? 0;
  const supply = supplyOf(holds, total, now, row.nftEndedAt !== null);
  return {
    trackId: row.id,
    title: row.title,
    coverArt: row.coverArt,
    editionName: row.nftEditionName,
    price: row.nftPrice ?? 0,
    totalSupply: total,
    sold: supply.sold,
    held: supply.held,
    available: supply.available,
    revenue,
    status: dropStatusOf(row.nftEndedAt, supply.available),
    locked: holds.some((h) => h.status !== 'reserved') || supply.held > 0,
    listed: isListed(row),
    droppedAt: row.nftDroppedAt,
    endedAt: row.nftEndedAt,
  };
}
