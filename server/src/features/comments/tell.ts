import { commentExcerpt, mentionedUsernames } from '@common/comments';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../db/schema';
import { notify } from '../notifications';
import { canViewTrack, type TrackWithArtist } from '../tracks';
import { membersNamed } from './queries';

interface TellableComment {
  id: number;
  body: string;
  positionSeconds: number | null;
}

/** Who is told of one comment, each once, with what the notification shows of it. */
function teller(db: Db, author: UserRow, track: TrackWithArtist, comment: TellableComment) {
  const data = {
    trackId: track.id,
    trackTitle: track.title,
    excerpt: commentExcerpt(comment.body),
    positionSeconds: comment.positionSeconds,
  };
  const told = new Set<number>([author.id]);
  return {
    told,
    async tell(recipientId: number, kind: 'comment' | 'reply' | 'mention') {
      if (told.has(recipientId)) return;
      told.add(recipientId);
      await notify(db, {
        recipientId,
        kind,
        actorId: author.id,
        subjectType: 'comment',
        subjectId: comment.id,
        data,
      });
    },
    /** Each member named with `@username` in `names` who can read the track. */
    async mentions(names: string[]) {
      for (const member of await membersNamed(db, names)) {
        if (canViewTrack({ id: member.id }, track)) await this.tell(member.id, 'mention');
      }
    },
  };
}

/**
 * Tells the track's artist of a comment, the thread's author of a reply and each member named with
 * `@username` who can read the track of the mention; nobody is told twice of one comment.
 */
export async function tellOfComment(
  db: Db,
  author: UserRow,
  track: TrackWithArtist,
  comment: TellableComment,
  parentAuthorId: number | null,
): Promise<void> {
  const to = teller(db, author, track, comment);
  if (parentAuthorId !== null) await to.tell(parentAuthorId, 'reply');
  if (track.userId !== null) await to.tell(Number(track.userId), 'comment');
  await to.mentions(mentionedUsernames(comment.body));
}

/**
 * After an edit: tells the members the new text names and the previous one did not, unless an earlier version
 * named them already (the artist and the thread's author were told of the comment when it was posted).
 */
export async function tellOfNewMentions(
  db: Db,
  author: UserRow,
  track: TrackWithArtist,
  comment: TellableComment,
  previousBody: string,
): Promise<void> {
  const before = new Set(mentionedUsernames(previousBody));
  const added = mentionedUsernames(comment.body).filter((name) => !before.has(name));
  if (added.length === 0) return;
  const to = teller(db, author, track, comment);
  // A name taken out by one edit and put back by the next was told already.
  const toldBefore = await db
    .selectFrom('notifications')
    .select('userId')
    .where('subjectType', '=', 'comment')
    .where('subjectId', '=', comment.id)
    .where('kind', '=', 'mention')
    .execute();
  for (const row of toldBefore) to.told.add(Number(row.userId));
  await to.mentions(added);
}
