import { ACCOUNT_MESSAGES } from '@common/account';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { badRequest } from '../../../lib/errors';
import type { Storage } from '../../../media/storage/storage';
import { verifyPassword } from '../../../lib/password';
import { deleteUserPlaylists } from '../../playlists';
import { removeAvatar } from '../avatar';

/** The password of a deleted account: not an argon2 hash, so no password ever matches it. */
const NO_PASSWORD = '!deleted';

/**
 * Deletes an account after checking its password (docs/decisions/0029-account-deletion.md says what is kept):
 * the person's profile, sign-in, sessions, links, social traces, videos, cover art, hit analyses, mentor
 * conversations, vocal takes, saved ideas, playlists (and saves of others') and email consents go; their tracks are taken down
 * (private, drops ended); the row stays anonymised because payment records and buyers' licences refer to it.
 */
export async function deleteAccount(
  db: Db,
  storage: Storage,
  user: UserRow,
  password: string,
): Promise<void> {
  if (!(await verifyPassword(user.password, password)))
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong);
  const now = new Date().toISOString();
  const videos = await db
    .selectFrom('videos')
    .select(['storageKey', 'thumbnailKey'])
    .where('userId', '=', user.id)
    .execute();
  const covers = await db
    .selectFrom('coverArtImages')
    .select('storageKey')
    .where('userId', '=', user.id)
    .execute();
  // A file uploaded only for a hit analysis is the person's; a kept draft is a track (taken down like the rest).
  const analysisUploads = await db
    .selectFrom('hitAnalyses')
    .select('uploadKey')
    .where('userId', '=', user.id)
    .where('uploadKey', 'is not', null)
    .where('keptTrackId', 'is', null)
    .execute();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({
        username: `deleted-${user.id}`,
        password: NO_PASSWORD,
        displayName: 'Deleted account',
        email: null,
        pendingEmail: null,
        emailVerifiedAt: null,
        profileImage: null,
        bio: null,
        location: null,
        genres: json([]),
        emailSubscribed: false,
        role: 'user',
        deletedAt: now,
      })
      .where('id', '=', user.id)
      .execute();
    await trx.deleteFrom('sessions').where('userId', '=', user.id).execute();
    await trx.deleteFrom('accountTokens').where('userId', '=', user.id).execute();
    await trx
      .deleteFrom('follows')
      .where((eb) => eb.or([eb('followerId', '=', user.id), eb('followeeId', '=', user.id)]))
      .execute();
    await trx.deleteFrom('trackLikes').where('userId', '=', user.id).execute();
    await trx.deleteFrom('trackUpvotes').where('userId', '=', user.id).execute();
    await trx.deleteFrom('videoLikes').where('userId', '=', user.id).execute();
    await trx.deleteFrom('partyReminders').where('userId', '=', user.id).execute();
    await trx.deleteFrom('cartItems').where('userId', '=', user.id).execute();
    await trx.deleteFrom('collabProfiles').where('userId', '=', user.id).execute();
    await trx.updateTable('collabSignals').set({ offerable: false }).where('userId', '=', user.id).execute();
    await trx.deleteFrom('djProfiles').where('userId', '=', user.id).execute();
    await trx.deleteFrom('newsletterSubscriptions').where('userId', '=', user.id).execute();
    if (user.email) {
      await trx.deleteFrom('newsletterSubscriptions').where('email', '=', user.email).execute();
    }
    await trx.deleteFrom('inboxMessages').where('recipientId', '=', user.id).execute();
    await trx.deleteFrom('videos').where('userId', '=', user.id).execute();
    await trx
      .deleteFrom('marketingConsents')
      .where((eb) => eb.or([eb('fanId', '=', user.id), eb('artistId', '=', user.id)]))
      .execute();
    await trx.deleteFrom('coverArtImages').where('userId', '=', user.id).execute();
    await trx.deleteFrom('hitAnalyses').where('userId', '=', user.id).execute();
    // Their messages go with them (mentor_messages cascades on its conversation).
    await trx.deleteFrom('mentorConversations').where('userId', '=', user.id).execute();
    await trx.deleteFrom('vocalTakes').where('userId', '=', user.id).execute();
    await trx.deleteFrom('savedIdeas').where('userId', '=', user.id).execute();
    await deleteUserPlaylists(trx, user.id);
    await trx.updateTable('tracks').set({ visibility: 'private' }).where('userId', '=', user.id).execute();
    await trx
      .updateTable('tracks')
      .set({ nftEndedAt: now })
      .where('userId', '=', user.id)
      .where('nftDroppedAt', 'is not', null)
      .where('nftEndedAt', 'is', null)
      .execute();
  });
  await removeAvatar(storage, user.profileImage);
  const files = [
    ...videos.flatMap((video) => [video.storageKey, video.thumbnailKey]),
    ...covers.map((cover) => cover.storageKey),
    ...analysisUploads.map((analysis) => analysis.uploadKey),
  ];
  for (const key of files) {
    if (key) await storage.delete(key).catch(() => undefined);
  }
}
