import { registerSchema } from '@common/auth';
import type { AppContext } from '../../context';
import { claimSetting, releaseSetting, updateSetting } from '../settings';
import { registerUser } from '../../features/auth';
import type { UserRow } from '../schema';
import { seedArticles } from './articles';
import { seedBeats } from './beats';
import { seedCollabProfiles } from './collab';
import { seedCourses } from './courses';
import { seedCatalogue } from './content';
import { seedEditions } from './editions';
import { seedFans } from './fans';
import { seedParties } from './parties';
import { DEMO_PASSWORD, DEMO_USERS } from './users';

/**
 * Fills an empty database with demo content through the app's own commands, once per installation:
 * the demo users, their tracks (real synthesised audio in storage, queued for analysis), plays, likes,
 * follows, crate upvotes, DJ profiles and live streams. The newsletter's eight built-in articles are written on
 * every installation that runs this, once (their own claim), whether or not the demo content is; so are the six
 * built-in courses of Education.
 * Several processes starting together agree on which one seeds (a claim in app_settings); a seed that
 * fails releases the claim so the next start tries again.
 */
export async function seedIfEmpty(ctx: Pick<AppContext, 'database' | 'storage' | 'log'>): Promise<boolean> {
  const { db } = ctx.database;
  const { log } = ctx;
  // The newsletter's built-in articles: once per installation, also on one seeded before they existed.
  await seedArticles(db);
  // The Education catalogue's six built-in courses: the same, once per installation.
  await seedCourses(db);
  if (!(await claimSetting(db, 'demo_seed', 'running'))) return false;
  const started = Date.now();
  let tracks = 0;
  try {
    const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (existing) {
      await updateSetting(db, 'demo_seed', 'skipped');
      return false;
    }
    const users = new Map<string, UserRow>();
    for (const demo of DEMO_USERS) {
      const input = registerSchema.parse({ ...demo, password: DEMO_PASSWORD });
      users.set(demo.username, await registerUser(db, input, { source: 'seed' }));
    }
    const { trackIds } = await seedCatalogue(ctx, users);
    tracks = trackIds.length;
    // Beats and editions first: the fans' purchases and tips refer to them.
    await seedBeats(ctx, users, trackIds);
    await seedEditions(ctx, users, trackIds);
    await seedParties(ctx, users, trackIds);
    await seedFans(ctx, users, trackIds);
    await seedCollabProfiles(db);
    await updateSetting(db, 'demo_seed', 'done');
  } catch (error) {
    await releaseSetting(db, 'demo_seed');
    throw error;
  }
  log.info({ users: DEMO_USERS.length, tracks, ms: Date.now() - started }, 'seeded demo content');
  return true;
}
