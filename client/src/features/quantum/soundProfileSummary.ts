import type { SoundProfile } from '@common/collab';

/** Up to this many keys are named one by one; beyond it the line counts them. */
const KEYS_NAMED = 3;

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The line under a sound profile: how many tracks it averages and the keys they are in, from the profile's
 * per-key counts. A few keys are named (the most used first); more are counted, and one is called "mostly"
 * used only when it has more tracks than any other, never when it only ties.
 */
export function soundProfileSummary(profile: SoundProfile | undefined): string {
  if (!profile) return '';
  const n = profile.analysedTracks;
  const tracks = `${n} analysed track${n === 1 ? '' : 's'}`;
  const keys = profile.keyCounts;
  if (n === 0 || keys.length === 0) return tracks;
  if (keys.length <= KEYS_NAMED) return `${tracks}, in ${listOf(keys.map((count) => count.key))}`;
  const [top, next] = keys;
  const mostly = top && next && top.tracks > next.tracks ? `, mostly ${top.key}` : '';
  return `${tracks}, in ${keys.length} keys${mostly}`;
}
