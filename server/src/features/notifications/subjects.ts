import type { Db } from '../../db/connection';

/**
 * tracks' canViewTrack, restated (tracks tells of likes through this feature, so this one cannot import it): the
 * owner always, anyone else a published public or unlisted track that no moderator removed.
 */
function trackVisibleTo(
  userId: number,
  track: { userId: number | null; status: string; visibility: string; removedAt: string | null },
): boolean {
  if (track.userId === userId) return true;
  return (
    track.removedAt === null &&
    track.status === 'published' &&
    (track.visibility === 'public' || track.visibility === 'unlisted')
  );
}

/** The subjects of a page of entries, by type and id. */
export interface SubjectRef {
  subjectType: string;
  subjectId: number;
}

const key = (type: string, id: number) => `${type}:${id}`;

/** Subjects kept in a table of their own: gone when their row is. */
const TABLES = {
  course: 'courses',
  party: 'listeningParties',
  campaign: 'campaigns',
  collaboration: 'collaborations',
  collab_request: 'collabRequests',
  certificate: 'certifications',
} as const;

/**
 * Which of these subjects the user may still see: a track only while it exists and is theirs or published as
 * public or unlisted (a track made private, or removed, is unavailable); a comment while it is not removed and its
 * track is one of those; a user while their account exists; a
 * course, party, campaign or collaboration while it exists. A payment stays available (it is the recipient's
 * own record). Unknown types are available.
 */
export async function availableSubjects(
  db: Db,
  userId: number,
  refs: readonly SubjectRef[],
): Promise<Set<string>> {
  const byType = new Map<string, number[]>();
  for (const ref of refs)
    byType.set(ref.subjectType, [...(byType.get(ref.subjectType) ?? []), ref.subjectId]);
  const available = new Set<string>();
  for (const [type, ids] of byType) {
    if (type === 'track') {
      const rows = await db
        .selectFrom('tracks')
        .select(['id', 'userId', 'status', 'visibility', 'removedAt'])
        .where('id', 'in', ids)
        .execute();
      for (const row of rows) if (trackVisibleTo(userId, row)) available.add(key(type, row.id));
    } else if (type === 'comment') {
      // A comment while it is there (not removed by a moderator) on a track the reader may see.
      const rows = await db
        .selectFrom('trackComments as c')
        .innerJoin('tracks as t', 't.id', 'c.trackId')
        .select(['c.id', 't.userId', 't.status', 't.visibility', 't.removedAt'])
        .where('c.id', 'in', ids)
        .where('c.removedAt', 'is', null)
        .execute();
      for (const row of rows) if (trackVisibleTo(userId, row)) available.add(key(type, row.id));
    } else if (type === 'user') {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('deletedAt', 'is', null)
        .execute();
      for (const row of rows) available.add(key(type, row.id));
    } else if (type in TABLES) {
      const table = TABLES[type as keyof typeof TABLES];
      const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
      for (const row of rows) available.add(key(type, Number(row.id)));
    } else {
      for (const id of ids) available.add(key(type, id));
    }
  }
  return available;
}

export const subjectKey = key;
