import type { FastifyBaseLogger } from 'fastify';
import { registerSchema } from '@common/auth';
import type { Db } from '../connection';
import { registerUser } from '../../features/auth/commands/registerUser';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/** Fills an empty database with demo content through the app's own commands. */
export async function seedIfEmpty(db: Db, log: Pick<FastifyBaseLogger, 'info'>): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  for (const demo of DEMO_USERS) {
    const input = registerSchema.parse({ ...demo, password: DEMO_PASSWORD });
    await registerUser(db, input, { source: 'seed' });
  }
  log.info({ users: DEMO_USERS.length }, 'seeded demo content');
  return true;
}
