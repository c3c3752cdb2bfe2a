import type { Db } from './connection';

/** Keys of the one-time facts in app_settings. */
export type SettingKey = 'first_admin_user_id' | 'demo_seed' | 'collab_signals_version';

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

/** The value of a setting, or null when it was never set. */
export async function readSetting(db: Db, key: SettingKey): Promise<string | null> {
  const row = await db.selectFrom('appSettings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value ?? null;
}
