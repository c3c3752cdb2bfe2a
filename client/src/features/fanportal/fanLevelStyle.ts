/** The badge colours of each fan level; any other level gets a red default (part 2, section 9). */
const LEVEL_STYLES: Record<string, string> = {
  Diamond: 'bg-cyan-400/15 text-cyan-300 ring-cyan-400/40',
  Platinum: 'bg-violet-400/15 text-violet-200 ring-violet-300/40',
  Gold: 'bg-amber-400/15 text-amber-300 ring-amber-400/40',
  Silver: 'bg-zinc-300/15 text-zinc-200 ring-zinc-300/40',
  Bronze: 'bg-orange-700/20 text-orange-300 ring-orange-500/40',
};

/** Class names of a fan-level badge. */
export function fanLevelClass(level: string): string {
  return LEVEL_STYLES[level] ?? 'bg-red-500/15 text-red-300 ring-red-500/40';
}
