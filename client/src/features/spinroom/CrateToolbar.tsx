import { CRATE_SORT_LABELS, CRATE_SORTS, type CrateSort } from '@common/spinroom';
import { ArrowUpDown, Check, Filter } from 'lucide-react';
import { Button } from '@/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/DropdownMenu';

const mark = (on: boolean) => <Check aria-hidden className={on ? 'opacity-100' : 'opacity-0'} />;

/** The Crate's Filter (genre) and Sort menus. */
export function CrateToolbar({
  genres,
  genre,
  sort,
  onGenre,
  onSort,
}: {
  genres: string[];
  genre: string | null;
  sort: CrateSort;
  onGenre: (genre: string | null) => void;
  onSort: (sort: CrateSort) => void;
}) {
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant={genre ? 'subtle' : 'outline'}
            size="sm"
            aria-label={genre ? `Filter: ${genre}` : 'Filter'}
          >
            <Filter aria-hidden />
            Filter
            {genre ? <span className="max-w-24 truncate font-normal capitalize">· {genre}</span> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
          <DropdownMenuLabel className="text-xs font-semibold uppercase tracking-wide text-muted">
            Genre
          </DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => onGenre(null)}>
            {mark(genre === null)}
            All genres
          </DropdownMenuItem>
          {genres.length > 0 ? <DropdownMenuSeparator /> : null}
          {genres.map((g) => (
            <DropdownMenuItem key={g} onSelect={() => onGenre(g)} className="capitalize">
              {mark(genre === g)}
              {g}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label={`Sort: ${CRATE_SORT_LABELS[sort]}`}>
            <ArrowUpDown aria-hidden />
            Sort
            <span className="font-normal text-muted">· {CRATE_SORT_LABELS[sort]}</span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {CRATE_SORTS.map((s) => (
            <DropdownMenuItem key={s} onSelect={() => onSort(s)}>
              {mark(sort === s)}
              {CRATE_SORT_LABELS[s]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
