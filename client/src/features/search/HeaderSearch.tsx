import { Search } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/ui/Button';
import { SearchBox } from './SearchBox';

/** The header's search: the combobox from the lg breakpoint, a link to the search screen below it. */
export function HeaderSearch() {
  return (
    <>
      <SearchBox
        label="Search"
        placeholder="Search tracks, artists, beats…"
        className="hidden w-52 lg:block 2xl:w-72"
        panelClassName="right-0 w-[26rem] max-w-[calc(100vw-2rem)]"
      />
      <Button asChild variant="ghost" size="icon" className="lg:hidden">
        <Link href="/search" aria-label="Search">
          <Search aria-hidden />
        </Link>
      </Button>
    </>
  );
}
