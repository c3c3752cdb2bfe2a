import { type EditionDrop, type EditionList, NFT_MESSAGES } from '@common/nft';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, Gem, HandCoins, Hash, ShieldCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { showLoginToast, useAuth } from '@/features/auth';
import { LoadError } from '@/ui/SectionHeader';
import { BuyEditionDialog } from './BuyEditionDialog';
import { EditionCard, EditionCardSkeleton } from './EditionCard';
import { EditionDetailsDialog } from './EditionDetailsDialog';
import { MyDrops } from './MyDrops';
import { MyEditions } from './MyEditions';
import { EDITIONS_KEY } from './queryKeys';

const SKELETON_COUNT = 6;

const WHY_COLLECT = [
  {
    icon: Hash,
    title: 'Numbered and limited',
    text: 'Every drop has a fixed supply. Your edition number is assigned in order and never reissued.',
  },
  {
    icon: HandCoins,
    title: 'Artists get paid',
    text: '85% of every sale goes straight to the artist; the marketplace keeps 15%.',
  },
  {
    icon: BadgeCheck,
    title: 'A lasting proof of support',
    text: 'Your editions stay in your collection, with the number that shows how early you were.',
  },
];

/** The NFT Marketplace (/nft-marketplace): limited digital editions of tracks, recorded by Panda Nation. */
export default function NftMarketplacePage() {
  const { user } = useAuth();
  const { data, isLoading, isError, refetch } = useQuery<EditionList>({ queryKey: EDITIONS_KEY });
  const [buyingId, setBuyingId] = useState<number | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(() => {
    const id = Number(new URLSearchParams(window.location.search).get('edition'));
    return Number.isInteger(id) && id > 0 ? id : null;
  });
  const editions = useMemo(() => data?.editions ?? [], [data]);
  const queue = useMemo(() => editions.map((e) => e.track), [editions]);
  const details = editions.find((e) => e.trackId === detailsId) ?? null;
  // The dialog shows the drop's latest figures (it may sell while the dialog is open).
  const buying = editions.find((e) => e.trackId === buyingId) ?? null;

  const handleBuy = (edition: EditionDrop) => {
    if (!user) {
      showLoginToast(NFT_MESSAGES.loginRequired, 'to collect this edition.');
      return;
    }
    setBuyingId(edition.trackId);
  };

  return (
    <div className="mx-auto max-w-screen-2xl space-y-10 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-4">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Gem className="size-8 text-primary-text" aria-hidden />
          NFT Marketplace
        </h1>
        <p className="max-w-3xl text-muted">
          Collect limited digital editions of tracks by the artists you love. Each drop has a fixed number of
          editions and each one you buy carries its own number.
        </p>
        <div
          className="flex max-w-3xl items-start gap-3 rounded-2xl bg-primary/10 p-4 text-sm ring-1 ring-primary/30"
          data-testid="no-blockchain"
        >
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
          <p>
            <strong>No blockchain here.</strong> These are limited digital editions recorded by Panda Nation:
            no tokens, no crypto wallets, no gas fees. You pay by card and your numbered edition is kept in
            your account.
          </p>
        </div>
      </header>

      {user ? <MyEditions /> : null}
      {user ? <MyDrops /> : null}

      <section aria-labelledby="drops-title" className="space-y-4">
        <h2 id="drops-title" className="text-2xl font-bold tracking-tight">
          Limited edition drops
        </h2>
        {isError ? (
          <LoadError what="the editions" onRetry={() => void refetch()} />
        ) : (
          <div
            className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
            aria-busy={isLoading}
          >
            {isLoading
              ? Array.from({ length: SKELETON_COUNT }, (_, i) => <EditionCardSkeleton key={i} />)
              : editions.map((edition) => (
                  <EditionCard
                    key={edition.trackId}
                    edition={edition}
                    queue={queue}
                    onBuy={() => handleBuy(edition)}
                    onDetails={() => setDetailsId(edition.trackId)}
                  />
                ))}
          </div>
        )}
        {!isLoading && !isError && editions.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-white/15 p-6 text-center text-muted">
            No limited editions on sale right now. Check back soon.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="why-collect-title" className="space-y-4">
        <h2 id="why-collect-title" className="text-2xl font-bold tracking-tight">
          Why collect
        </h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {WHY_COLLECT.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl border border-white/10 bg-white/[0.03] p-5">
              <Icon className="size-6 text-primary-text" aria-hidden />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <BuyEditionDialog edition={buying} onClose={() => setBuyingId(null)} />
      <EditionDetailsDialog edition={details} onClose={() => setDetailsId(null)} />
    </div>
  );
}
