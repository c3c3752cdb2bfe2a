import { type CreateParty, type Party, PARTY_LIMITS, PARTY_MESSAGES } from '@common/listening';
import type { UserRow } from '../../../db/schema';
import { conflict, HttpError } from '../../../lib/errors';
import { getParty } from './getParty';
import type { ListeningContext } from './context';
import { reachableTrack } from '../../../db/listing';

/** A signed-in host schedules a party, optionally playing a published catalogue track. */
export async function scheduleParty(
  ctx: ListeningContext,
  host: UserRow,
  input: CreateParty,
  now: number = Date.now(),
): Promise<Party> {
  const { db } = ctx.database;
  if (input.trackId != null) {
    const track = await db
      .selectFrom('tracks')
      .select('id')
      .where('id', '=', input.trackId)
      .where(reachableTrack())
      .executeTakeFirst();
    if (!track) throw new HttpError(422, PARTY_MESSAGES.trackNotFound);
  }
  const upcoming = await db
    .selectFrom('listeningParties')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('hostId', '=', host.id)
    .where('status', '=', 'scheduled')
    .where('scheduledAt', '>', new Date(now).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(upcoming.n) >= PARTY_LIMITS.maxUpcomingPerHost) {
    throw conflict(PARTY_MESSAGES.tooManyUpcoming(PARTY_LIMITS.maxUpcomingPerHost));
  }
  const { id } = await db
    .insertInto('listeningParties')
    .values({
      hostId: host.id,
      title: input.title,
      description: input.description ?? null,
      trackId: input.trackId ?? null,
      scheduledAt: input.scheduledAt,
      isFeatured: false,
      status: 'scheduled',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return getParty(ctx, id, host.id, now);
}
