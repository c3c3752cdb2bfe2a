import type { SearchResult, SearchSuggestGroup } from '@common/search';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { optionId } from './comboboxNav';
import { SEARCH_TYPE_ICONS } from './typeIcons';

interface SuggestOptionsProps {
  /** The combobox's id: options' ids start with it. */
  base: string;
  groups: readonly SearchSuggestGroup[];
  activeId: string | null;
  onPick: (result: SearchResult) => void;
}

/**
 * The suggestions listbox's content: one group per kind, labelled by its kind, each option with its image,
 * title and subtitle. Focus stays in the input (pressing an option does not take it).
 */
export default function SuggestOptions({ base, groups, activeId, onPick }: SuggestOptionsProps) {
  return groups.map((group) => {
    const labelId = `${base}-group-${group.type}`;
    return (
      <div key={group.type} role="group" aria-labelledby={labelId} className="py-1">
        <div
          role="presentation"
          id={labelId}
          className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-widest text-muted"
        >
          {group.label}
        </div>
        {group.results.map((result) => {
          const id = optionId(base, result);
          return (
            <div
              key={id}
              id={id}
              role="option"
              aria-selected={id === activeId}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(result)}
              className={cn(
                'mx-1 flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 hover:bg-white/[0.06]',
                id === activeId && 'bg-primary/20 ring-1 ring-primary/50',
              )}
            >
              <Artwork
                src={result.image}
                icon={SEARCH_TYPE_ICONS[result.type]}
                className={cn('size-10', result.type === 'artist' ? 'rounded-full' : 'rounded-md')}
              />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold">{result.title}</span>
                {result.subtitle ? (
                  <span className="block truncate text-xs text-muted">{result.subtitle}</span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    );
  });
}
