import { publicName } from '@common/people';
import { sql } from 'kysely';
import type { AppContext } from '../../../context';
import { clip } from '../head';
import { shareImageOf } from '../image/cards';
import type { PreviewProvider, PreviewRequest, SitemapEntry } from '../preview';
import { pathId } from '../../../lib/ids';
import { accountNotHeld, listedTrack } from '../../../db/listing';

/** A person's public profile (and picture) and how many public tracks they have; undefined for no one or a deleted account. */
export async function findSharedArtist(ctx: AppContext, id: number) {
  const { db } = ctx.database;
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'displayName', 'bio', 'userType', 'profileImage', 'deletedAt', 'createdAt'])
    .where('id', '=', id)
    .where(accountNotHeld())
    .executeTakeFirst();
  if (!user || user.deletedAt) return undefined;
  const counted = await db
    .selectFrom('tracks')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', id)
    .where(listedTrack())
    .executeTakeFirst();
  return { ...user, trackCount: Number(counted?.count ?? 0) };
}

async function previewArtist({ ctx, params, origin }: PreviewRequest) {
  const id = pathId(params.id);
  if (id === null) return null;
  const artist = await findSharedArtist(ctx, id);
  if (!artist) return null;
  const name = publicName(artist);
  const tracks = artist.trackCount === 1 ? '1 track' : `${artist.trackCount} tracks`;
  const line = `${name} on Panda Nation: ${tracks}.`;
  return {
    title: name,
    description: artist.bio?.trim() ? `${line} ${clip(artist.bio, 150)}` : line,
    canonicalPath: `/artists/${artist.id}`,
    type: 'profile',
    image: shareImageOf('artist', artist.id, `${artist.trackCount}`, origin, `${name} on Panda Nation`),
    properties: [['profile:username', artist.username]],
    indexable: true,
  } as const;
}

/** Everyone with at least one public, published track, and an account not deleted. */
async function listedArtists(ctx: AppContext, limit: number): Promise<SitemapEntry[]> {
  const rows = await ctx.database.db
    .selectFrom('users')
    .select(['users.id'])
    .where('users.deletedAt', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tracks')
          .select(sql`1`.as('one'))
          .whereRef('tracks.userId', '=', 'users.id')
          .where(listedTrack()),
      ),
    )
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: `/artists/${row.id}` }));
}

/** /artists/:id: anyone's public profile; a deleted account or an unknown id is a 404. */
export const artistPreviews: PreviewProvider = {
  path: '/artists/:id',
  preview: previewArtist,
  sitemap: listedArtists,
};
