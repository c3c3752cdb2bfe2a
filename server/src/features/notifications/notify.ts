import { ALWAYS_IN_APP, DEFAULT_NOTIFICATION_CHANNEL, type NotificationKind } from '@common/notifications';
import { compiledOnce } from '../../db/compiledOnce';
import type { Db } from '../../db/connection';
import { json } from '../../db/values';
import { hasBlocked } from '../blocks';
import { signalWritten } from './signals';

/** Something that happened that a user should be told about. */
export interface NotifyInput {
  /** Who is told. */
  recipientId: number;
  kind: NotificationKind;
  /** Who did it; null or absent for the platform itself. */
  actorId?: number | null;
  /** What it is about ('track', 'comment', 'user', 'course', ...), and its id. */
  subjectType: string;
  subjectId: number;
  /** What the entry shows without another query (a title, an amount). */
  data?: Record<string, unknown>;
  /**
   * At most one notification of its group per actor (likes, follows): someone who takes a like or a follow back
   * and gives it again is not announced again, so toggling cannot ping a person over and over (decision 0069).
   */
  oncePerActor?: boolean;
}

/**
 * Whether the recipient was told of this group by this actor before: every like and follow asks it, so it is
 * compiled once. Values: the recipient's id, the group key, the actor's id.
 */
const toldBefore = compiledOnce((db, slot) =>
  db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', slot<number>(0))
    .where('groupKey', '=', slot<string>(1))
    .where('actorId', '=', slot<number>(2))
    .limit(1),
);

/** Rows of the same key group into one entry: kind, subject type and subject id. */
export const groupKeyOf = (kind: NotificationKind, subjectType: string, subjectId: number): string =>
  `${kind}:${subjectType}:${subjectId}`;

/**
 * Writes a notification in the caller's transaction (so it exists exactly when the action does). Nobody is told
 * of their own actions, of anything done by someone they blocked, twice of one actor where `oncePerActor` asks
 * it, or of a kind they turned off (money and
 * security notices cannot be turned off in the app). Answers whether a row was written. The recipient's open
 * pages hear of it once the transaction commits (signals.ts, live.ts).
 */
export async function notify(db: Db, input: NotifyInput): Promise<boolean> {
  const actorId = input.actorId ?? null;
  if (actorId === input.recipientId) return false;
  const groupKey = groupKeyOf(input.kind, input.subjectType, input.subjectId);
  if (input.oncePerActor && actorId !== null) {
    const { rows } = await toldBefore(db, input.recipientId, groupKey, actorId);
    if (rows.length > 0) return false;
  }
  if (actorId !== null && (await hasBlocked(db, input.recipientId, actorId))) return false;
  if (!ALWAYS_IN_APP.has(input.kind)) {
    const preference = await db
      .selectFrom('notificationPreferences')
      .select('channel')
      .where('userId', '=', input.recipientId)
      .where('kind', '=', input.kind)
      .executeTakeFirst();
    if ((preference?.channel ?? DEFAULT_NOTIFICATION_CHANNEL) === 'off') return false;
  }
  await db
    .insertInto('notifications')
    .values({
      userId: input.recipientId,
      kind: input.kind,
      actorId,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      groupKey,
      data: json(input.data ?? {}),
    })
    .execute();
  await signalWritten(db, [input.recipientId]);
  return true;
}
