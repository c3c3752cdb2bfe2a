import { z } from 'zod';
import { NEWSLETTER_MESSAGES, NEWSLETTER_SOURCES } from './newsletterMessages';

export {
  looksLikeEmail,
  NEWSLETTER_MESSAGES,
  NEWSLETTER_SOURCES,
  type NewsletterResult,
  type NewsletterSource,
} from './newsletterMessages';

const email = z
  .string({ error: NEWSLETTER_MESSAGES.invalidEmail })
  .trim()
  .max(254, NEWSLETTER_MESSAGES.invalidEmail)
  .email(NEWSLETTER_MESSAGES.invalidEmail);

/** POST /api/newsletter/subscribe */
export const newsletterSubscribeSchema = z.object({
  email,
  source: z.enum(NEWSLETTER_SOURCES).default('home'),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** POST /api/newsletter/unsubscribe (and DELETE /api/newsletter/subscribe) */
export const newsletterUnsubscribeSchema = z.object({ email });

/** POST /api/newsletter/confirm: the token from the confirmation email. */
export const newsletterConfirmSchema = z.object({ token: z.string().trim().min(1).max(200) });

/** Rules of the newsletter composer (part 2, sections 5 and 9). */
export const ARTICLE = {
  titleMax: 160,
  subtitleMax: 300,
  headingMax: 160,
  bodyMax: 20_000,
  sectionsMax: 30,
  /** Minutes. */
  minReadTime: 2,
  minutesPerSection: 1.5,
  builtInCount: 8,
  tags: ['Newsletter', 'Panda Nation'],
  defaultImage: '/images/newsletter-default.jpg',
} as const;

export const ARTICLE_MESSAGES = {
  titleRequired: 'Title is required',
  subtitleRequired: 'Subtitle is required',
  titleTooLong: `Title must be at most ${ARTICLE.titleMax} characters`,
  subtitleTooLong: `Subtitle must be at most ${ARTICLE.subtitleMax} characters`,
  imageUrl: 'The image must be an https address or an uploaded image',
  tooManySections: `An article has at most ${ARTICLE.sectionsMax} sections`,
  published: 'Article published',
  submitted: 'Article submitted for review. An administrator will publish it.',
  approved: 'Article approved and published',
  declined: 'Article declined',
  notFound: 'Article not found',
} as const;

/** Read time: the larger of 2 and ceil(1.5 x sections), counting the form's sections before empty ones are dropped. */
export function articleReadTime(formSections: number): number {
  return Math.max(ARTICLE.minReadTime, Math.ceil(ARTICLE.minutesPerSection * formSections));
}

const section = z.object({
  heading: z.string().trim().max(ARTICLE.headingMax),
  body: z.string().trim().max(ARTICLE.bodyMax),
});

/**
 * POST /api/newsletter/articles. Section bodies are plain text (paragraphs split on blank lines). `imageURL` is
 * optional: https, or a path returned by POST /api/newsletter/images. Sections with an empty heading or body are
 * dropped by the server; the read time counts them all.
 */
export const articleSchema = z.object({
  title: z
    .string({ error: ARTICLE_MESSAGES.titleRequired })
    .trim()
    .min(1, ARTICLE_MESSAGES.titleRequired)
    .max(ARTICLE.titleMax, ARTICLE_MESSAGES.titleTooLong),
  subtitle: z
    .string({ error: ARTICLE_MESSAGES.subtitleRequired })
    .trim()
    .min(1, ARTICLE_MESSAGES.subtitleRequired)
    .max(ARTICLE.subtitleMax, ARTICLE_MESSAGES.subtitleTooLong),
  imageURL: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (v) => v === '' || /^https:\/\/[^\s]+$/.test(v) || /^\/media\/[\w./-]+$/.test(v),
      ARTICLE_MESSAGES.imageUrl,
    )
    .optional(),
  sections: z.array(section).max(ARTICLE.sectionsMax, ARTICLE_MESSAGES.tooManySections).default([]),
});
export type ArticleInput = z.input<typeof articleSchema>;

/** An article (part 2, section 3). `id` is a string, as in the spec. */
export interface Article {
  id: string;
  title: string;
  subtitle: string;
  imageURL: string;
  sections: { heading: string; body: string }[];
  postedAt: string;
  author: string;
  readTime: number;
  tags: string[];
}

/** The author's or an administrator's view: with the review state. */
export interface ArticleWithStatus extends Article {
  status: 'pending' | 'published' | 'declined';
  reviewNote: string | null;
}

/** GET /api/newsletter/articles */
export interface ArticleList {
  articles: Article[];
  /** Confirmed subscribers (the spec's fixed 1,247 was sample data). */
  subscriberCount: number;
}

/** POST /api/admin/articles/:id/decline */
export const articleDeclineSchema = z.object({ note: z.string().trim().max(1000).default('') });
