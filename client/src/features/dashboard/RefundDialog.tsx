import type { EarningItem } from '@common/earnings';
import { formatCents } from '@common/format';
import { REFUND_REASON_MAX, type EarningRefundState, type RefundResult } from '@common/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { errorMessage, request } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { toast } from '@/ui/useToast';

/** A payment in the Earnings card, with where it stands for refunds. */
export type RefundableItem = EarningItem & EarningRefundState;

/** What the buyer loses, per kind of sale, in the confirmation. */
const WHAT_ENDS: Record<EarningItem['type'], string> = {
  tips: 'A tip gives nothing to take back.',
  fanSubscriptions: 'The Premium Fan period it paid for ends now.',
  beatSales:
    'The license is revoked: the buyer can no longer download the beat. The beat stays off the market.',
  editions: 'The edition becomes void; its number is never issued again.',
  courseSales: 'The enrolment ends: the learner can no longer open the paid lessons of the course.',
};

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Confirms a creator's refund of a payment made to them: the amount given back, what the buyer loses, an
 * optional reason; POST /api/payments/:id/refund.
 */
export function RefundDialog({
  item,
  open,
  onOpenChange,
  earningsUrl,
}: {
  item: RefundableItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  earningsUrl: string;
}) {
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      return request<RefundResult>('POST', `/api/payments/${item.id}/refund`, {
        body: { reason: reason.trim() || undefined },
      });
    },
    onSuccess: (result) => {
      toast(
        result.status === 'refunded'
          ? {
              title: 'Payment refunded',
              description: `${formatCents(result.amount)} is on its way back to the buyer.`,
            }
          : {
              title: 'Refund pending',
              description: 'The payment provider did not answer yet: the refund is retried automatically.',
            },
      );
      onOpenChange(false);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: [earningsUrl] });
    },
    onError: (error) => {
      toast({ title: 'Refund failed', description: errorMessage(error), variant: 'destructive' });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !mutation.isPending && onOpenChange(next)}>
      <DialogContent className="max-w-md" data-testid="refund-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Undo2 className="size-5 text-primary-text" aria-hidden />
            Refund {formatCents(item.paidAmount)}?
          </DialogTitle>
          <DialogDescription>
            {item.description}
            {item.fromName ? ` from ${item.fromName}` : ''}: the buyer gets {formatCents(item.paidAmount)}{' '}
            back in full and your earnings drop by your share of {formatCents(item.amount)}.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit}>
          <p className="rounded-xl border border-white/10 bg-white/5 p-3 text-sm">{WHAT_ENDS[item.type]}</p>
          <label className="grid gap-1.5 text-sm font-semibold">
            Reason (optional, the buyer reads it)
            <textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REFUND_REASON_MAX}
              rows={3}
              className="rounded-xl border border-white/15 bg-black/30 p-3 text-sm font-normal outline-none focus:border-primary"
              placeholder="Sent by mistake, a duplicate purchase..."
            />
          </label>
          {item.refundableUntil ? (
            <p className="text-xs text-muted">
              You can refund this payment until {dateText(item.refundableUntil)}.
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Refunding...' : `Refund ${formatCents(item.paidAmount)}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
