import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { AdminForbidden } from './AdminForbidden';
import { isForbidden, pageCount, pageSummary, SEARCH_MAX } from './adminList';

/** How long typing pauses before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of an admin list: the list follows what is typed after a short pause, Enter searches at
 * once, and the box follows the address when it changes (Back, another section).
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [submitted, setSubmitted] = useState(value);
  if (value !== shown) {
    setShown(value);
    // The address changed from elsewhere: show its search (what was typed since stays when it is ours).
    if (value !== submitted) setDraft(value);
  }

  const search = useEffectEvent((q: string) => {
    setSubmitted(q);
    onSearch(q);
  });

  useEffect(() => {
    const q = draft.trim();
    if (q === value) return;
    const timer = setTimeout(() => search(q), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(draft.trim());
    onSearch(draft.trim());
  };

  return (
    <form role="search" aria-label={label} onSubmit={handleSubmit} className="w-full sm:w-80">
      <label className="relative block">
        <span className="sr-only">{label}</span>
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          type="search"
          value={draft}
          maxLength={SEARCH_MAX}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          className="h-11 w-full rounded-full border border-white/10 bg-black/30 pl-9 pr-4 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
        />
      </label>
    </form>
  );
}

/** 'Previous' and 'Next' below a list, with what it shows; one page shows the count only, none shows nothing. */
export function Pager({
  what,
  page,
  shown,
  total,
  onPage,
}: {
  /** The listed things, singular and plural. */
  what: readonly [string, string];
  page: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = pageCount(total);
  if (total === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted">
      <p aria-live="polite">{pageSummary(page, shown, total, what)}</p>
      {pages > 1 ? (
        <nav aria-label={`Pages of ${what[1]}`} className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            <ChevronLeft aria-hidden /> Previous
          </Button>
          <span className="px-1 text-foreground/85">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next <ChevronRight aria-hidden />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

/** A dashed box saying the list is empty, or that the search found nothing. */
export function EmptyState({
  icon,
  title,
  hint,
  q,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  q: string;
}) {
  return (
    <div className="rounded-2xl border border-dashed border-white/15 p-10 text-center">
      <span className="mx-auto grid size-10 place-items-center text-muted [&_svg]:size-10">{icon}</span>
      <p className="mt-3 font-semibold">{q ? `Nothing matches “${q}”` : title}</p>
      <p className="mt-1 text-sm text-muted">{q ? 'Try another search.' : hint}</p>
    </div>
  );
}

/** ListStatus's props for a list read by one query (not paged): reloading keeps what is shown, marked busy. */
export function queryStatus(query: {
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}) {
  return {
    isPending: query.isPending,
    isFetching: query.isFetching && !query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

/**
 * What a list shows before it has data: a spinner while loading, 'Administrators only' when the server
 * refuses, else the error with a retry. Renders `children` once data is there.
 */
export function ListStatus({
  what,
  isPending,
  isFetching,
  error,
  onRetry,
  children,
}: {
  what: string;
  isPending: boolean;
  /** A new page or search is loading while the previous one stays on screen. */
  isFetching: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label={`Loading ${what}`} />
      </div>
    );
  }
  if (error) {
    if (isForbidden(error)) return <AdminForbidden heading="h2" />;
    return <LoadError what={what} onRetry={onRetry} />;
  }
  return (
    <div aria-busy={isFetching} className="space-y-5">
      {children}
    </div>
  );
}
