import { findPlan, PLANS } from '@common/plans';
import type { TrackRow, UserRow } from '../../db/schema';

/** Only the track's owner publishes it. */
export function canPublishTrack(user: Pick<UserRow, 'id'>, track: Pick<TrackRow, 'userId'>): boolean {
  return track.userId !== null && track.userId === user.id;
}

/** The first moment of the calendar month (UTC) that plan upload limits count from. */
export function startOfUploadMonth(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Whether the user's plan lets them upload another track this month: answers the refusal's message, or null.
 * Artist Basic allows 10 a month; Pro and DJ Premium are unlimited; without a plan uploads are not limited
 * (part 1 leaves plan enforcement open, and uploading was open to every account before plans existed).
 */
export function planUploadRefusal(user: Pick<UserRow, 'planId'>, uploadsThisMonth: number): string | null {
  const plan = user.planId ? findPlan(user.planId) : undefined;
  if (!plan || plan.uploadsPerMonth === null || uploadsThisMonth < plan.uploadsPerMonth) return null;
  const unlimited = PLANS.find((p) => p.uploadsPerMonth === null);
  return `Your ${plan.name} plan includes ${plan.uploadsPerMonth} uploads per month and you have used them all this month.${
    unlimited ? ` Upgrade to ${unlimited.name} for unlimited uploads.` : ''
  }`;
}
