import type { HitResult } from '@common/hitpredictor';
import { Link } from 'wouter';
import { Card } from '@/ui/Card';

/** The genre vote and the ten nearest catalogue tracks of other artists, with what differs. */
export function ComparableHits({ result }: { result: HitResult }) {
  const g = result.genreClassification;
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-bold">Genre and similar tracks</h2>
        <p className="font-semibold" data-testid="genre-vote">
          {g.label}
        </p>
        <p className="text-sm text-muted">Tempo check: {g.tempoCheck}.</p>
      </div>
      {result.comparableHits.length === 0 ? (
        <p className="text-sm text-muted">No measured tracks of other artists in the catalogue yet.</p>
      ) : (
        <ol className="divide-y divide-white/10">
          {result.comparableHits.map((hit) => (
            <li key={hit.trackId} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link href={`/tracks/${hit.trackId}`} className="font-semibold hover:underline">
                  {hit.title}
                </Link>
                <p className="text-sm text-muted">
                  {hit.artist}
                  {hit.genre ? ` · ${hit.genre}` : ''}
                </p>
                {hit.differences.length ? (
                  <p className="text-xs text-muted">Differs: {hit.differences.join('; ')}</p>
                ) : null}
              </div>
              <span className="rounded-full bg-primary/15 px-2.5 py-0.5 text-sm font-bold tabular-nums text-primary-text">
                {hit.similarity}% similar
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
