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
export const newsletterConfirmSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.confirmInvalid })
    .trim()
    .min(1, NEWSLETTER_MESSAGES.confirmInvalid)
    .max(200, NEWSLETTER_MESSAGES.confirmInvalid),
});

/** Double opt-in rules. */
export const NEWSLETTER = {
  /** A confirmation link works this long. */
  confirmDays: 7,
  /** At most one confirmation email per address in this time; a repeat answers the same without sending. */
  resendMinutes: 10,
  /** Confirmation emails one network (IP address) may cause per hour. */
  confirmMailsPerIpPerHour: 30,
} as const;

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
  /** Largest image upload (POST /api/newsletter/images), in bytes. */
  imageMaxBytes: 5 * 1024 * 1024,
  /** Uploaded images are re-encoded to fit this box (px). */
  imageMaxSide: 1600,
  /** Larger images (in pixels) are refused before they are decoded. */
  imageMaxPixels: 36_000_000,
  imageUploadsPerHour: 30,
  /** Articles a non-administrator may submit for review per day. */
  submissionsPerDay: 5,
} as const;

/** An uploaded article image: the path POST /api/newsletter/images answers. */
export const ARTICLE_IMAGE_PATH = /^\/media\/newsletter\/[\w-]+\.jpg$/;

export const ARTICLE_MESSAGES = {
  titleRequired: 'Title is required',
  subtitleRequired: 'Subtitle is required',
  titleTooLong: `Title must be at most ${ARTICLE.titleMax} characters`,
  subtitleTooLong: `Subtitle must be at most ${ARTICLE.subtitleMax} characters`,
  imageUrl: 'The image must be an https address or an uploaded image',
  tooManySections: `An article has at most ${ARTICLE.sectionsMax} sections`,
  headingTooLong: `A section heading must be at most ${ARTICLE.headingMax} characters`,
  bodyTooLong: `A section must be at most ${ARTICLE.bodyMax.toLocaleString('en-US')} characters`,
  published: 'Article published',
  submitted: 'Article submitted for review. An administrator will publish it.',
  approved: 'Article approved and published',
  declined: 'Article declined',
  notFound: 'Article not found',
  tooManySubmissions: `You can submit ${ARTICLE.submissionsPerDay} articles a day. Please try again tomorrow.`,
  imageNotMultipart: 'Send the image as multipart/form-data.',
  imageMissing: 'Please choose an image.',
  imageUnsupported: 'Please choose a PNG, JPEG or WebP image.',
  imageTooLarge: `The image is too large. The limit is ${ARTICLE.imageMaxBytes / 1024 / 1024} MB.`,
  imageTooManyPixels: `The image is too large. Please choose one of at most ${ARTICLE.imageMaxPixels / 1_000_000} megapixels.`,
  imageUnreadable: 'That image could not be read. Please choose another.',
  tooManyImages: 'Too many image uploads. Please try again later.',
  notPublished: 'Only a published article can be emailed.',
  alreadyEmailed: 'This article has already been emailed to the subscribers.',
} as const;

/** Read time: the larger of 2 and ceil(1.5 x sections), counting the form's sections before empty ones are dropped. */
export function articleReadTime(formSections: number): number {
  return Math.max(ARTICLE.minReadTime, Math.ceil(ARTICLE.minutesPerSection * formSections));
}

const section = z.object({
  heading: z.string().trim().max(ARTICLE.headingMax, ARTICLE_MESSAGES.headingTooLong).default(''),
  body: z.string().trim().max(ARTICLE.bodyMax, ARTICLE_MESSAGES.bodyTooLong).default(''),
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
      (v) => v === '' || /^https:\/\/[^\s"'<>]+$/.test(v) || ARTICLE_IMAGE_PATH.test(v),
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

/** GET /api/newsletter/articles/:id: with the review state for its author or an administrator. */
export type ArticleView = Article | ArticleWithStatus;

/** GET /api/newsletter/articles */
export interface ArticleList {
  articles: Article[];
  /** Confirmed subscribers (the spec's fixed 1,247 was sample data). */
  subscriberCount: number;
}

/** 201 (published by an administrator) or 202 (submitted for review) answer of POST /api/newsletter/articles. */
export interface ArticleSaved {
  article: ArticleWithStatus;
  message: string;
}

/** GET /api/newsletter/articles/mine and GET /api/admin/articles */
export interface ArticlesWithStatus {
  articles: ArticleWithStatus[];
}

/** 201 answer of POST /api/newsletter/images: the path to give as `imageURL`. */
export interface ArticleImageUploaded {
  url: string;
}

export const ARTICLE_STATUSES = ['pending', 'published', 'declined'] as const;

/** GET /api/admin/articles?status= (every status when omitted). */
export const articleListQuerySchema = z.object({ status: z.enum(ARTICLE_STATUSES).optional() });

/** POST /api/admin/articles/:id/decline: the note is shown to the author. */
export const articleDeclineSchema = z.object({ note: z.string().trim().max(1000).default('') });
