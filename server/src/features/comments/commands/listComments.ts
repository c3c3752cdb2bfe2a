import {
  COMMENT_MARKERS_MAX,
  commentExcerpt,
  type CommentListQuery,
  type CommentPage,
  COMMENTS_PAGE_SIZE,
} from '@common/comments';
import { sql } from 'kysely';
import type { Db } from '../../../db/connection';
import { ownerNotHeld } from '../../../db/listing';
import type { UserRow } from '../../../db/schema';
import { blockedIdsOf } from '../../blocks';
import { presentAuthor, presentComments } from '../presenter';
import { type CommentWithAuthor, findReadableTrack, selectComments } from '../queries';

/** Comments the viewer can see on a track: not removed, not by someone they blocked. */
function visible(db: Db, trackId: number, hidden: number[]) {
  let query = selectComments(db).where('trackComments.trackId', '=', trackId);
  if (hidden.length > 0) query = query.where('trackComments.userId', 'not in', hidden);
  return query;
}

/** How many comments the viewer sees on the track: first comments, and replies under a visible one. */
async function countVisible(db: Db, trackId: number, hidden: number[]) {
  let query = db
    .selectFrom('trackComments as c')
    .leftJoin('trackComments as p', 'p.id', 'c.parentId')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('c.parentId', 'is', null).then(1).else(0).end()).as('threads'),
    ])
    .where('c.trackId', '=', trackId)
    .where('c.removedAt', 'is', null)
    .where(ownerNotHeld(sql`c.user_id`))
    .where((eb) => eb.or([eb('c.parentId', 'is', null), eb('p.removedAt', 'is', null)]));
  if (hidden.length > 0) {
    query = query
      .where('c.userId', 'not in', hidden)
      .where((eb) => eb.or([eb('p.userId', 'is', null), eb('p.userId', 'not in', hidden)]));
  }
  const row = await query.executeTakeFirstOrThrow();
  return { total: Number(row.total), threads: Number(row.threads ?? 0) };
}

/**
 * A page of a track's comment threads for this viewer (404 for a track they cannot read), newest first or by
 * their moment in the track, with every reply, the pinned comment, the count and the waveform's marks. With
 * comments turned off nothing is listed.
 */
export async function listComments(
  db: Db,
  viewer: UserRow | null,
  trackId: number,
  query: CommentListQuery,
): Promise<CommentPage> {
  const track = await findReadableTrack(db, viewer, trackId);
  const page: CommentPage = {
    trackId,
    enabled: track.allowComments,
    sort: query.sort,
    page: query.page,
    pageSize: COMMENTS_PAGE_SIZE,
    total: 0,
    threads: 0,
    hasMore: false,
    pinned: null,
    comments: [],
    markers: [],
  };
  if (!track.allowComments) return page;
  const hidden = viewer ? await blockedIdsOf(db, viewer.id) : [];
  const firsts = () => visible(db, trackId, hidden).where('trackComments.parentId', 'is', null);

  let threadQuery = firsts();
  threadQuery =
    query.sort === 'time'
      ? threadQuery
          .orderBy(sql`case when ${sql.ref('trackComments.positionSeconds')} is null then 1 else 0 end`)
          .orderBy('trackComments.positionSeconds', 'asc')
          .orderBy('trackComments.id', 'asc')
      : threadQuery.orderBy('trackComments.id', 'desc');
  const [counts, threads, pinned, marks] = await Promise.all([
    countVisible(db, trackId, hidden),
    threadQuery
      .limit(COMMENTS_PAGE_SIZE)
      .offset((query.page - 1) * COMMENTS_PAGE_SIZE)
      .execute(),
    firsts().where('trackComments.pinnedAt', 'is not', null).executeTakeFirst(),
    firsts()
      .where('trackComments.positionSeconds', 'is not', null)
      .orderBy('trackComments.id', 'desc')
      .limit(COMMENT_MARKERS_MAX)
      .execute(),
  ]);
  const parents = [...threads, ...(pinned ? [pinned] : [])].map((row) => Number(row.id));
  const replyRows =
    parents.length > 0
      ? await visible(db, trackId, hidden)
          .where('trackComments.parentId', 'in', parents)
          .orderBy('trackComments.id', 'asc')
          .execute()
      : [];
  const replies = new Map<number, CommentWithAuthor[]>();
  for (const reply of replyRows) {
    const parentId = Number(reply.parentId);
    replies.set(parentId, [...(replies.get(parentId) ?? []), reply]);
  }
  const owner = track.userId === null ? null : Number(track.userId);
  const [comments, pinnedShown] = await Promise.all([
    presentComments(db, viewer, owner, threads, replies),
    pinned ? presentComments(db, viewer, owner, [pinned], replies) : [],
  ]);
  return {
    ...page,
    total: counts.total,
    threads: counts.threads,
    hasMore: query.page * COMMENTS_PAGE_SIZE < counts.threads,
    pinned: pinnedShown[0] ?? null,
    comments,
    markers: marks
      .map((row) => ({
        id: Number(row.id),
        positionSeconds: Number(row.positionSeconds),
        author: presentAuthor(row),
        body: commentExcerpt(row.body),
      }))
      .sort((a, b) => a.positionSeconds - b.positionSeconds || a.id - b.id),
  };
}
