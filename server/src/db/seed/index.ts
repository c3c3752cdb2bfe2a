import { registerSchema } from '@common/auth';
import type { AppContext } from '../../context';
import { claimSetting, releaseSetting, updateSetting } from '../settings';
import { registerUser } from '../../features/auth/commands/registerUser';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/**
 * Fills an empty database with demo content through the app's own commands, once per installation.
 * Several processes starting together agree on which one seeds (a claim in app_settings); a seed that
 * fails releases the claim so the next start tries again.
 */
export async function seedIfEmpty(ctx: Pick<AppContext, 'database' | 'storage' | 'log'>): Promise<boolean> {
  const { db } = ctx.database;
  const { log } = ctx;
  if (!(await claimSetting(db, 'demo_seed', 'running'))) return false;
  try {
    const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) {
      await updateSetting(db, 'demo_seed', 'skipped');
      return false;
    }
    for (const demo of DEMO_USERS) {
      const input = registerSchema.parse({ ...demo, password: DEMO_PASSWORD });
      await registerUser(db, input, { source: 'seed' });
    }
    await updateSetting(db, 'demo_seed', 'done');
  } catch (error) {
    await releaseSetting(db, 'demo_seed');
    throw error;
  }
  log.info({ users: DEMO_USERS.length }, 'seeded demo content');
  return true;
}
