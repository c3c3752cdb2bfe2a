import { BEAT_TABS, type Beat, type BeatList, type BeatTab } from '@common/beatbank';
import { PRODUCT_NAME } from '@common/constants';
import { useQuery } from '@tanstack/react-query';
import { Check, Music2, Search, ShoppingCart, SlidersHorizontal } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/features/auth';
import { TipArtistDialog } from '@/features/tips';
import { Button } from '@/ui/Button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/DropdownMenu';
import { FilterButtons } from '@/ui/FilterButtons';
import { Spinner } from '@/ui/Spinner';
import { BeatCard } from './BeatCard';
import { BeatDetailDialog } from './BeatDetailDialog';
import { beatListKey, useCart, useSetCartItem } from './beatQueries';
import { CartSheet } from './CartSheet';
import { stopPreview } from './previewPlayer';
import { ProducersStrip } from './ProducersStrip';
import { PromoBanner } from './PromoBanner';

/** Waits until typing pauses before searching. */
function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The Beat Bank (part 2): search, tabs, featured producers, the beat grid, details, cart and checkout. */
export default function BeatBankPage() {
  const { user } = useAuth();
  const [tab, setTab] = useState<BeatTab>('all');
  const [search, setSearch] = useState('');
  const [genre, setGenre] = useState<string | null>(null);
  const [selected, setSelected] = useState<Beat | null>(null);
  const [detailOpen, setDetailOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [tip, setTip] = useState<{ id: number; name: string } | null>(null);
  const q = useDebounced(search, 250);
  const beats = useQuery<BeatList>({
    queryKey: beatListKey(tab, q),
    staleTime: 0,
    placeholderData: (prev) => prev,
  });
  const cart = useCart();
  const addToCart = useSetCartItem();

  useEffect(() => stopPreview, []);

  const inCart = useMemo(
    () => new Set(cart.data?.groups.flatMap((group) => group.lines.map((line) => line.beat.id)) ?? []),
    [cart.data],
  );
  const genres = useMemo(
    () =>
      [
        ...new Set(
          (beats.data?.beats ?? []).map((beat) => beat.genre).filter((g): g is string => Boolean(g)),
        ),
      ].sort(),
    [beats.data],
  );
  const shown = (beats.data?.beats ?? []).filter((beat) => !genre || beat.genre === genre);

  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-6 sm:py-8 lg:px-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-text">{PRODUCT_NAME}</p>
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Music2 className="size-8 text-primary-text" aria-hidden />
            Beat Bank
          </h1>
          <p className="text-muted">License beats from independent producers.</p>
        </div>
        <div className="flex items-center gap-2">
          <label className="relative flex-1 lg:w-80">
            <span className="sr-only">Search beats</span>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
              aria-hidden
            />
            <input
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Search beats, producers..."
              className="h-11 w-full rounded-full border border-white/10 bg-black/30 pl-9 pr-4 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
            />
          </label>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Filter beats" className="relative">
                <SlidersHorizontal aria-hidden />
                {genre ? (
                  <span className="absolute right-1 top-1 size-2 rounded-full bg-primary-strong" />
                ) : null}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuLabel className="text-xs font-semibold uppercase tracking-wide text-muted">
                Genre
              </DropdownMenuLabel>
              <DropdownMenuItem onSelect={() => setGenre(null)}>
                {genre === null ? <Check aria-hidden /> : <span className="size-4" />}
                All genres
              </DropdownMenuItem>
              <DropdownMenuSeparator />
              {genres.map((name) => (
                <DropdownMenuItem key={name} onSelect={() => setGenre(name)} className="capitalize">
                  {genre === name ? <Check aria-hidden /> : <span className="size-4" />}
                  {name}
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
          {user ? (
            <Button
              variant="outline"
              className="relative"
              onClick={() => setCartOpen(true)}
              aria-label="Open cart"
            >
              <ShoppingCart aria-hidden />
              <span className="hidden sm:inline">Cart</span>
              {cart.data && cart.data.count > 0 ? (
                <span
                  className="grid min-w-5 place-items-center rounded-full bg-primary-strong px-1 text-[11px] font-bold text-white"
                  data-testid="cart-count"
                >
                  {cart.data.count}
                </span>
              ) : null}
            </Button>
          ) : null}
        </div>
      </header>

      <div className="-mx-4 overflow-x-auto px-4">
        <FilterButtons<BeatTab> label="Beat categories" options={BEAT_TABS} value={tab} onChange={setTab} />
      </div>

      <PromoBanner />

      <ProducersStrip onTip={(producer) => setTip({ id: producer.id, name: producer.name })} />

      <section aria-labelledby="beats-heading" className="space-y-4">
        <h2 id="beats-heading" className="text-xl font-bold">
          {BEAT_TABS.find((item) => item.id === tab)?.label}
          {genre ? <span className="ml-2 text-base font-normal capitalize text-muted">· {genre}</span> : null}
        </h2>
        {beats.isPending ? (
          <div className="grid place-items-center py-16">
            <Spinner label="Loading beats" />
          </div>
        ) : beats.isError ? (
          <p role="alert" className="rounded-xl border border-red-500/30 bg-red-500/10 p-4 text-sm">
            The beats could not be loaded. Please try again.
          </p>
        ) : shown.length === 0 ? (
          <p className="rounded-2xl border border-white/10 p-10 text-center text-muted">
            {q ? `No beats match "${q}".` : 'No beats here yet.'}
          </p>
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
            {shown.map((beat) => (
              <BeatCard
                key={beat.id}
                beat={beat}
                inCart={inCart.has(beat.id)}
                isOwn={user !== null && beat.producerId === user.id}
                onOpen={() => {
                  setSelected(beat);
                  setDetailOpen(true);
                }}
                onAddToCart={() => {
                  if (inCart.has(beat.id)) setCartOpen(true);
                  else void addToCart.add({ trackId: beat.id, licenceType: 'standard', title: beat.title });
                }}
              />
            ))}
          </div>
        )}
      </section>

      <BeatDetailDialog
        beat={selected}
        open={detailOpen}
        onOpenChange={setDetailOpen}
        isOwn={user !== null && selected?.producerId === user.id}
        onTip={(beat) => beat.producerId !== null && setTip({ id: beat.producerId, name: beat.producer })}
      />
      <CartSheet open={cartOpen} onOpenChange={setCartOpen} />
      {tip ? (
        <TipArtistDialog
          open
          onOpenChange={(open) => !open && setTip(null)}
          artistId={tip.id}
          artistName={tip.name}
          variant="producer"
        />
      ) : null}
    </div>
  );
}
