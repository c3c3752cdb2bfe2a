import { ANALYTICS_WEEK_DAYS } from '@common/dashboard';

const DAY_MS = 86_400_000;

/** The bounds (ISO) of this week (the last 7 days up to now) and last week (the 7 days before). */
export function weekWindows(now: Date): { lastWeekStart: string; thisWeekStart: string; end: string } {
  const end = now.getTime();
  return {
    lastWeekStart: new Date(end - 2 * ANALYTICS_WEEK_DAYS * DAY_MS).toISOString(),
    thisWeekStart: new Date(end - ANALYTICS_WEEK_DAYS * DAY_MS).toISOString(),
    end: now.toISOString(),
  };
}
