import type { ArtistDrop } from '@common/nft';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';

/** The confirmation of End drop: what ending means for sales and for collectors. */
export function EndDropDialog({
  drop,
  pending,
  onClose,
  onConfirm,
}: {
  drop: ArtistDrop | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (drop: ArtistDrop) => void;
}) {
  return (
    <Dialog open={drop !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {drop ? (
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>End this drop?</DialogTitle>
            <DialogDescription>
              No more editions of {drop.title} will be sold. The {drop.sold} of {drop.totalSupply} editions
              already sold stay with their collectors, and the numbers left are never issued.
            </DialogDescription>
          </DialogHeader>
          {drop.held > 0 ? (
            <p className="rounded-xl bg-white/[0.04] p-3 text-xs text-muted ring-1 ring-white/10">
              {drop.held === 1 ? 'One buyer is' : `${drop.held} buyers are`} paying right now: a payment that
              completes still gets its edition.
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(drop)} disabled={pending}>
              {pending ? 'Ending...' : 'End drop'}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
