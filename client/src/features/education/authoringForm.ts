/** Class names of the authoring forms' labels and fields. */
export const labelClass = 'grid gap-1 text-sm font-semibold';
export const fieldClass =
  'w-full min-w-0 rounded-xl border border-white/15 bg-black/30 px-3 py-2 text-sm font-normal outline-none focus:border-primary';

/** Dollars typed by an author ('5', '4.99') as cents, or null when it is not an amount. */
export function parsePrice(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/**
 * A state update for after a save: the field goes back to `empty` only if it still holds what was sent, so
 * what the author typed while the save ran is kept.
 */
export function resetIfSent<T>(sent: T, empty: T): (now: T) => T {
  return (now) => (now === sent ? empty : now);
}
