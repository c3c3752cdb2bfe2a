import { ADMIN_PAGE_SIZE } from '@common/admin';
import { ApiError } from '@/lib/api';

/** GET URLs of the admin lists (each is its query key's first element). */
export const OUTBOX_URL = '/api/admin/outbox';
export const MESSAGES_URL = '/api/admin/messages';
export const USERS_URL = '/api/admin/users';

/** The longest search the API accepts (adminListQuerySchema). */
export const SEARCH_MAX = 100;
const PAGE_MAX = 10_000;

/** What a list shows: the search and the page, kept in the address (?q=...&page=N). */
export interface ListParams {
  q: string;
  page: number;
}

/** Reads the list parameters from the address's query string; anything invalid falls back to the default. */
export function readListParams(search: string): ListParams {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim().slice(0, SEARCH_MAX);
  const page = Math.floor(Number(params.get('page')));
  return { q, page: Number.isFinite(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1 };
}

/** The query string of a list's address: empty for the first page without a search. */
export function listSearch({ q, page }: ListParams): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The API address of one page of a list. */
export function listApiUrl(base: string, { q, page }: ListParams): string {
  const params = new URLSearchParams({ page: String(page) });
  if (q) params.set('q', q);
  return `${base}?${params.toString()}`;
}

/** How many pages `total` items fill (at least one). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}

/** What a page of a list shows, e.g. '3 messages', '1 message' or '26–50 of 73 messages'. */
export function pageSummary(
  page: number,
  shown: number,
  total: number,
  [one, many]: readonly [string, string],
): string {
  const noun = total === 1 ? one : many;
  if (total <= ADMIN_PAGE_SIZE || shown === 0) return `${total} ${noun}`;
  const first = (page - 1) * ADMIN_PAGE_SIZE + 1;
  return `${first}–${first + shown - 1} of ${total} ${noun}`;
}

/** Whether the server refused the request because the user is not an administrator. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/** A time of day in the reader's locale. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(undefined, { timeStyle: 'short' });
}

/** Whether two instants fall on the same day where the reader is. */
export function sameDay(a: string, b: string): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/** A date and time in the reader's locale. */
export function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** A mailto: link answering a contact message, with the subject 'Re: <subject>'. */
export function replyHref(email: string, subject: string): string {
  const re = /^re:/i.test(subject.trim()) ? subject.trim() : `Re: ${subject.trim()}`;
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(re)}`;
}
