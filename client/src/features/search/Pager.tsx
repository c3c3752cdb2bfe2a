import { Link } from 'wouter';
import { Button } from '@/ui/Button';

/** Previous and Next pages as links (each page has its own address), and where this one is. */
export function Pager({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link href={hrefFor(page - 1)}>Previous page</Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Button asChild variant="outline" size="sm">
          <Link href={hrefFor(page + 1)}>Next page</Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
