import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db, DbHandle } from '../db/connection';

const SECRET_KEY = 'link_secret';
const secrets = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key that signs unsubscribe links: APP_SECRET when set, otherwise a random key made once per installation
 * and kept in app_settings (so every process and every restart signs alike).
 */
export function linkSecret(ctx: {
  config?: Pick<AppConfig, 'appSecret'>;
  database: DbHandle;
}): Promise<Buffer> {
  if (ctx.config?.appSecret) return Promise.resolve(Buffer.from(ctx.config.appSecret, 'utf8'));
  const { db } = ctx.database;
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedSecret(db);
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

async function storedSecret(db: Db): Promise<Buffer> {
  await db
    .insertInto('appSettings')
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('appSettings')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
