import {
  ARTICLE,
  ARTICLE_IMAGE_PATH,
  ARTICLE_MESSAGES,
  articleReadTime,
  type articleSchema,
} from '@common/newsletter';
import { publicName } from '@common/people';
import type { z } from 'zod';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { json } from '../../../db/values';
import { badRequest, HttpError } from '../../../lib/errors';
import { mediaKeyOf, type Storage } from '../../../media/storage/storage';
import { countSubmissionsSince } from '../articles';
import { isAdmin } from '../policies';
import type { ArticleRow } from '../presenter';

export type ArticleData = z.output<typeof articleSchema>;

/** Line ends as \n, and no more than one blank line between paragraphs. */
function tidyBody(body: string): string {
  return body.replace(/\r\n?/g, '\n').replace(/\n{3,}/g, '\n\n');
}

/**
 * Stores an article by the composer's rules (part 2, section 5): the read time counts every section of the form,
 * then sections with an empty heading or body are dropped; the tags are fixed; the author is the display name,
 * falling back to the username; without an image the default one is used. Bodies stay plain text. An
 * administrator's article is published at once; anyone else's waits for review (at most
 * ARTICLE.submissionsPerDay a day).
 */
export async function createArticle(
  db: Db,
  storage: Storage,
  author: UserRow,
  input: ArticleData,
): Promise<ArticleRow> {
  const admin = isAdmin(author);
  const now = new Date();
  if (!admin) {
    const since = new Date(now.getTime() - 24 * 3600_000).toISOString();
    if ((await countSubmissionsSince(db, author.id, since)) >= ARTICLE.submissionsPerDay) {
      throw new HttpError(429, ARTICLE_MESSAGES.tooManySubmissions, { 'Retry-After': '3600' });
    }
  }
  const imageUrl = input.imageURL || ARTICLE.defaultImage;
  if (ARTICLE_IMAGE_PATH.test(imageUrl)) {
    // An uploaded image must really be one of ours.
    const key = mediaKeyOf(imageUrl);
    const stored = key ? await storage.stat(key) : null;
    if (!stored) throw badRequest(ARTICLE_MESSAGES.imageUrl);
  }
  const sections = input.sections
    .filter((section) => section.heading !== '' && section.body !== '')
    .map((section) => ({ heading: section.heading, body: tidyBody(section.body) }));
  const nowIso = now.toISOString();
  return (await db
    .insertInto('newsletterArticles')
    .values({
      authorId: author.id,
      authorName: publicName(author),
      title: input.title,
      subtitle: input.subtitle,
      imageUrl,
      sections: json(sections),
      tags: json(ARTICLE.tags),
      readTime: articleReadTime(input.sections.length),
      status: admin ? 'published' : 'pending',
      postedAt: admin ? nowIso : null,
      reviewedBy: admin ? author.id : null,
      reviewedAt: admin ? nowIso : null,
      createdAt: nowIso,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as ArticleRow;
}
