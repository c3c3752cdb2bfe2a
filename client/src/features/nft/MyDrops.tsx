import type { ArtistDrop, ArtistDropList, DropStatus } from '@common/nft';
import { formatCents } from '@common/format';
import { useQuery } from '@tanstack/react-query';
import { Gem, Pencil, Plus, Square } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { DropFormDialog, type DropFormMode, type DropFormValues } from './DropFormDialog';
import { EndDropDialog } from './EndDropDialog';
import { MY_DROPS_KEY } from './queryKeys';
import { useDropActions } from './useDropActions';

const DROP_STATUS_LABELS: Record<DropStatus, string> = {
  open: 'On sale',
  sold_out: 'Sold out',
  ended: 'Ended',
};

/**
 * "My drops": the signed-in artist's limited editions with sold/total and revenue, New drop, Edit and End
 * drop. Shown only to users who have a drop or a track that can be dropped.
 */
export function MyDrops() {
  const { data, isError, refetch } = useQuery<ArtistDropList>({ queryKey: MY_DROPS_KEY });
  const { create, update, end } = useDropActions();
  const [form, setForm] = useState<DropFormMode | null>(null);
  const [ending, setEnding] = useState<ArtistDrop | null>(null);
  const section = useRef<HTMLElement>(null);
  const shown = data !== undefined && (data.drops.length > 0 || data.candidates.length > 0);

  // The dashboard links to /nft-marketplace#my-drops: scroll there once the section exists.
  useEffect(() => {
    if (shown && window.location.hash === '#my-drops') section.current?.scrollIntoView({ block: 'start' });
  }, [shown]);

  if (isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load your drops.{' '}
        <button type="button" className="underline" onClick={() => void refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (!shown) return null;

  const handleSubmit = (values: DropFormValues) => {
    const done = { onSuccess: () => setForm(null) };
    if (form?.kind === 'edit') {
      update.mutate(
        {
          trackId: values.trackId,
          priceUsd: values.priceUsd,
          editionSize: values.editionSize,
          editionName: values.editionName,
        },
        done,
      );
    } else {
      create.mutate(
        {
          trackId: values.trackId,
          priceUsd: values.priceUsd ?? 0,
          editionSize: values.editionSize ?? 0,
          editionName: values.editionName,
        },
        done,
      );
    }
  };

  return (
    <section
      ref={section}
      id="my-drops"
      aria-labelledby="my-drops-title"
      className="scroll-mt-24 space-y-4 rounded-2xl border border-primary/20 bg-primary/[0.03] p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-drops-title" className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <Gem className="size-5 text-primary-text" aria-hidden /> My drops
        </h2>
        <Button
          onClick={() => setForm({ kind: 'create', candidates: data.candidates })}
          disabled={data.candidates.length === 0}
        >
          <Plus aria-hidden /> New drop
        </Button>
      </div>
      {data.drops.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-white/15 p-5 text-sm text-muted">
          You have no drops yet. Put one of your published tracks up as a limited edition: you choose the
          price and how many numbered editions exist.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 lg:grid-cols-2" aria-label="My drops">
          {data.drops.map((drop) => (
            <DropRow
              key={drop.trackId}
              drop={drop}
              onEdit={() => setForm({ kind: 'edit', drop })}
              onEnd={() => setEnding(drop)}
            />
          ))}
        </ul>
      )}
      {data.candidates.length === 0 && data.drops.length > 0 ? (
        <p className="text-xs text-muted">
          Every published public track of yours has been dropped. Publish another track to drop it.
        </p>
      ) : null}
      <DropFormDialog
        mode={form}
        pending={create.isPending || update.isPending}
        onClose={() => setForm(null)}
        onSubmit={handleSubmit}
      />
      <EndDropDialog
        drop={ending}
        pending={end.isPending}
        onClose={() => setEnding(null)}
        onConfirm={(drop) => end.mutate(drop.trackId, { onSuccess: () => setEnding(null) })}
      />
    </section>
  );
}

function DropRow({ drop, onEdit, onEnd }: { drop: ArtistDrop; onEdit: () => void; onEnd: () => void }) {
  const ended = drop.status === 'ended';
  return (
    <li
      aria-label={`Drop: ${drop.title}`}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Artwork src={drop.coverArt} className="size-16 shrink-0 rounded-xl" />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <Link href={`/tracks/${drop.trackId}`} className="truncate font-semibold hover:text-primary-text">
              {drop.title}
            </Link>
            <Badge
              variant={drop.status === 'open' ? 'primary' : 'neutral'}
              className="shrink-0 whitespace-nowrap"
              data-testid="drop-status"
            >
              {DROP_STATUS_LABELS[drop.status]}
            </Badge>
          </div>
          {drop.editionName ? <p className="truncate text-sm text-muted">{drop.editionName}</p> : null}
          <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted">Sold</dt>
              <dd className="font-semibold" data-testid="drop-sold">
                {drop.sold}/{drop.totalSupply}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Price</dt>
              <dd className="font-semibold">{formatCents(drop.price)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-muted">Revenue (85%)</dt>
              <dd className="font-semibold text-primary-text" data-testid="drop-revenue">
                {formatCents(drop.revenue)}
              </dd>
            </div>
          </dl>
          {drop.held > 0 && !ended ? (
            <p className="text-xs text-muted">
              {drop.held} held for {drop.held === 1 ? 'a buyer' : 'buyers'} paying now
            </p>
          ) : null}
          {!drop.listed ? (
            <p className="text-xs text-amber-300">
              Not on the marketplace: the track is not published as public.
            </p>
          ) : null}
        </div>
      </div>
      {ended ? null : (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            <Pencil aria-hidden /> Edit
          </Button>
          <Button variant="subtle" size="sm" onClick={onEnd}>
            <Square aria-hidden /> End drop
          </Button>
        </div>
      )}
    </li>
  );
}
