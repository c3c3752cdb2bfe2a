import {
  COPYRIGHT_MESSAGES,
  COUNTER_NOTICE_BUSINESS_DAYS,
  REPEAT_INFRINGER_STRIKES,
  type CopyrightNoticeFiled,
  type CopyrightNoticeInput,
  type CopyrightNoticeList,
} from '@common/moderation';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors';
import { addBusinessDays } from '../businessDays';
import { moderationChanged, moderationTarget } from '../targets';
import { recordAction, tellOwner, type RecordedAction } from './takeAction';

const TRACK_PATH = /^\/tracks\/([1-9]\d{0,9})\/?$/;

/** The track id an infringing address names: a /tracks/<id> address (of any origin: the claimant pastes it). */
export function trackIdOf(url: string): number | null {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return null;
  }
  const match = TRACK_PATH.exec(path);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

async function decide(db: Db, action: RecordedAction): Promise<void> {
  const id = await recordAction(db, action);
  if (action.ownerId !== null) await tellOwner(db, action.ownerId, id, action);
}

/**
 * A valid notice takes the track down at once, pending review: the track is removed (as a moderator's removal
 * is: gone everywhere), the audit log says so, and the uploader is told and offered a counter-notice.
 */
export async function fileCopyrightNotice(
  db: Db,
  input: CopyrightNoticeInput,
  now = new Date(),
): Promise<CopyrightNoticeFiled> {
  const trackId = trackIdOf(input.infringingUrl);
  if (trackId === null) throw badRequest(COPYRIGHT_MESSAGES.notATrack);
  const source = moderationTarget('track');
  const id = await db.transaction().execute(async (trx) => {
    const track = await source?.load(trx, trackId);
    if (!source?.remove || !track || track.removed) throw notFound(COPYRIGHT_MESSAGES.noTrack);
    const row = await trx
      .insertInto('copyrightNotices')
      .values({
        trackId,
        uploaderId: track.ownerId,
        work: input.work,
        infringingUrl: input.infringingUrl,
        claimantName: input.claimantName,
        claimantEmail: input.claimantEmail,
        claimantContact: input.claimantContact,
        signature: input.signature,
        status: 'taken_down',
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await source.remove(trx, trackId, now.toISOString());
    await decide(trx, {
      moderatorId: null,
      action: 'remove',
      targetType: 'track',
      targetId: trackId,
      ownerId: track.ownerId,
      reason: `Copyright notice #${row.id} from ${input.claimantName}: ${input.work}. You may send a counter-notice from /copyright.`,
      title: track.title,
      createdAt: now.toISOString(),
    });
    return Number(row.id);
  });
  moderationChanged(db);
  return { id, message: COPYRIGHT_MESSAGES.received };
}

/** The uploader's counter-notice: the track returns after 10 business days unless the claimant goes to court. */
export async function fileCounterNotice(
  db: Db,
  user: UserRow,
  noticeId: number,
  input: { statement: string; signature: string },
  now = new Date(),
): Promise<{ restoreAt: string }> {
  const notice = await db
    .selectFrom('copyrightNotices')
    .selectAll()
    .where('id', '=', noticeId)
    .executeTakeFirst();
  if (!notice) throw notFound(COPYRIGHT_MESSAGES.noticeNotFound);
  if (notice.uploaderId !== user.id) throw forbidden(COPYRIGHT_MESSAGES.notUploader);
  if (notice.status !== 'taken_down') throw conflict(COPYRIGHT_MESSAGES.notCounterable);
  const restoreAt = addBusinessDays(now, COUNTER_NOTICE_BUSINESS_DAYS).toISOString();
  await db
    .updateTable('copyrightNotices')
    .set({
      status: 'countered',
      counterStatement: input.statement,
      counterSignature: input.signature,
      counteredAt: now.toISOString(),
      restoreAt,
    })
    .where('id', '=', noticeId)
    .where('status', '=', 'taken_down')
    .execute();
  return { restoreAt };
}

/** Brings back every counter-noticed track whose 10 business days have passed (the periodic task). */
export async function restoreCounterNoticed(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .selectFrom('copyrightNotices')
    .innerJoin('tracks', 'tracks.id', 'copyrightNotices.trackId')
    .select([
      'copyrightNotices.id',
      'copyrightNotices.trackId',
      'copyrightNotices.uploaderId',
      'tracks.title',
    ])
    .where('copyrightNotices.status', '=', 'countered')
    .where('copyrightNotices.restoreAt', '<=', now.toISOString())
    .execute();
  for (const notice of due) {
    await db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('copyrightNotices')
        .set({ status: 'restored', decidedAt: now.toISOString() })
        .where('id', '=', notice.id)
        .where('status', '=', 'countered')
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) === 0) return;
      await moderationTarget('track')?.restore?.(trx, notice.trackId);
      await decide(trx, {
        moderatorId: null,
        action: 'restore',
        targetType: 'track',
        targetId: notice.trackId,
        ownerId: notice.uploaderId,
        reason: `Counter-notice to copyright notice #${notice.id}: ${COUNTER_NOTICE_BUSINESS_DAYS} business days passed without a court action`,
        title: notice.title,
        createdAt: now.toISOString(),
      });
    });
  }
  if (due.length > 0) moderationChanged(db);
  return due.length;
}

