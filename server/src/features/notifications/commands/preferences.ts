import {
  ALWAYS_IN_APP,
  DEFAULT_NOTIFICATION_CHANNEL,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@common/notifications';
import type { Db } from '../../../db/connection';
import { badRequest } from '../../../lib/errors';

/** Every kind with the user's channel for it ('app' where they chose none). */
export async function readPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notificationPreferences')
    .select(['kind', 'channel'])
    .where('userId', '=', userId)
    .execute();
  const chosen = new Map(rows.map((row) => [row.kind, row.channel]));
  return {
    preferences: NOTIFICATION_KINDS.map((kind) => ({
      kind,
      channel: chosen.get(kind) ?? DEFAULT_NOTIFICATION_CHANNEL,
      alwaysInApp: ALWAYS_IN_APP.has(kind),
      label: NOTIFICATION_KIND_LABELS[kind],
    })),
  };
}

/** Sets the channels of the kinds given (400 when a money or security kind is turned off: all or nothing). */
export async function savePreferences(
  db: Db,
  userId: number,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  if (input.preferences.some((p) => p.channel === 'off' && ALWAYS_IN_APP.has(p.kind))) {
    throw badRequest(NOTIFICATION_MESSAGES.alwaysInApp);
  }
  await db.transaction().execute(async (trx) => {
    for (const { kind, channel } of input.preferences) {
      await trx
        .insertInto('notificationPreferences')
        .values({ userId, kind, channel })
        .onConflict((oc) => oc.columns(['userId', 'kind']).doUpdateSet({ channel }))
        .execute();
    }
  });
  return readPreferences(db, userId);
}
