import { sql, type RawBuilder, type SqlBool } from 'kysely';

/**
 * What "listed" means for content anyone may find (decision 0061), written once: published and public, not
 * removed by a moderator, and its owner neither suspended nor banned. Every public list, feed, sitemap and
 * count of tracks filters with `listedTrack()`; opening a track by its id (public or unlisted) with
 * `reachableTrack()`. `table` is the alias of the tracks row in scope.
 */
export function listedTrack(table = 'tracks'): RawBuilder<SqlBool> {
  const t = sql.table(table);
  return sql<SqlBool>`(${t}.status = 'published' and ${t}.visibility = 'public' and ${t}.removed_at is null and ${ownerNotHeld(sql`${t}.user_id`)})`;
}

/** A track anyone may open by its id: published, public or unlisted, not removed, its owner not held. */
export function reachableTrack(table = 'tracks'): RawBuilder<SqlBool> {
  const t = sql.table(table);
  return sql<SqlBool>`(${t}.status = 'published' and ${t}.visibility in ('public', 'unlisted') and ${t}.removed_at is null and ${ownerNotHeld(sql`${t}.user_id`)})`;
}

/** Content of this owner may show: the owner is neither suspended nor banned (no owner: it may). */
export function ownerNotHeld(ownerId: RawBuilder<unknown>): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from users held where held.id = ${ownerId} and (held.suspended_until is not null or held.banned_at is not null))`;
}

/** A users row (by alias) neither suspended nor banned. */
export function accountNotHeld(table = 'users'): RawBuilder<SqlBool> {
  const u = sql.table(table);
  return sql<SqlBool>`(${u}.suspended_until is null and ${u}.banned_at is null)`;
}

/** The owner-hold flag a track query selects beside the row, for the policies (1 or true when held). */
export function ownerHeldFlag(ownerId: RawBuilder<unknown>): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from users held where held.id = ${ownerId} and (held.suspended_until is not null or held.banned_at is not null))`;
}

/** `ownerHeld`, selected beside a track row (by alias) so that the policies can read it. */
export function ownerHeldColumn(table = 'tracks') {
  return ownerHeldFlag(sql`${sql.table(table)}.user_id`).as('ownerHeld');
}

/** Whether the `tracks` row (by alias) was removed or its owner is held, as a selected flag for the policies. */
export function moderatedFlag(table = 'tracks'): RawBuilder<boolean> {
  const t = sql.table(table);
  return sql<boolean>`(${t}.removed_at is not null or ${ownerHeldFlag(sql`${t}.user_id`)})`;
}
