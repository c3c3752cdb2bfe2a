import type { SearchResult } from '@common/search';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { isPlayable } from './playResult';
import { ResultFacts } from './ResultFacts';
import { ResultPlayButton } from './ResultPlayButton';
import { SEARCH_TYPE_ICONS, SEARCH_TYPE_NAMES } from './typeIcons';

/** One result: image, title (a link to it), subtitle, its kind on the All tab, sound facts, play. */
export function ResultRow({
  result,
  list,
  showType,
}: {
  result: SearchResult;
  list: readonly SearchResult[];
  showType: boolean;
}) {
  return (
    <li className="flex items-center gap-3 rounded-2xl border border-white/10 bg-surface/40 p-2 pr-3 transition-colors hover:bg-surface/80">
      <Artwork
        src={result.image}
        icon={SEARCH_TYPE_ICONS[result.type]}
        className={cn('size-14', result.type === 'artist' ? 'rounded-full' : 'rounded-xl')}
      />
      <div className="min-w-0 flex-1">
        <Link
          href={result.url}
          className="block truncate font-semibold hover:text-primary-text focus-visible:text-primary-text"
        >
          {result.title}
        </Link>
        <p className="truncate text-sm text-muted">
          {showType ? <span className="text-foreground/80">{SEARCH_TYPE_NAMES[result.type]}</span> : null}
          {showType && result.subtitle ? ' · ' : null}
          {result.subtitle}
        </p>
        <ResultFacts result={result} />
      </div>
      {isPlayable(result) ? <ResultPlayButton result={result} list={list} /> : null}
    </li>
  );
}
