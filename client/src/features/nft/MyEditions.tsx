import type { OwnedEditionList } from '@common/nft';
import { formatCents } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { Gem } from 'lucide-react';
import { Link } from 'wouter';
import { Artwork } from '@/ui/Artwork';
import { MY_EDITIONS_KEY } from './queryKeys';

/** The signed-in collector's editions with their numbers. */
export function MyEditions() {
  const { data, isLoading, isError } = useQuery<OwnedEditionList>({ queryKey: MY_EDITIONS_KEY });
  return (
    <section aria-labelledby="my-editions-title" className="space-y-4">
      <h2 id="my-editions-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
        <Gem className="size-5 text-primary-text" aria-hidden /> My editions
      </h2>
      {isLoading ? (
        <p className="text-sm text-muted">Loading your editions...</p>
      ) : isError ? (
        <p role="alert" className="text-sm text-destructive">
          Could not load your editions. Reload the page to try again.
        </p>
      ) : !data || data.editions.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-5 text-sm text-muted">
          You do not own an edition yet. Pick a drop below: each edition is numbered and yours for good.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="My editions">
          {data.editions.map((edition) => (
            <li
              key={edition.id}
              className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-3"
            >
              <Artwork src={edition.coverArt} className="size-14 rounded-xl" />
              <div className="min-w-0 flex-1">
                <Link
                  href={`/tracks/${edition.trackId}`}
                  className="block truncate font-semibold hover:text-primary-text"
                >
                  {edition.title}
                </Link>
                <p className="truncate text-sm text-muted">{edition.artist}</p>
                <p className="text-xs text-muted">
                  {formatCents(edition.price)} · {new Date(edition.purchasedAt).toLocaleDateString()}
                </p>
              </div>
              <span
                className="shrink-0 rounded-full bg-primary/15 px-3 py-1 text-sm font-bold text-primary-text ring-1 ring-primary/30"
                aria-label={`Edition ${edition.label}`}
              >
                #{edition.label}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
