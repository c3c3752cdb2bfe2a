import { formatCents } from '@common/format';

/** A course's price as the catalogue shows it: 'Free' or '$5.00'. */
export const priceLabel = (cents: number) => (cents === 0 ? 'Free' : formatCents(cents));

/** '4.6 (12 ratings)', or 'No ratings yet'. */
export function ratingLabel(rating: number | null, count: number): string {
  if (rating === null || count === 0) return 'No ratings yet';
  return `${rating.toFixed(1)} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** '1 learner', '23 learners'. */
export const learnersLabel = (count: number) => `${count} ${count === 1 ? 'learner' : 'learners'}`;
