import { COVER_ART, type CoverArtHistory } from '@common/coverart';
import type { Db } from '../../../db/connection';
import { presentHistoryImage } from '../presenter';

/** The user's latest generated images, newest first. */
export async function listMyImages(db: Db, userId: number): Promise<CoverArtHistory> {
  const rows = await db
    .selectFrom('coverArtImages')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(COVER_ART.historyLimit)
    .execute();
  return { images: rows.map(presentHistoryImage) };
}
