import { formatDuration } from '@common/format';
import type { SearchResult } from '@common/search';

/** A track's or beat's measured sound as one line: BPM, key (Camelot code), energy, length, price. */
export function soundFacts(result: SearchResult): string[] {
  const facts: string[] = [];
  if (result.bpm != null) facts.push(`${Math.round(result.bpm)} BPM`);
  if (result.key) facts.push(result.camelot ? `${result.key} (${result.camelot})` : result.key);
  if (result.energy != null) facts.push(`energy ${result.energy.toFixed(2)}`);
  if (result.duration != null) facts.push(formatDuration(result.duration));
  if (result.price != null) facts.push(result.price > 0 ? `$${result.price.toFixed(2)}` : 'Free');
  return facts;
}

/** The facts of a result, and how its key mixes with the one asked for. */
export function ResultFacts({ result }: { result: SearchResult }) {
  const facts = soundFacts(result);
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      {facts.length ? <span>{facts.join(' · ')}</span> : null}
      {result.keyRelation ? (
        <span className="rounded-full bg-primary/15 px-2 py-0.5 font-semibold text-primary-text ring-1 ring-primary/30">
          Mixes: {result.keyRelation}
        </span>
      ) : null}
    </div>
  );
}
