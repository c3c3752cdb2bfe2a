import { type DropStatus, editionLabel } from '@common/nft';
import type { Kysely } from 'kysely';
import { ownerHeldColumn } from '../../db/listing';
import type { Dialect } from '../../db/connection';
import type { Database } from '../../db/schema';

/** The edition rows of drops that count against their supply: sold, or reserved and not yet expired. */
export interface EditionHold {
  trackId: number;
  editionNumber: number;
  status: string;
  reservedUntil: string | null;
  ownerId: number;
}

/**
 * Whether an edition row still holds its number at `now`: a reservation until it expires; any other row
 * (sold, or whatever became of a sold edition later) for good, so that a number is never given twice.
 */
export function holdsNumber(edition: Pick<EditionHold, 'status' | 'reservedUntil'>, now: Date): boolean {
  if (edition.status !== 'reserved') return true;
  return edition.reservedUntil !== null && new Date(edition.reservedUntil).getTime() > now.getTime();
}

/** The smallest edition number from 1 to total that no live edition holds, or null when none is left. */
export function nextFreeNumber(taken: Iterable<number>, totalSupply: number): number | null {
  const used = new Set(taken);
  for (let n = 1; n <= totalSupply; n += 1) if (!used.has(n)) return n;
  return null;
}

/**
 * Supply figures of one drop from its live edition rows. An ended drop has nothing available and no next
 * edition; its sold editions stay counted.
 */
export function supplyOf(
  holds: Pick<EditionHold, 'editionNumber' | 'status' | 'reservedUntil'>[],
  totalSupply: number,
  now: Date,
  ended = false,
) {
  const live = holds.filter((h) => holdsNumber(h, now));
  const sold = live.filter((h) => h.status === 'sold').length;
  const held = live.filter((h) => h.status === 'reserved').length;
  const next = ended
    ? null
    : nextFreeNumber(
        live.map((h) => h.editionNumber),
        totalSupply,
      );
  return {
    sold,
    held,
    available: ended ? 0 : Math.max(0, totalSupply - live.length),
    nextEdition: next === null ? null : editionLabel(next, totalSupply),
  };
}

/** Whether a drop is on sale, sold out (every number sold or held) or ended early by its artist. */
export function dropStatusOf(endedAt: string | null, available: number): DropStatus {
  if (endedAt !== null) return 'ended';
  return available === 0 ? 'sold_out' : 'open';
}

/** The edition rows of some drops, in one query. */
export async function loadHolds(db: Kysely<Database>, trackIds: number[]): Promise<EditionHold[]> {
  if (trackIds.length === 0) return [];
  const rows = await db
    .selectFrom('nftEditions')
    .select(['trackId', 'editionNumber', 'status', 'reservedUntil', 'ownerId'])
    .where('trackId', 'in', trackIds)
    .execute();
  return rows.map((h) => ({
    ...h,
    trackId: Number(h.trackId),
    editionNumber: Number(h.editionNumber),
    ownerId: Number(h.ownerId),
  }));
}

/**
 * Holds the drop's track row until the transaction ends, so that buyers of one drop take their numbers one
 * after another. PostgreSQL locks the row; SQLite runs one write transaction at a time already.
 */
export async function lockDrop(trx: Kysely<Database>, dialect: Dialect, trackId: number) {
  let query = trx
    .selectFrom('tracks')
    .select([
      'id',
      'userId',
      'title',
      'status',
      'visibility',
      'isNft',
      'nftPrice',
      'nftTotalSupply',
      'nftEndedAt',
      'removedAt',
    ])
    .select(ownerHeldColumn())
    .where('id', '=', trackId);
  if (dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Removes reservations of a drop whose time ran out, so their numbers go to the next buyers. */
export async function freeExpiredReservations(trx: Kysely<Database>, trackId: number, now: Date) {
  await trx
    .deleteFrom('nftEditions')
    .where('trackId', '=', trackId)
    .where('status', '=', 'reserved')
    .where('reservedUntil', '<=', now.toISOString())
    .execute();
}

/** Writes the drop's available count and next edition label back to the track (the spec's nft fields). */
export async function recordSupply(trx: Kysely<Database>, trackId: number, totalSupply: number, now: Date) {
  const holds = await loadHolds(trx, [trackId]);
  const track = await trx
    .selectFrom('tracks')
    .select('nftEndedAt')
    .where('id', '=', trackId)
    .executeTakeFirst();
  const supply = supplyOf(holds, totalSupply, now, Boolean(track?.nftEndedAt));
  await trx
    .updateTable('tracks')
    .set({ nftAvailableSupply: supply.available, nftEdition: supply.nextEdition })
    .where('id', '=', trackId)
    .execute();
  return supply;
}
