import { COLLAB_PROFILE_MESSAGES, type CollabMatch } from '@common/collab';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/errors';
import { buildCards } from '../cards';
import { matchParts, matchTotal } from '../formula';
import { findCandidate, findSide } from '../queries';

/**
 * GET /api/collab/matches/:userId: one artist open to collaborations as a card, with the caller's scores when
 * the caller has a profile. 404 for oneself, a deleted account, no profile or an unavailable one.
 */
export async function showMatch(db: Db, user: UserRow | null, userId: number): Promise<CollabMatch> {
  if (user?.id === userId) throw notFound(COLLAB_PROFILE_MESSAGES.matchNotFound);
  const side = await findCandidate(db, user?.id ?? null, userId);
  if (!side) throw notFound(COLLAB_PROFILE_MESSAGES.matchNotFound);
  const viewer = user ? ((await findSide(db, user.id)) ?? null) : null;
  const [card] = await buildCards(db, viewer, [
    { side, parts: viewer ? matchParts(viewer, side) : undefined },
  ]);
  if (!card) throw notFound(COLLAB_PROFILE_MESSAGES.matchNotFound);
  return card;
}

/**
 * The match percentage (0-100) of `userId` looking at `partnerId`, as the Finder shows it; null when either of
 * them has no collab profile.
 */
export async function matchScoreBetween(db: Db, userId: number, partnerId: number): Promise<number | null> {
  const [viewer, partner] = await Promise.all([findSide(db, userId), findSide(db, partnerId)]);
  if (!viewer || !partner) return null;
  return Math.round(matchTotal(matchParts(viewer, partner)));
}
