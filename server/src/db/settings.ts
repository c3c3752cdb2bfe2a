import type { Db } from './connection';

/** Keys of the one-time facts in app_settings. */
export type SettingKey = 'first_admin_user_id' | 'demo_seed';

/**
 * Claims a one-time fact: true for exactly one caller, however many race (INSERT ... ON CONFLICT DO NOTHING).
 */
export async function claimSetting(db: Db, key: SettingKey, value: string): Promise<boolean> {
  const result = await db
    .insertInto('appSettings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function updateSetting(db: Db, key: SettingKey, value: string): Promise<void> {
  await db
    .updateTable('appSettings')
    .set({ value, updatedAt: new Date().toISOString() })
    .where('key', '=', key)
    .execute();
}

export async function releaseSetting(db: Db, key: SettingKey): Promise<void> {
  await db.deleteFrom('appSettings').where('key', '=', key).execute();
}
