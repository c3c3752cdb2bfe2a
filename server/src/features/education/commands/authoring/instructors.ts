import { EDUCATION_MESSAGES, type Instructor, type InstructorList } from '@common/education';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../../../../db/schema';
import { notFound } from '../../../../lib/errors';

type Db = Kysely<Database>;

function instructorsQuery(db: Db) {
  return db
    .selectFrom('courseInstructors as i')
    .innerJoin('users as u', 'u.id', 'i.userId')
    .select((eb) => [
      'i.userId',
      'i.grantedAt',
      'u.username',
      'u.displayName',
      eb
        .selectFrom('courses')
        .select(eb.fn.countAll<number>().as('count'))
        .whereRef('courses.instructorId', '=', 'i.userId')
        .as('courseCount'),
    ]);
}

type InstructorRow = Awaited<ReturnType<ReturnType<typeof instructorsQuery>['executeTakeFirstOrThrow']>>;

const presentInstructor = (row: InstructorRow): Instructor => ({
  userId: Number(row.userId),
  username: row.username,
  displayName: row.displayName,
  grantedAt: row.grantedAt,
  courseCount: Number(row.courseCount ?? 0),
});

/** Everyone holding the instructor role, most recently given first. */
export async function listInstructors(db: Db): Promise<InstructorList> {
  const rows = await instructorsQuery(db)
    .orderBy('i.grantedAt', 'desc')
    .orderBy('i.userId', 'desc')
    .execute();
  return { instructors: rows.map(presentInstructor) };
}

/**
 * An administrator gives a user the instructor role (giving it again answers the same). 404 for no such user.
 */
export async function grantInstructor(db: Db, admin: UserRow, userId: number): Promise<Instructor> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) throw notFound(EDUCATION_MESSAGES.userNotFound);
  await db
    .insertInto('courseInstructors')
    .values({ userId, grantedBy: admin.id, grantedAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
  return presentInstructor(
    await instructorsQuery(db).where('i.userId', '=', userId).executeTakeFirstOrThrow(),
  );
}

/**
 * An administrator takes the role back: the user can no longer author; their courses stay as they are (still
 * paying them their share), edited by administrators from then on.
 */
export async function revokeInstructor(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('courseInstructors').where('userId', '=', userId).execute();
}
