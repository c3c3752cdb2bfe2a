import { type Kysely, sql } from 'kysely';
import { isPostgres } from './columns';

/**
 * Like counters kept by the database (decision 0069): a like row inserted adds one to its track's or video's
 * `like_count`, a like row deleted takes one away, whoever writes it (a like, an unlike, a deleted account's
 * likes, a seed). The counters are recounted once from the like rows, which also mends the ones that drifted
 * when an account's likes were deleted without them.
 */
const COUNTERS = [
  { likes: 'track_likes', target: 'tracks', key: 'track_id' },
  { likes: 'video_likes', target: 'videos', key: 'video_id' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const { likes, target, key } of COUNTERS) {
    const add = (row: 'NEW' | 'OLD', delta: '+ 1' | '- 1') =>
      `update ${target} set like_count = like_count ${delta} where id = ${row}.${key};`;
    if (pg) {
      await sql
        .raw(
          `create function ${likes}_count() returns trigger language plpgsql as $$ begin
             if tg_op = 'INSERT' then ${add('NEW', '+ 1')} else ${add('OLD', '- 1')} end if;
             return null;
           end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${likes}_count after insert or delete on ${likes}
           for each row execute function ${likes}_count()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(`create trigger ${likes}_count_ai after insert on ${likes} begin ${add('NEW', '+ 1')} end`)
        .execute(db);
      await sql
        .raw(`create trigger ${likes}_count_ad after delete on ${likes} begin ${add('OLD', '- 1')} end`)
        .execute(db);
    }
    await sql
      .raw(
        `update ${target} set like_count = (select count(*) from ${likes} where ${likes}.${key} = ${target}.id)
         where like_count <> (select count(*) from ${likes} where ${likes}.${key} = ${target}.id)`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  for (const { likes } of COUNTERS) {
    if (pg) {
      await sql.raw(`drop trigger if exists ${likes}_count on ${likes}`).execute(db);
      await sql.raw(`drop function if exists ${likes}_count()`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists ${likes}_count_ai`).execute(db);
      await sql.raw(`drop trigger if exists ${likes}_count_ad`).execute(db);
    }
  }
}
