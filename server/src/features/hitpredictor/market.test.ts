import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/databases';
import { createUser } from '../../test/factories';
import { createTrack } from '../tracks/testing';
import { commercialViability, MARKET_EVIDENCE, viralPotential } from './market';
import type { Neighbour } from './neighbours';
import { catalogueTrack } from './testing';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-06-01T00:00:00.000Z');

/** A neighbourhood of `count` similar tracks with `plays` plays each. */
function neighbourhood(count: number, plays: number): Neighbour[] {
  return Array.from({ length: count }, (_, i) => ({
    track: catalogueTrack({ plays, userId: 900 + i }),
    similarity: 90 - i,
  }));
}

describeEachDatabase('Hit Predictor market figures: the evidence they need', (t) => {
  /** A published track of `userId` out since `daysAgo` days, with `plays` plays in its first 72 hours. */
  async function trackWithEarlyPlays(userId: number, daysAgo: number, plays: number) {
    const publishedAt = new Date(NOW - daysAgo * DAY_MS).toISOString();
    const track = await createTrack(t.db, { userId, publishedAt });
    if (plays > 0) {
      await t.db
        .insertInto('trackPlays')
        .values(
          Array.from({ length: plays }, (_, p) => ({
            trackId: track.id,
            listenerKey: `early-${track.id}-${p}`,
            createdAt: new Date(Date.parse(publishedAt) + (p + 1) * 60_000).toISOString(),
          })),
        )
        .execute();
    }
    return { id: track.id, userId, publishedAt };
  }

  it('compares early listening with "your usual" only from 5 earlier tracks, and says how many it used', async () => {
    const artist = await createUser(t.db);
    const subject = await trackWithEarlyPlays(artist.id, 10, 30);
    // One earlier track: a baseline of one says nothing about the artist's usual.
    await trackWithEarlyPlays(artist.id, 20, 2);
    const thin = await viralPotential(t.db, subject, NOW);
    expect(thin.value).toBeNull();
    expect(thin.note).toContain(`at least ${MARKET_EVIDENCE.earlierTracks} earlier tracks`);
    expect(thin.note).toContain('1 so far');

    for (const [days, plays] of [
      [30, 4],
      [40, 6],
      [50, 10],
      [60, 12],
    ] as const) {
      await trackWithEarlyPlays(artist.id, days, plays);
    }
    const enough = await viralPotential(t.db, subject, NOW);
    // Median of 2, 4, 6, 10, 12 is 6: r = 31 / 7, shown as 100 r / (1 + r).
    expect(enough.value).toBe(Math.round((100 * (31 / 7)) / (1 + 31 / 7)));
    expect(enough.note).toContain('median of 5 earlier tracks');
    expect(await viralPotential(t.db, subject, NOW)).toEqual(enough);
  });

  it('shows purchases per 1,000 plays only for a neighbourhood of 20 that is a small part of the catalogue', async () => {
    // The 14-track catalogue of a young platform: the "most similar" tracks are most of it.
    const small = await commercialViability(t.db, neighbourhood(12, 40), 14);
    expect(small.value).toBeNull();
    expect(small.note).toContain('at least 80 measured tracks');
    expect(small.note).toContain('(14 now)');
    // 20 neighbours out of 60: still a third of everything, the same figure for nearly every track.
    expect((await commercialViability(t.db, neighbourhood(20, 40), 60)).value).toBeNull();

    const shown = await commercialViability(t.db, neighbourhood(20, 40), 200);
    // No purchases of these tracks: 0 per 1,000 plays, over the 800 plays of 20 of 200 tracks.
    expect(shown.value).toBe(0);
    expect(shown.note).toContain('800 plays of the 20 most similar of 200 tracks');
  });
});
