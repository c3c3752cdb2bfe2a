import { FAN_PLAN_NAME, FAN_PRICES, type GiftInput } from '@common/fans';
import { formatCents } from '@common/format';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { PaymentStep } from '@/features/payments';
import { CheckoutActions, PaymentDone, SignInPrompt, useCheckoutFlow } from '@/features/tips';
import { cn } from '@/lib/cn';
import { userInitials } from '@/lib/initials';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';

export interface SendGiftDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The artist whose Premium Fan month is given. */
  artistId: number;
  artistName: string;
  /** Who can receive it: the room's other participants. */
  recipients: { userId: number; username: string }[];
  /** The room the gift is given in, recorded with it. */
  roomId?: string;
}

/** Send Gift: give a Premium Fan month of the artist to another participant. */
export function SendGiftDialog({
  open,
  onOpenChange,
  artistId,
  artistName,
  recipients,
  roomId,
}: SendGiftDialogProps) {
  const { user } = useAuth();
  const flow = useCheckoutFlow();
  const [recipientId, setRecipientId] = useState<number | null>(null);
  // One entry per person, never the giver nor the artist (who cannot be their own fan).
  const choices = recipients.filter(
    (r, i) =>
      r.userId !== user?.id &&
      r.userId !== artistId &&
      recipients.findIndex((o) => o.userId === r.userId) === i,
  );
  const recipient = choices.find((r) => r.userId === recipientId) ?? null;

  function handleOpenChange(next: boolean) {
    if (!next) {
      flow.reset();
      setRecipientId(null);
    }
    onOpenChange(next);
  }

  function handleSend() {
    if (!recipient) return;
    const body: GiftInput = { artistId, recipientId: recipient.userId, ...(roomId ? { roomId } : {}) };
    void flow.start('/api/gifts', body);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-md" data-testid="gift-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Gift className="size-5 text-primary-text" aria-hidden />
            Send Gift
          </DialogTitle>
          <DialogDescription>
            Give someone in the room a {FAN_PLAN_NAME} month of {artistName} ({formatCents(FAN_PRICES.month)}
            ): their member badge shows in chat right away.
          </DialogDescription>
        </DialogHeader>
        {flow.step === 'pay' && flow.checkout ? (
          <PaymentStep
            checkout={flow.checkout}
            onSuccess={flow.succeed}
            onCancel={() => handleOpenChange(false)}
            onBack={flow.back}
          />
        ) : flow.step === 'done' ? (
          <PaymentDone title="Gift sent" onClose={() => handleOpenChange(false)}>
            <strong>{recipient?.username}</strong> is a {FAN_PLAN_NAME} of {artistName} for a month.
          </PaymentDone>
        ) : (
          <div className="grid gap-5">
            {!user ? (
              <SignInPrompt action="send a gift" />
            ) : choices.length === 0 ? (
              <p className="rounded-xl border border-white/10 bg-white/5 p-4 text-sm text-muted">
                No one else is in the room yet. Invite a friend, then send them a gift.
              </p>
            ) : (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-semibold">Choose who receives it</legend>
                <div className="grid max-h-64 gap-2 overflow-y-auto" role="radiogroup" aria-label="Recipient">
                  {choices.map((choice) => {
                    const selected = choice.userId === recipientId;
                    return (
                      <button
                        key={choice.userId}
                        type="button"
                        role="radio"
                        aria-checked={selected}
                        onClick={() => setRecipientId(choice.userId)}
                        className={cn(
                          'flex items-center gap-3 rounded-xl border px-3 py-2 text-left text-sm transition-colors',
                          selected
                            ? 'border-primary bg-primary/10'
                            : 'border-white/10 bg-white/5 hover:border-primary/60',
                        )}
                      >
                        <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary/20 text-xs font-bold text-primary-text">
                          {userInitials(choice.username)}
                        </span>
                        <span className="font-semibold">{choice.username}</span>
                      </button>
                    );
                  })}
                </div>
              </fieldset>
            )}
            <CheckoutActions
              error={flow.error}
              pending={flow.pending}
              disabled={!user || !recipient}
              onCancel={() => handleOpenChange(false)}
              onSubmit={handleSend}
            >
              {`Send Gift (${formatCents(FAN_PRICES.month)})`}
            </CheckoutActions>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
