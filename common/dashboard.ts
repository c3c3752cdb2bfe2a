import { z } from 'zod';

/** Analytics compare the last 7 days with the 7 days before. */
export const ANALYTICS_WEEK_DAYS = 7;

export const PLAYS_PER_DAY_DEFAULT_DAYS = 30;
export const PLAYS_PER_DAY_MAX_DAYS = 365;

/** GET /api/dashboard/plays-per-day */
export const playsPerDayQuerySchema = z.object({
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${PLAYS_PER_DAY_MAX_DAYS}` })
    .int(`days must be a whole number from 1 to ${PLAYS_PER_DAY_MAX_DAYS}`)
    .min(1, `days must be a whole number from 1 to ${PLAYS_PER_DAY_MAX_DAYS}`)
    .max(PLAYS_PER_DAY_MAX_DAYS, `days must be a whole number from 1 to ${PLAYS_PER_DAY_MAX_DAYS}`)
    .default(PLAYS_PER_DAY_DEFAULT_DAYS),
});

export const ANALYTICS_TILE_IDS = ['plays', 'likes', 'followers', 'listeners'] as const;
export type AnalyticsTileId = (typeof ANALYTICS_TILE_IDS)[number];

/** One tile of Analytics Overview (part 1, section 3 'Analytics tile'). */
export interface AnalyticsTile {
  id: AnalyticsTileId;
  title: string;
  value: number;
  /** This week against last week: '+12%', '-5%', '0%' or 'New'. */
  change: string;
  isPositive: boolean;
  description: string;
}

/** Plays of the last 7 days from players embedded on other sites (decision 0057). */
export interface EmbedPlayShare {
  plays: number;
  /** Their share of all plays of the last 7 days, a whole percentage (0 when there were none). */
  percent: number;
  /** One line for the dashboard, e.g. '12 of 40 plays this week came from embedded players (30%)'. */
  description: string;
}

/** GET /api/dashboard/analytics */
export interface DashboardAnalytics {
  tiles: AnalyticsTile[];
  embeds: EmbedPlayShare;
}

/** The share of this week's plays that came from embeds, and its line. */
export function embedPlayShare(embedPlays: number, allPlays: number): EmbedPlayShare {
  const percent = allPlays > 0 ? Math.round((embedPlays / allPlays) * 100) : 0;
  const description =
    allPlays === 0
      ? 'No plays this week yet, from the site or embedded players'
      : `${embedPlays} of ${allPlays} ${allPlays === 1 ? 'play' : 'plays'} this week came from embedded players (${percent}%)`;
  return { plays: embedPlays, percent, description };
}

/** One day of GET /api/dashboard/plays-per-day (UTC dates, every day of the range). */
export interface DailyPlays {
  date: string;
  plays: number;
}

/**
 * The week-over-week change of a count: 'New' when last week had none and this week some,
 * a signed whole percentage otherwise. A fall is negative; no change counts as positive.
 */
export function weeklyChange(thisWeek: number, lastWeek: number): { change: string; isPositive: boolean } {
  if (lastWeek === 0)
    return thisWeek > 0 ? { change: 'New', isPositive: true } : { change: '0%', isPositive: true };
  const percent = Math.round(((thisWeek - lastWeek) / lastWeek) * 100);
  if (percent > 0) return { change: `+${percent}%`, isPositive: true };
  if (percent < 0) return { change: `${percent}%`, isPositive: false };
  return { change: '0%', isPositive: true };
}

/** The UTC calendar dates (YYYY-MM-DD) of the `days` days ending with the day of `now`, oldest first. */
export function utcDateRange(now: Date, days: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** GET /api/dashboard/plays-per-day: one entry per UTC day, oldest first. */
export type PlaysPerDay = DailyPlays[];
