import { COLLAB_PROFILE_MESSAGES, type CollabProfile } from '@common/collab';
import type { Db } from '../../../db/connection';
import { accountNotHeld } from '../../../db/listing';
import { notFound } from '../../../lib/errors';
import { presentCollabProfile } from '../presenter';
import { loadExamples, readIds } from '../queries';

/** A user's collab profile: the owner sees all their published examples, anyone else the ones not private. */
async function readProfile(db: Db, userId: number, ownerView: boolean): Promise<CollabProfile | undefined> {
  const row = await db
    .selectFrom('collabProfiles as p')
    .innerJoin('users as u', 'u.id', 'p.userId')
    .select([
      'p.userId',
      'p.skills',
      'p.collabType',
      'p.isAvailable',
      'p.description',
      'p.examples',
      'p.rateInfo',
      'p.equipment',
      'p.updatedAt',
    ])
    .where('p.userId', '=', userId)
    .where('u.deletedAt', 'is', null)
    .where('p.removedAt', 'is', null)
    .where(accountNotHeld('u'))
    .executeTakeFirst();
  if (!row) return undefined;
  const examples = await loadExamples(db, userId, readIds(row.examples), ownerView);
  return presentCollabProfile(row, examples);
}

/** GET /api/collab/profile: the signed-in user's own profile, or a 404 while they have none. */
export async function readMyCollabProfile(db: Db, userId: number): Promise<CollabProfile> {
  const profile = await readProfile(db, userId, true);
  if (!profile) throw notFound(COLLAB_PROFILE_MESSAGES.profileNotFound);
  return profile;
}

/** GET /api/users/:id/collab-profile: anyone's public profile (the artist page), or a 404. */
export async function readPublicCollabProfile(
  db: Db,
  userId: number,
  viewerId: number | null,
): Promise<CollabProfile> {
  const profile = await readProfile(db, userId, viewerId === userId);
  if (!profile) throw notFound(COLLAB_PROFILE_MESSAGES.profileNotFound);
  return profile;
}
