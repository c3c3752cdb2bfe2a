import type { UserRow } from '../../db/schema';
import type { ArticleRow } from './presenter';

export const isAdmin = (user: UserRow | null | undefined): boolean => user?.role === 'admin';

/** A published article is for everyone; a pending or declined one only for its author and administrators. */
export function canViewArticle(user: UserRow | null, article: ArticleRow): boolean {
  // Removed by a moderator, or its author suspended or banned: shown to administrators only (decision 0061).
  if (article.removedAt || article.authorHeld) return user !== null && isAdmin(user);
  if (article.status === 'published') return true;
  return canSeeReview(user, article);
}

/** The review state (pending, declined, the note) is for the author and administrators. */
export function canSeeReview(user: UserRow | null, article: ArticleRow): boolean {
  if (!user) return false;
  return isAdmin(user) || (article.authorId !== null && article.authorId === user.id);
}
