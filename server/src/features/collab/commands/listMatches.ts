import { COLLAB, type MatchPage, matchQuerySchema } from '@common/collab';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { parseInput } from '../../../lib/validate';
import { buildCards } from '../cards';
import { rankMatches } from '../formula';
import { findSide, loadActiveCandidates, loadScoringCandidates } from '../queries';

/**
 * Candidates the formula scores per request, at least: the most relevant by the database's pre-score (decision
 * 0033). Deeper pages raise it so a page is always ranked among more candidates than it shows.
 */
export const SCORED_CANDIDATES = 240;

/**
 * GET /api/collab/matches. A signed-in user with a profile gets personal matches: the filtered profiles are
 * narrowed in SQL, scored by the formula from their precomputed signals, ordered by percentage then user id,
 * and paged. Visitors and users without a profile get the filtered profiles by activity, without percentages.
 */
export async function listMatches(db: Db, user: UserRow | null, query: unknown): Promise<MatchPage> {
  const { page, ...filters } = parseInput(matchQuerySchema, query);
  const size = COLLAB.pageSize;
  const offset = (page - 1) * size;
  const viewer = user ? await findSide(db, user.id) : undefined;

  if (!viewer) {
    const sides = await loadActiveCandidates(db, user?.id ?? null, filters, offset, size + 1);
    const shown = sides.slice(0, size).map((side) => ({ side }));
    return {
      matches: await buildCards(db, null, shown),
      page,
      hasMore: sides.length > size,
      personal: false,
    };
  }

  const limit = Math.max(SCORED_CANDIDATES, offset + size + 1);
  const ranked = rankMatches(viewer, await loadScoringCandidates(db, viewer, filters, limit));
  const shown = ranked.slice(offset, offset + size);
  return {
    matches: await buildCards(db, viewer, shown),
    page,
    hasMore: ranked.length > offset + size,
    personal: true,
  };
}
