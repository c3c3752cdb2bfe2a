import type { Library } from '@common/beatbank';
import { formatCents } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { Download, FileText, Library as LibraryIcon, Music2 } from 'lucide-react';
import { Link } from 'wouter';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { LIBRARY_QUERY_KEY } from './beatQueries';

function purchasedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The buyer's library: purchased beats with their licence, date, price, downloads and licence documents. */
export default function LibraryPage() {
  const library = useQuery<Library>({ queryKey: LIBRARY_QUERY_KEY, staleTime: 0 });
  const items = library.data?.items ?? [];

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:py-8">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <LibraryIcon className="size-8 text-primary-text" aria-hidden />
          Library
        </h1>
        <p className="text-muted">Your licensed beats, their files and license documents.</p>
      </header>

      {library.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner label="Loading your library" />
        </div>
      ) : library.isError ? (
        <p role="alert" className="rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm">
          Your library could not be loaded. Please try again.
        </p>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-white/10 p-12 text-center">
          <Music2 className="size-10 text-muted" aria-hidden />
          <p className="font-semibold">No beats yet</p>
          <p className="text-sm text-muted">
            Beats you license in the Beat Bank appear here with their files.
          </p>
          <Button asChild>
            <Link href="/beatbank">Browse the Beat Bank</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li
              key={item.licenceId}
              className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:flex-row sm:items-center"
              data-testid="library-item"
            >
              <div className="flex min-w-0 flex-1 items-center gap-4">
                <Artwork src={item.beat.coverArt} className="size-20 rounded-xl" />
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h2 className="truncate text-lg font-bold">{item.beat.title}</h2>
                    {item.licenceType === 'exclusive' ? (
                      <Badge className="bg-primary-strong text-white ring-0">SOLD · Exclusive to you</Badge>
                    ) : null}
                  </div>
                  <p className="text-sm text-muted">
                    {item.beat.producer}
                    {item.beat.bpm ? ` · ${item.beat.bpm} BPM` : ''}
                    {item.beat.key ? ` · ${item.beat.key}` : ''}
                  </p>
                  <p className="text-sm">
                    <span className="font-semibold">{item.licenceName}</span>
                    <span className="text-muted">
                      {' '}
                      · {formatCents(item.amount)} · {purchasedOn(item.purchasedAt)} ·{' '}
                      <span className="whitespace-nowrap">{item.licenceNumber}</span>
                    </span>
                  </p>
                  {item.licenceType === 'exclusive' && !item.stemsAvailable ? (
                    <p className="text-xs text-amber-200/90">
                      Stems are delivered by the producer: they have been told of your purchase.
                    </p>
                  ) : null}
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                <Button asChild size="sm">
                  <a href={item.downloadUrl} download>
                    <Download aria-hidden />
                    Download
                  </a>
                </Button>
                <Button asChild size="sm" variant="outline">
                  <a href={item.documentUrl} target="_blank" rel="noopener">
                    <FileText aria-hidden />
                    License
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
