import { SEARCH_MESSAGES, type SearchPage } from '@common/search';
import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { Pager } from './Pager';
import { ResultRow } from './ResultRow';
import { searchPath, type SearchState } from './searchState';

interface SearchResultsProps {
  state: SearchState;
  answer: SearchPage | undefined;
  loading: boolean;
  error: string | null;
}

/** The nearby spelling of a query with an unknown word, as a link (its results are among these already). */
function DidYouMean({ state, spelling }: { state: SearchState; spelling: string | null }) {
  if (!spelling) return null;
  return (
    <p className="text-sm text-muted">
      Did you mean{' '}
      <Link
        href={searchPath({ ...state, q: spelling, page: 1 })}
        className="font-semibold text-primary-text underline underline-offset-4"
      >
        {spelling}
      </Link>
      ?
    </p>
  );
}

/** A page of results (with a nearby spelling as a link when there is one), "No results", and the pages. */
export function SearchResults({ state, answer, loading, error }: SearchResultsProps) {
  if (error) return <FormAlert>{error}</FormAlert>;
  if (!answer) {
    return loading ? (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Searching" />
      </div>
    ) : null;
  }
  if (answer.results.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-16 text-center">
        <SearchX className="size-10 text-muted" aria-hidden />
        <p className="text-lg font-semibold" role="status">
          {SEARCH_MESSAGES.empty}
          {state.q ? ` for “${state.q}”` : null}
        </p>
        <DidYouMean state={state} spelling={answer.didYouMean} />
      </div>
    );
  }
  const pageCount = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return (
    <div className="grid gap-4" aria-busy={loading || undefined}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-muted" role="status">
          {answer.total} result{answer.total === 1 ? '' : 's'}
          {state.q ? ` for “${state.q}”` : null}
        </p>
        <DidYouMean state={state} spelling={answer.didYouMean} />
      </div>
      <ul className="grid gap-2">
        {answer.results.map((result) => (
          <ResultRow
            key={`${result.type}-${result.id}`}
            result={result}
            list={answer.results}
            showType={state.type === undefined}
          />
        ))}
      </ul>
      <Pager page={answer.page} pageCount={pageCount} hrefFor={(page) => searchPath({ ...state, page })} />
    </div>
  );
}
