import { z } from 'zod';

/** Comments on tracks' wire contract (decision 0058). Both the client and the server import these. */

export const COMMENT_MAX = 1000;
/** The author may edit a comment this long after posting it. */
export const COMMENT_EDIT_MINUTES = 10;
/** Top-level comments per page of the list (each with all its replies). */
export const COMMENTS_PAGE_SIZE = 20;
/** Timed comments shown along a waveform at most (the newest). */
export const COMMENT_MARKERS_MAX = 300;
/** Comments a user may post per minute (the default of COMMENT_RATE_LIMIT_PER_MINUTE). */
export const COMMENTS_PER_MINUTE = 10;
/** The first characters of a comment told in a notification. */
export const COMMENT_EXCERPT_MAX = 80;

export const COMMENT_SORTS = ['newest', 'time'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

export const COMMENT_MESSAGES = {
  turnedOff: 'Comments are turned off for this track',
  empty: 'Please write a comment.',
  tooLong: `A comment can be at most ${COMMENT_MAX} characters.`,
  badPosition: 'The time must be a number of seconds within the track.',
  notFound: 'Comment not found',
  parentNotFound: 'The comment you are replying to no longer exists',
  oneLevel: 'Replies go under the first comment of a thread',
  notAuthor: 'Only the author can edit a comment',
  editWindow: `A comment can be edited for ${COMMENT_EDIT_MINUTES} minutes after it is posted`,
  cannotDelete: 'You cannot delete this comment',
  notTrackOwner: "Only the track's artist can pin a comment",
  pinReply: 'Only a first comment of a thread can be pinned',
  tooMany: 'You are commenting too fast. Please wait a moment.',
  trackNotFound: 'Track not found',
  badSort: `Sort by ${COMMENT_SORTS.join(' or ')}.`,
  badPage: 'The page must be a whole number from 1.',
} as const;

const body = z
  .string({ error: COMMENT_MESSAGES.empty })
  .trim()
  .min(1, COMMENT_MESSAGES.empty)
  .max(COMMENT_MAX, COMMENT_MESSAGES.tooLong);

/** POST /api/tracks/:id/comments */
export const commentCreateSchema = z.object({
  body,
  /** Where in the track it is left, in whole seconds (the player's position or a chosen time). */
  positionSeconds: z
    .number({ error: COMMENT_MESSAGES.badPosition })
    .min(0, COMMENT_MESSAGES.badPosition)
    .max(24 * 3600, COMMENT_MESSAGES.badPosition)
    .transform((value) => Math.floor(value))
    .nullish(),
  /** A reply: the first comment of the thread it answers. */
  parentId: z.number().int().positive().nullish(),
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** PATCH /api/comments/:id */
export const commentUpdateSchema = z.object({ body });
export type CommentUpdate = z.infer<typeof commentUpdateSchema>;

/** GET /api/tracks/:id/comments?sort=&page= */
export const commentListQuerySchema = z.object({
  sort: z.enum(COMMENT_SORTS, { error: COMMENT_MESSAGES.badSort }).default('newest'),
  page: z.coerce
    .number({ error: COMMENT_MESSAGES.badPage })
    .int(COMMENT_MESSAGES.badPage)
    .min(1, COMMENT_MESSAGES.badPage)
    .max(100_000, COMMENT_MESSAGES.badPage)
    .default(1),
});
export type CommentListQuery = z.infer<typeof commentListQuerySchema>;

export interface CommentAuthor {
  id: number;
  username: string;
  name: string;
  avatar: string | null;
}

export interface CommentMention {
  username: string;
  userId: number;
}

export interface TrackComment {
  id: number;
  trackId: number;
  /** The thread's first comment for a reply; null for a first comment. */
  parentId: number | null;
  body: string;
  /** Whole seconds into the track; null for a comment not tied to a moment (replies never are). */
  positionSeconds: number | null;
  author: CommentAuthor;
  createdAt: string;
  editedAt: string | null;
  likes: number;
  likedByMe: boolean;
  pinned: boolean;
  /** The @usernames of the body that name a member (linked to their profile). */
  mentions: CommentMention[];
  /** Until when the signed-in author may edit it; null when the viewer may not. */
  editableUntil: string | null;
  canDelete: boolean;
  /** Oldest first; always empty for a reply. */
  replies: TrackComment[];
}

/** A timed comment as a mark on the waveform. */
export interface CommentMarker {
  id: number;
  positionSeconds: number;
  author: CommentAuthor;
  body: string;
}

export interface CommentPage {
  trackId: number;
  /** False when the artist turned comments off: nothing is listed and posting is refused. */
  enabled: boolean;
  sort: CommentSort;
  page: number;
  pageSize: number;
  /** Every comment and reply the viewer can see. */
  total: number;
  /** First comments of threads, for paging. */
  threads: number;
  hasMore: boolean;
  pinned: TrackComment | null;
  /** This page's threads (the pinned one included where it falls). */
  comments: TrackComment[];
  /** Timed first comments along the waveform, by position (at most COMMENT_MARKERS_MAX). */
  markers: CommentMarker[];
}

export interface CommentLikeState {
  id: number;
  likes: number;
  likedByMe: boolean;
}

/** A piece of a comment's body as shown: text, a link, or a mention of a member. */
export type CommentToken =
  | { type: 'text'; text: string }
  | { type: 'link'; text: string; href: string }
  | { type: 'mention'; text: string; username: string };

const MENTION = /(^|[^A-Za-z0-9._-])@([A-Za-z0-9._-]{3,30})/g;
const TOKEN = /(https?:\/\/[^\s<>"']+)|(@[A-Za-z0-9._-]{3,30})/g;

/** The distinct @usernames a body names, lower-cased, in order (at most 20). */
export function mentionedUsernames(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(MENTION)) {
    names.add(match[2]!.replace(/[.-]+$/, '').toLowerCase());
    if (names.size >= 20) break;
  }
  return [...names].filter((name) => name.length >= 3);
}

/**
 * A body split into text, links (http and https only, trailing punctuation left out) and mentions of the given
 * members; everything else stays text, shown as text (never as markup).
 */
export function commentTokens(text: string, members: readonly string[]): CommentToken[] {
  const known = new Set(members.map((m) => m.toLowerCase()));
  const tokens: CommentToken[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = tokens[tokens.length - 1];
    if (last?.type === 'text') last.text += value;
    else tokens.push({ type: 'text', text: value });
  };
  let at = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const [whole, url, mention] = match;
    if (url) {
      const trimmed = url.replace(/[.,;:!?)\]}]+$/, '');
      pushText(text.slice(at, start));
      tokens.push({ type: 'link', text: trimmed, href: trimmed });
      at = start + trimmed.length;
      continue;
    }
    const before = start > 0 ? text[start - 1]! : '';
    const username = mention!.slice(1).replace(/[.-]+$/, '');
    if (/[A-Za-z0-9._-]/.test(before) || !known.has(username.toLowerCase())) continue;
    pushText(text.slice(at, start));
    tokens.push({ type: 'mention', text: `@${username}`, username });
    at = start + 1 + username.length;
    void whole;
  }
  pushText(text.slice(at));
  return tokens;
}

/** The first words of a comment, for a notification or a mark's label. */
export function commentExcerpt(text: string, max = COMMENT_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** PUT/DELETE /api/comments/:id/pin */
export interface CommentPinState {
  id: number;
  pinned: boolean;
}
