import { formatCents } from '@common/format';
import { type EditionDrop, NFT_MESSAGES, type OwnedEditionList } from '@common/nft';
import type { Checkout } from '@common/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { cancelPayment, newIdempotencyKey, PaymentStep, startCheckout } from '@/features/payments';
import { errorMessage } from '@/lib/api';
import { Artwork } from '@/ui/Artwork';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { toast } from '@/ui/useToast';
import { EDITIONS_KEY, MY_EDITIONS_KEY } from './queryKeys';

const SUCCESS_TOAST_DELAY_MS = 1500;

/**
 * The purchase of one edition: the confirmation (Cancel, Confirm Purchase), then the payment step of the
 * checkout the server opened with the edition number reserved.
 */
export function BuyEditionDialog({ edition, onClose }: { edition: EditionDrop | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [starting, setStarting] = useState(false);
  // One key per purchase attempt: a retried Confirm answers the same checkout, never a second charge.
  const attempt = useRef<{ trackId: number; key: string } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: EDITIONS_KEY });
    void queryClient.invalidateQueries({ queryKey: MY_EDITIONS_KEY });
  };

  /** Closes the dialog; a payment left pending by the X or Escape is given up so the edition is freed. */
  const close = (fromPaymentStep = false) => {
    if (checkout) {
      if (!fromPaymentStep && checkout.status === 'pending') cancelPayment(checkout.transactionId);
      refresh();
    }
    setCheckout(null);
    attempt.current = null;
    onClose();
  };

  const handleConfirm = async () => {
    if (!edition) return;
    if (!attempt.current || attempt.current.trackId !== edition.trackId) {
      attempt.current = { trackId: edition.trackId, key: newIdempotencyKey() };
    }
    setStarting(true);
    try {
      const opened = await startCheckout(
        `/api/editions/${edition.trackId}/purchase`,
        {},
        attempt.current.key,
      );
      toast({
        title: NFT_MESSAGES.purchaseInitiated,
        description: `Your edition of ${edition.title} is held for you while you pay.`,
      });
      setCheckout(opened);
    } catch (error) {
      toast({ title: 'Purchase failed', description: errorMessage(error), variant: 'destructive' });
      refresh();
    } finally {
      setStarting(false);
    }
  };

  const handleSuccess = () => {
    const bought = edition;
    setCheckout(null);
    attempt.current = null;
    onClose();
    void queryClient.invalidateQueries({ queryKey: EDITIONS_KEY });
    void queryClient
      .fetchQuery<OwnedEditionList | null>({ queryKey: MY_EDITIONS_KEY, staleTime: 0 })
      .catch(() => null)
      .then((mine) => {
        const owned = mine?.editions.find((e) => e.trackId === bought?.trackId);
        // After the payment step's own 'Payment Successful' toast (one toast shows at a time).
        setTimeout(() => {
          toast({
            title: NFT_MESSAGES.purchaseSuccessful,
            description: owned
              ? `You own edition #${owned.label} of ${owned.title}.`
              : `${bought?.title ?? 'Your edition'} is in My editions.`,
          });
        }, SUCCESS_TOAST_DELAY_MS);
      });
  };

  return (
    <Dialog open={edition !== null} onOpenChange={(open) => (open ? undefined : close())}>
      {edition ? (
        <DialogContent className="max-w-md">
          {checkout ? (
            <>
              <DialogHeader>
                <DialogTitle>Pay for your edition</DialogTitle>
                <DialogDescription>
                  {edition.title} by {edition.artist}
                </DialogDescription>
              </DialogHeader>
              <PaymentStep checkout={checkout} onSuccess={handleSuccess} onCancel={() => close(true)} />
            </>
          ) : (
            <>
              <DialogHeader>
                <DialogTitle>Confirm Purchase</DialogTitle>
                <DialogDescription>
                  You are buying one numbered edition of this track, recorded by Panda Nation.
                </DialogDescription>
              </DialogHeader>
              <div className="flex items-center gap-4 rounded-2xl bg-white/[0.04] p-3 ring-1 ring-white/10">
                <Artwork src={edition.coverArt} className="size-16 rounded-xl" />
                <div className="min-w-0">
                  <p className="truncate font-semibold">{edition.title}</p>
                  <p className="truncate text-sm text-muted">{edition.artist}</p>
                  <p className="mt-1 text-sm">
                    Edition <span className="font-semibold">{edition.nextEdition}</span> ·{' '}
                    <span className="font-bold text-primary-text">{formatCents(edition.price)}</span>
                  </p>
                </div>
              </div>
              <p className="text-xs text-muted">
                {edition.artistSharePercent}% of the price goes to {edition.artist}. The edition is yours once
                the payment succeeds; if it does not, the edition goes back on sale.
              </p>
              <div className="flex justify-end gap-2">
                <Button variant="outline" onClick={() => close()}>
                  Cancel
                </Button>
                <Button onClick={() => void handleConfirm()} disabled={starting}>
                  {starting ? 'Reserving...' : 'Confirm Purchase'}
                </Button>
              </div>
            </>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
