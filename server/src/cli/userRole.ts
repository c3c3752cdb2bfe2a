import { USER_ROLES, type UserRole } from '@common/constants';
import { loadConfig } from '../config';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open';
import { setUserRole } from '../features/auth';

/** npm run user:role -- <username> <user|admin> */
async function main(): Promise<void> {
  const [username, role] = process.argv.slice(2);
  if (!username || !role || !USER_ROLES.includes(role as UserRole)) {
    console.error(`Usage: npm run user:role -- <username> <${USER_ROLES.join('|')}>`);
    process.exit(2);
  }
  const database = openDatabase(loadConfig());
  try {
    await migrateToLatest(database.db);
    const user = await setUserRole(database.db, username, role as UserRole);
    console.log(`${user.username} is now ${user.role}.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
