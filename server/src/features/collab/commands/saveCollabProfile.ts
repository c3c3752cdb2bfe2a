import { COLLAB_PROFILE_MESSAGES, type CollabProfile, collabProfileSchema } from '@common/collab';
import type { AppContext } from '../../../context';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { badRequest } from '../../../lib/errors';
import { parseInput } from '../../../lib/validate';
import { refreshCollabSignalsSafely } from '../signals';
import { readMyCollabProfile } from './readCollabProfile';

/**
 * PUT /api/collab/profile: creates or replaces the user's one collab profile. Examples must be the user's own
 * published tracks (400 otherwise). The user's matching signals are refreshed after the save.
 */
export async function saveCollabProfile(
  ctx: Pick<AppContext, 'database' | 'log'>,
  user: Pick<UserRow, 'id'>,
  input: unknown,
): Promise<CollabProfile> {
  const { db } = ctx.database;
  const profile = parseInput(collabProfileSchema, input);
  const examples = [...new Set(profile.examples)];
  if (examples.length > 0) {
    const own = await db
      .selectFrom('tracks')
      .select('id')
      .where('id', 'in', examples)
      .where('userId', '=', user.id)
      .where('status', '=', 'published')
      .execute();
    if (own.length !== examples.length) throw badRequest(COLLAB_PROFILE_MESSAGES.examplesOwnPublished);
  }
  const values = {
    skills: json([...new Set(profile.skills)]),
    collabType: json([...new Set(profile.collabType)]),
    isAvailable: profile.isAvailable,
    description: profile.description,
    examples: json(examples),
    rateInfo: profile.rateInfo,
    equipment: json(profile.equipment),
    updatedAt: new Date().toISOString(),
  };
  await db
    .insertInto('collabProfiles')
    .values({ userId: user.id, ...values })
    .onConflict((oc) => oc.column('userId').doUpdateSet(values))
    .execute();
  await refreshCollabSignalsSafely(db, user.id, (error) =>
    ctx.log.error({ err: error, userId: user.id }, 'collaboration signals not refreshed'),
  );
  return readMyCollabProfile(db, user.id);
}
