import { COLLAB_MATCHING, type CollabMatch } from '@common/collab';
import type { Db } from '../../db/connection';
import { followerCounts } from '../artists';
import {
  type MatchParts,
  type MatchSide,
  matchReasons,
  namedScores,
  NO_LISTENING,
  reliabilityFacts,
} from './formula';
import { presentMatch } from './presenter';
import { loadCardDetails, loadMutualListening, loadRecentWork } from './queries';

/** A candidate to show, with its parts when the list is personal. */
export interface CardInput {
  side: MatchSide;
  parts?: MatchParts;
}

/**
 * The cards of one page: details, live follower counts, recent work and (for a personal list) mutual listening
 * are read for the whole page at once, never per card.
 */
export async function buildCards(
  db: Db,
  viewer: MatchSide | null,
  page: CardInput[],
): Promise<CollabMatch[]> {
  const ids = page.map((item) => item.side.id);
  const [details, followers, recentWork, listening] = await Promise.all([
    loadCardDetails(db, ids),
    followerCounts(db, ids),
    loadRecentWork(db, ids),
    viewer ? loadMutualListening(db, viewer.id, ids) : Promise.resolve(null),
  ]);
  const cards: CollabMatch[] = [];
  for (const { side, parts } of page) {
    const detail = details.get(side.id);
    if (!detail) continue;
    const personal = viewer && parts;
    cards.push(
      presentMatch(side, detail, {
        followers: followers.get(side.id) ?? 0,
        recentWork: recentWork.get(side.id) ?? [],
        reasons: personal
          ? matchReasons(viewer, side, parts)
          : reliabilityFacts(side)
              .map((fact) => fact.text)
              .slice(0, COLLAB_MATCHING.reasonsMax),
        scores: personal
          ? namedScores(viewer, side, parts, listening?.get(side.id) ?? NO_LISTENING)
          : undefined,
      }),
    );
  }
  return cards;
}
