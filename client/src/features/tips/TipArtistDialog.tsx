import { formatCents } from '@common/format';
import { TIP_DEFAULT_AMOUNT, TIP_MAX_AMOUNT, TIP_QUICK_AMOUNTS } from '@common/payments';
import { parseTipAmount, TIP_MESSAGES, TIP_TEXTS, tipSummary, type TipInput } from '@common/tips';
import { DollarSign, HandCoins } from 'lucide-react';
import { useId, useState } from 'react';
import { useAuth } from '@/features/auth';
import { PaymentStep } from '@/features/payments';
import { CheckoutActions } from '@/features/tips/CheckoutActions';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/queryClient';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { PaymentDone } from './PaymentDone';
import { SignInPrompt } from './SignInPrompt';
import { useCheckoutFlow } from './useCheckoutFlow';

export interface TipArtistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The creator who receives the tip. */
  artistId: number;
  artistName: string;
  /** 'artist' (Tip Artist) or 'producer' (Beat Bank's Tip Producer wording). */
  variant?: 'artist' | 'producer';
  /** Where the tip was given, recorded with it. */
  context?: { roomId?: string; trackId?: number };
}

/** Why the custom amount cannot be sent, or null when it can. */
function amountProblem(text: string): string | null {
  if (parseTipAmount(text) !== null) return null;
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return TIP_MESSAGES.amountRequired;
  if (value <= 0) return TIP_MESSAGES.amountPositive;
  if (value > TIP_MAX_AMOUNT) return TIP_MESSAGES.amountTooLarge;
  return TIP_MESSAGES.amountCents;
}

/** Tip Artist / Tip Producer: quick amounts, custom amount, fee and total, then a real payment. */
export function TipArtistDialog({
  open,
  onOpenChange,
  artistId,
  artistName,
  variant = 'artist',
  context,
}: TipArtistDialogProps) {
  const flow = useCheckoutFlow();
  const [amountText, setAmountText] = useState(String(TIP_DEFAULT_AMOUNT));

  function handleOpenChange(next: boolean) {
    if (!next) {
      flow.reset();
      setAmountText(String(TIP_DEFAULT_AMOUNT));
    }
    onOpenChange(next);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-md" data-testid="tip-dialog">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <HandCoins className="size-5 text-primary-text" aria-hidden />
            {TIP_TEXTS.title(artistName)}
          </DialogTitle>
          <DialogDescription>
            {variant === 'producer' ? TIP_TEXTS.producerDescription : TIP_TEXTS.artistDescription(artistName)}
          </DialogDescription>
        </DialogHeader>
        {flow.step === 'pay' && flow.checkout ? (
          <PaymentStep
            checkout={flow.checkout}
            onSuccess={(result) => {
              flow.succeed(result);
              void queryClient.invalidateQueries({ queryKey: ['/api/me/earnings'] });
            }}
            onCancel={() => handleOpenChange(false)}
            onBack={flow.back}
          />
        ) : flow.step === 'done' ? (
          <PaymentDone title="Tip sent" onClose={() => handleOpenChange(false)}>
            You tipped {artistName}{' '}
            <strong>{formatCents(tipSummary(parseTipAmount(amountText) ?? 0).tip)}</strong>.
          </PaymentDone>
        ) : (
          <TipForm
            artistId={artistId}
            artistName={artistName}
            amountText={amountText}
            onAmountChange={setAmountText}
            context={context}
            flow={flow}
            onCancel={() => handleOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TipForm({
  artistId,
  artistName,
  amountText,
  onAmountChange,
  context,
  flow,
  onCancel,
}: {
  artistId: number;
  artistName: string;
  amountText: string;
  onAmountChange: (text: string) => void;
  context: TipArtistDialogProps['context'];
  flow: ReturnType<typeof useCheckoutFlow>;
  onCancel: () => void;
}) {
  const { user } = useAuth();
  const inputId = useId();
  const amount = parseTipAmount(amountText);
  const problem = amountProblem(amountText);
  const summary = tipSummary(amount ?? 0);
  const isSelf = user?.id === artistId;

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (amount === null || !user || isSelf) return;
    const body: TipInput = { artistId, amount, ...context };
    void flow.start('/api/tips', body);
  }

  return (
    <form className="grid gap-5" onSubmit={handleSubmit} noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold">Select Amount</legend>
        <div className="grid grid-cols-3 gap-2">
          {TIP_QUICK_AMOUNTS.map((preset) => {
            const selected = amount === preset;
            return (
              <button
                key={preset}
                type="button"
                aria-pressed={selected}
                onClick={() => onAmountChange(String(preset))}
                className={cn(
                  'h-11 rounded-xl border text-base font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                  selected
                    ? 'border-primary bg-primary-strong text-white shadow-[0_6px_20px_-8px_rgb(255_0_128/0.8)]'
                    : 'border-white/10 bg-white/5 hover:border-primary/60 hover:bg-primary/10',
                )}
              >
                ${preset}
              </button>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-semibold">
          Custom Amount
        </label>
        <div className="relative">
          <DollarSign
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id={inputId}
            type="number"
            inputMode="decimal"
            min={0.01}
            max={TIP_MAX_AMOUNT}
            step={0.01}
            value={amountText}
            onChange={(event) => onAmountChange(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
            className="h-11 w-full rounded-xl border border-white/10 bg-black/30 pl-9 pr-3 text-base outline-none transition-colors focus:border-primary"
          />
        </div>
        {problem ? (
          <p id={`${inputId}-problem`} className="text-xs text-red-400">
            {problem}
          </p>
        ) : null}
      </div>

      <dl
        className="grid gap-2 rounded-xl border border-white/10 bg-white/5 p-4 text-sm"
        data-testid="tip-summary"
      >
        <div className="flex justify-between">
          <dt className="text-muted">Tip Amount</dt>
          <dd>{formatCents(summary.tip)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted">Payment Fee</dt>
          <dd>{formatCents(summary.fee)}</dd>
        </div>
        <div className="flex justify-between border-t border-white/10 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd className="text-primary-text">{formatCents(summary.total)}</dd>
        </div>
      </dl>

      {!user ? <SignInPrompt action={`tip ${artistName}`} /> : null}
      {isSelf ? <p className="text-sm text-muted">{TIP_MESSAGES.cannotTipSelf}.</p> : null}
      <CheckoutActions
        error={flow.error}
        pending={flow.pending}
        disabled={amount === null || !user || isSelf}
        onCancel={onCancel}
      >
        {TIP_TEXTS.submit}
      </CheckoutActions>
    </form>
  );
}
