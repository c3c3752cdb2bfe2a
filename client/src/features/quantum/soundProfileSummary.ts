import type { SoundProfile } from '@common/collab';

/** Twelve tonics, major and minor: a sound profile's key spread is the share of them its tracks use. */
const KEYS_IN_ALL = 24;

/**
 * The line under a sound profile: how many tracks it averages and what it can truly say of their keys. The
 * profile names one key (the most common, ties broken alphabetically) and how many keys are used, not how many
 * tracks are in each, and a track may have no key found. So a key is named only when it is the only one used; two
 * or more keys over as many tracks are each used once; otherwise the line counts the keys and names none, never
 * calling a key "mostly" used when it may only tie.
 */
export function soundProfileSummary(profile: SoundProfile | undefined): string {
  if (!profile) return '';
  const n = profile.analysedTracks;
  const tracks = `${n} analysed track${n === 1 ? '' : 's'}`;
  if (n === 0 || !profile.mainKey) return tracks;
  const keys = Math.max(1, Math.round((profile.keySpread ?? 0) * KEYS_IN_ALL));
  if (keys === 1) return `${tracks}, in ${profile.mainKey}`;
  if (keys >= n) return `${tracks}, each in a different key`;
  return `${tracks}, in ${keys} keys`;
}
