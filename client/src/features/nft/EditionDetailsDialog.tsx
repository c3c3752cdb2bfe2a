import type { EditionDrop } from '@common/nft';
import { formatCents } from '@common/format';
import { Link } from 'wouter';
import { Artwork } from '@/ui/Artwork';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';

/** The details of a drop: what the edition is, its supply and its terms. */
export function EditionDetailsDialog({
  edition,
  onClose,
}: {
  edition: EditionDrop | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={edition !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {edition ? (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{edition.title}</DialogTitle>
            <DialogDescription>
              Limited digital edition by{' '}
              {edition.artistId ? (
                <Link href={`/artists/${edition.artistId}`} className="text-primary-text hover:underline">
                  {edition.artist}
                </Link>
              ) : (
                edition.artist
              )}
            </DialogDescription>
          </DialogHeader>
          <div className="flex gap-4">
            <Artwork src={edition.coverArt} className="size-28 shrink-0 rounded-xl" />
            <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Price</dt>
              <dd className="font-semibold">{formatCents(edition.price)}</dd>
              <dt className="text-muted">Total supply</dt>
              <dd className="font-semibold">{edition.totalSupply}</dd>
              <dt className="text-muted">Sold</dt>
              <dd className="font-semibold">{edition.sold}</dd>
              <dt className="text-muted">Available</dt>
              <dd className="font-semibold">{edition.available}</dd>
              {edition.editionName ? (
                <>
                  <dt className="text-muted">Edition name</dt>
                  <dd className="font-semibold">{edition.editionName}</dd>
                </>
              ) : null}
              <dt className="text-muted">Next edition</dt>
              <dd className="font-semibold">
                {edition.status === 'ended' ? 'Drop ended' : (edition.nextEdition ?? 'Sold out')}
              </dd>
              <dt className="text-muted">Artist share</dt>
              <dd className="font-semibold">{edition.artistSharePercent}% of each sale</dd>
            </dl>
          </div>
          {edition.description ? <p className="text-sm text-foreground/85">{edition.description}</p> : null}
          <p className="rounded-xl bg-white/[0.04] p-3 text-xs text-muted ring-1 ring-white/10">
            Each edition carries its own number, assigned in order from 1 to {edition.totalSupply} and
            recorded by Panda Nation against your account. There is no blockchain, token or wallet involved;
            editions are not resold.
          </p>
          <Link
            href={`/tracks/${edition.trackId}`}
            className="text-sm font-semibold text-primary-text hover:underline"
          >
            Open the track page
          </Link>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
