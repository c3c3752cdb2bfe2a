import { nameInitials, type BeatProducer } from '@common/beatbank';
import { publicName } from '@common/people';
import type { Db } from '../../../db/connection';
import { listedTrack } from '../../../db/listing';

/** Each distinct producer with beats on the market, with their beat count (most beats first). */
export async function listProducers(db: Db): Promise<BeatProducer[]> {
  const rows = await db
    .selectFrom('tracks')
    .innerJoin('users', 'users.id', 'tracks.userId')
    .select(({ fn }) => [
      'users.id',
      'users.username',
      'users.displayName',
      'users.profileImage',
      fn.countAll<number>().as('beatCount'),
    ])
    .where('tracks.price', '>', 0)
    .where(listedTrack())
    .where('tracks.exclusiveSoldAt', 'is', null)
    .groupBy(['users.id', 'users.username', 'users.displayName', 'users.profileImage'])
    .execute();
  return rows
    .map((row) => {
      const name = publicName(row);
      return {
        id: row.id,
        name,
        username: row.username,
        initials: nameInitials(name),
        profileImage: row.profileImage,
        beatCount: Number(row.beatCount),
      };
    })
    .sort((a, b) => b.beatCount - a.beatCount || a.name.localeCompare(b.name));
}
