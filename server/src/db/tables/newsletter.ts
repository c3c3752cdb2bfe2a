import type { ColumnType, Generated } from 'kysely';
import { type List, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  userId: number | null;
  /** 'pending' until the emailed confirmation link is followed (double opt-in). */
  status: ColumnType<NewsletterStatus, NewsletterStatus | undefined>;
  source: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  confirmedAt: string | null;
  /** SHA-256 of the confirmation link's token (null once confirmed). */
  confirmTokenHash: string | null;
  confirmSentAt: string | null;
}

export type NewsletterStatus = 'pending' | 'subscribed' | 'unsubscribed';

export interface ArticleSection {
  heading: string;
  body: string;
}

export type ArticleStatus = 'pending' | 'published' | 'declined';

export interface NewsletterArticlesTable {
  id: Generated<number>;
  authorId: number | null;
  authorName: string;
  title: string;
  subtitle: string;
  imageUrl: string;
  sections: ColumnType<ArticleSection[], string | undefined, string>;
  tags: List;
  readTime: number;
  status: ColumnType<ArticleStatus, ArticleStatus | undefined, ArticleStatus>;
  postedAt: string | null;
  reviewedBy: number | null;
  reviewedAt: string | null;
  reviewNote: string | null;
  createdAt: Timestamp;
  /** When a moderator removed it (it then shows nowhere; decision 0061). */
  removedAt: string | null;
}

/** The newsletter tables, under their names in the database. */
export interface NewsletterTables {
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  newsletterArticles: NewsletterArticlesTable;
}

/** How the newsletter tables store their booleans and JSON values (decision 0042). */
export const newsletterStoredAs: TablesStoredAs<NewsletterTables> = {
  newsletterSubscriptions: storedAs<NewsletterSubscriptionsTable>()({}),
  newsletterArticles: storedAs<NewsletterArticlesTable>()({ json: ['sections', 'tags'] }),
};
