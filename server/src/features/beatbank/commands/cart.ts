import {
  BEAT_MESSAGES,
  LICENCE_NAMES,
  licencePrice,
  type Cart,
  type CartGroup,
  type LicenceType,
} from '@common/beatbank';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { conflict, HttpError, notFound } from '../../../lib/errors';
import { whyCannotBuy } from '../policies';
import { licenceInForce } from '../../tracks';
import { presentBeat, producerName } from '../presenter';
import { findBeat, normaliseBeatRow, selectBeatCards, type BeatCardRow, type Queryable } from '../queries';

type Buyer = Pick<UserRow, 'id'>;

/** One cart line with its beat, priced now. */
export interface PricedLine {
  beat: BeatCardRow;
  licenceType: LicenceType;
  price: number;
  problem: { status: 409 | 422; message: string } | null;
}

/** The user's cart lines with their beats and current prices; lines whose beat left the catalogue are dropped. */
export async function readCartLines(db: Queryable, user: Buyer): Promise<PricedLine[]> {
  const items = await db
    .selectFrom('cartItems')
    .select(['trackId', 'licenceType'])
    .where('userId', '=', user.id)
    .orderBy('createdAt', 'asc')
    .orderBy('trackId', 'asc')
    .execute();
  if (items.length === 0) return [];
  const beats = await selectBeatCards(db)
    .where(
      'tracks.id',
      'in',
      items.map((item) => item.trackId),
    )
    .execute();
  const byId = new Map(beats.map((row) => [row.id, normaliseBeatRow(row as BeatCardRow)]));
  const gone = items.filter((item) => !byId.has(item.trackId)).map((item) => item.trackId);
  if (gone.length > 0) {
    await db.deleteFrom('cartItems').where('userId', '=', user.id).where('trackId', 'in', gone).execute();
  }
  return items.flatMap((item) => {
    const beat = byId.get(item.trackId);
    if (!beat) return [];
    const licenceType = item.licenceType as LicenceType;
    return [
      {
        beat,
        licenceType,
        price: licencePrice(beat.price, licenceType),
        problem: whyCannotBuy(user, beat, licenceType),
      },
    ];
  });
}

/** The cart grouped by producer, with totals of the lines that can still be bought. */
export function presentCart(lines: PricedLine[]): Cart {
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const producerId = line.beat.userId ?? 0;
    let group = groups.get(producerId);
    if (!group) {
      group = { producerId, producer: producerName(line.beat), lines: [], total: 0 };
      groups.set(producerId, group);
    }
    group.lines.push({
      beat: presentBeat(line.beat),
      licenceType: line.licenceType,
      licenceName: LICENCE_NAMES[line.licenceType],
      price: line.price,
      available: line.problem === null,
      unavailableReason: line.problem?.message ?? null,
    });
    if (!line.problem) group.total += line.price;
  }
  const list = [...groups.values()];
  return {
    groups: list,
    count: lines.length,
    total: list.reduce((sum, group) => sum + group.total, 0),
  };
}

/** Adds a beat to the cart or changes its licence (one line per beat). */
export async function setCartItem(db: Db, user: Buyer, trackId: number, licenceType: LicenceType) {
  const beat = await findBeat(db, trackId);
  const refusal = whyCannotBuy(user, beat, licenceType);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  const held = await db
    .selectFrom('licences')
    .select('id')
    .where('buyerId', '=', user.id)
    .where('trackId', '=', trackId)
    .where('licenceType', '=', licenceType)
    .where(licenceInForce)
    .executeTakeFirst();
  if (held) throw conflict(BEAT_MESSAGES.alreadyLicensed);
  await db
    .insertInto('cartItems')
    .values({ userId: user.id, trackId, licenceType })
    .onConflict((oc) => oc.columns(['userId', 'trackId']).doUpdateSet({ licenceType }))
    .execute();
}

/** Removes a beat from the cart (404 when it was not there). */
export async function removeCartItem(db: Db, user: Buyer, trackId: number): Promise<void> {
  const result = await db
    .deleteFrom('cartItems')
    .where('userId', '=', user.id)
    .where('trackId', '=', trackId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound(BEAT_MESSAGES.notInCart);
}
