import { ARTICLE_MESSAGES } from '@common/newsletter';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { ownerHeldFlag, ownerNotHeld } from '../../db/listing';
import type { ArticleStatus } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { ArticleRow } from './presenter';

/** The most articles one list answers. */
export const ARTICLE_LIST_LIMIT = 200;

/** An article id from the path: digits only, anything else is simply not found. */
export function articleId(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw)) throw notFound(ARTICLE_MESSAGES.notFound);
  return Number(raw);
}

export async function findArticle(db: Db, id: number): Promise<ArticleRow | undefined> {
  return (await db
    .selectFrom('newsletterArticles')
    .selectAll()
    .select(ownerHeldFlag(sql.ref('newsletter_articles.author_id')).as('authorHeld'))
    .where('id', '=', id)
    .executeTakeFirst()) as ArticleRow | undefined;
}

/** Published articles, newest first. */
export async function listPublishedArticles(db: Db): Promise<ArticleRow[]> {
  return (await db
    .selectFrom('newsletterArticles')
    .selectAll()
    .where('status', '=', 'published')
    .where('removedAt', 'is', null)
    .where(ownerNotHeld(sql.ref('newsletter_articles.author_id')))
    .orderBy('postedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(ARTICLE_LIST_LIMIT)
    .execute()) as ArticleRow[];
}

/** One author's articles in every state, newest first. */
export async function listArticlesBy(db: Db, authorId: number): Promise<ArticleRow[]> {
  return (await db
    .selectFrom('newsletterArticles')
    .selectAll()
    .where('authorId', '=', authorId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(ARTICLE_LIST_LIMIT)
    .execute()) as ArticleRow[];
}

/** The review queue and the rest for administrators: one state, or all, newest first. */
export async function listArticlesForReview(db: Db, status?: ArticleStatus): Promise<ArticleRow[]> {
  let query = db.selectFrom('newsletterArticles').selectAll();
  if (status) query = query.where('status', '=', status);
  return (await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(ARTICLE_LIST_LIMIT)
    .execute()) as ArticleRow[];
}

/** Articles one user submitted since a moment (for the daily submission limit). */
export async function countSubmissionsSince(db: Db, authorId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('newsletterArticles')
    .where('authorId', '=', authorId)
    .where('createdAt', '>=', since)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
