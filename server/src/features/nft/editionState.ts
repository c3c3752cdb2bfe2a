import { editionLabel } from '@common/nft';
import type { Kysely } from 'kysely';
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

/** Whether an edition row still holds its number at `now` (sold, or reserved until later). */
export function holdsNumber(edition: Pick<EditionHold, 'status' | 'reservedUntil'>, now: Date): boolean {
  if (edition.status === 'sold') return true;
  return edition.reservedUntil !== null && new Date(edition.reservedUntil).getTime() > now.getTime();
}

/** The smallest edition number from 1 to total that no live edition holds, or null when none is left. */
export function nextFreeNumber(taken: Iterable<number>, totalSupply: number): number | null {
  const used = new Set(taken);
  for (let n = 1; n <= totalSupply; n += 1) if (!used.has(n)) return n;
  return null;
}

/** Supply figures of one drop from its live edition rows. */
export function supplyOf(holds: EditionHold[], totalSupply: number, now: Date) {
  const live = holds.filter((h) => holdsNumber(h, now));
  const sold = live.filter((h) => h.status === 'sold').length;
  const next = nextFreeNumber(
    live.map((h) => h.editionNumber),
    totalSupply,
  );
  return {
    sold,
    available: Math.max(0, totalSupply - live.length),
    nextEdition: next === null ? null : editionLabel(next, totalSupply),
  };
}

/**
 * Holds the drop's track row until the transaction ends, so that buyers of one drop take their numbers one
 * after another. PostgreSQL locks the row; SQLite runs one write transaction at a time already.
 */
export async function lockDrop(trx: Kysely<Database>, dialect: Dialect, trackId: number) {
  let query = trx
    .selectFrom('tracks')
    .select(['id', 'userId', 'title', 'isNft', 'nftPrice', 'nftTotalSupply'])
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
  const holds = await trx
    .selectFrom('nftEditions')
    .select(['trackId', 'editionNumber', 'status', 'reservedUntil', 'ownerId'])
    .where('trackId', '=', trackId)
    .execute();
  const supply = supplyOf(holds, totalSupply, now);
  await trx
    .updateTable('tracks')
    .set({ nftAvailableSupply: supply.available, nftEdition: supply.nextEdition })
    .where('id', '=', trackId)
    .execute();
  return supply;
}
