import type { Article, ArticleWithStatus } from '@common/newsletter';
import type { Selectable } from 'kysely';
import type { ArticleSection, NewsletterArticlesTable } from '../../db/schema';

export type ArticleRow = Selectable<NewsletterArticlesTable> & {
  /** Whether the author is suspended or banned (read by findArticle; decision 0061). */
  authorHeld?: boolean | number | null;
};

/** Sections as stored, as a list of headings and plain-text bodies. */
export function readSections(list: readonly unknown[] | null): ArticleSection[] {
  if (!Array.isArray(list)) return [];
  return list.map((item: { heading?: unknown; body?: unknown }) => ({
    heading: String(item?.heading ?? ''),
    body: String(item?.body ?? ''),
  }));
}

function readTags(list: readonly unknown[] | null): string[] {
  return Array.isArray(list) ? list.map(String) : [];
}

/** An article as readers see it (part 2, section 3): the id as a string, the date it was published. */
export function presentArticle(row: ArticleRow): Article {
  return {
    id: String(row.id),
    title: row.title,
    subtitle: row.subtitle,
    imageURL: row.imageUrl,
    sections: readSections(row.sections),
    postedAt: row.postedAt ?? row.createdAt,
    author: row.authorName,
    readTime: row.readTime,
    tags: readTags(row.tags),
  };
}

/** The author's and administrators' view: with the review state and note. */
export function presentArticleWithStatus(row: ArticleRow): ArticleWithStatus {
  return { ...presentArticle(row), status: row.status, reviewNote: row.reviewNote };
}