/**
 * An administrator's decision: uphold (a strike; the third upheld notice against an account bans it), the claimant
 * went to court (the track stays down), or reject (the track returns).
 */
export async function decideCopyrightNotice(
  db: Db,
  admin: UserRow,
  noticeId: number,
  decision: 'uphold' | 'court' | 'reject',
  now = new Date(),
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const notice = await trx
      .selectFrom('copyrightNotices')
      .innerJoin('tracks', 'tracks.id', 'copyrightNotices.trackId')
      .selectAll('copyrightNotices')
      .select('tracks.title')
      .where('copyrightNotices.id', '=', noticeId)
      .executeTakeFirst();
    if (!notice) throw notFound(COPYRIGHT_MESSAGES.noticeNotFound);
    if (!['taken_down', 'countered', 'in_court'].includes(notice.status))
      throw conflict(COPYRIGHT_MESSAGES.decided);
    const status = decision === 'uphold' ? 'upheld' : decision === 'court' ? 'in_court' : 'rejected';
    await trx
      .updateTable('copyrightNotices')
      .set({ status, decidedAt: now.toISOString() })
      .where('id', '=', noticeId)
      .execute();
    const base = {
      moderatorId: admin.id,
      targetType: 'track',
      targetId: notice.trackId,
      ownerId: notice.uploaderId,
      title: notice.title,
      createdAt: now.toISOString(),
    };
    if (decision === 'reject') {
      await moderationTarget('track')?.restore?.(trx, notice.trackId);
      await decide(trx, { ...base, action: 'restore', reason: `Copyright notice #${notice.id} rejected` });
      return;
    }
    if (decision === 'court') return;
    await decide(trx, { ...base, action: 'remove', reason: `Copyright notice #${notice.id} upheld` });
    if (notice.uploaderId === null) return;
    const strikes = await trx
      .selectFrom('copyrightNotices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uploaderId', '=', notice.uploaderId)
      .where('status', '=', 'upheld')
      .executeTakeFirstOrThrow();
    if (Number(strikes.n) < REPEAT_INFRINGER_STRIKES) return;
    await trx
      .updateTable('users')
      .set({ bannedAt: now.toISOString() })
      .where('id', '=', notice.uploaderId)
      .execute();
    await trx.deleteFrom('sessions').where('userId', '=', notice.uploaderId).execute();
    await decide(trx, {
      ...base,
      action: 'ban',
      targetType: 'user',
      targetId: notice.uploaderId,
      reason: `Repeat infringer: ${REPEAT_INFRINGER_STRIKES} upheld copyright notices`,
    });
  });
  moderationChanged(db);
}

/** The notices, newest first (administrators), or the uploader's own. */
export async function listCopyrightNotices(db: Db, uploaderId?: number): Promise<CopyrightNoticeList> {
  let query = db
    .selectFrom('copyrightNotices')
    .innerJoin('tracks', 'tracks.id', 'copyrightNotices.trackId')
    .leftJoin('users', 'users.id', 'copyrightNotices.uploaderId')
    .selectAll('copyrightNotices')
    .select(['tracks.title as trackTitle', 'users.username as uploader'])
    .orderBy('copyrightNotices.id', 'desc')
    .limit(100);
  if (uploaderId !== undefined) query = query.where('copyrightNotices.uploaderId', '=', uploaderId);
  const rows = await query.execute();
  const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);
  return {
    notices: rows.map((row) => ({
      id: Number(row.id),
      trackId: Number(row.trackId),
      trackTitle: row.trackTitle,
      uploader: row.uploader ?? null,
      work: row.work,
      claimantName: row.claimantName,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      counteredAt: iso(row.counteredAt),
      restoreAt: iso(row.restoreAt),
    })),
  };
}
