import {
  FAN_PLAN_NAME,
  FAN_PRICES,
  FAN_TEXTS,
  type FanInterval,
  type FanSubscriptionInput,
  premiumUntilText,
} from '@common/fans';
import { formatCents } from '@common/format';
import { Check, Crown } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { EmailConsentCheckbox } from '@/features/marketing';
import { PaymentStep } from '@/features/payments';
import { CheckoutActions, PaymentDone, SignInPrompt, useCheckoutFlow } from '@/features/tips';
import { Badge } from '@/ui/Badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { refreshFanSubscriptions, useCancelFanSubscription, useFanSubscription } from './useFanSubscription';

export interface SubscribeArtistDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  artistId: number;
  artistName: string;
}

function PlanCard({ interval }: { interval: FanInterval }) {
  const yearly = interval === 'year';
  const perks = yearly ? FAN_TEXTS.yearlyPerks : FAN_TEXTS.monthlyPerks;
  return (
    <div className="grid gap-4 rounded-2xl border border-primary/40 bg-primary/5 p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 font-bold">
            <Crown className="size-4 text-amber-300" aria-hidden />
            {FAN_PLAN_NAME}
          </p>
          <p className="mt-1 text-3xl font-black">
            {formatCents(FAN_PRICES[interval])}
            <span className="text-base font-semibold text-muted">
              {yearly ? FAN_TEXTS.perYear : FAN_TEXTS.perMonth}
            </span>
          </p>
        </div>
        {yearly ? (
          <Badge variant="gold" className="text-xs normal-case tracking-normal">
            {FAN_TEXTS.yearlySaving}
          </Badge>
        ) : null}
      </div>
      <ul className="grid gap-2 text-sm">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-2">
            <Check className="size-4 shrink-0 text-primary-text" aria-hidden />
            {perk}
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted">{FAN_TEXTS.cancelAnyTime}</p>
    </div>
  );
}

/** Subscribe to Artist: Premium Fan, Monthly ($4.99) or Yearly ($49.99), then a real payment. */
export function SubscribeArtistDialog({
  open,
  onOpenChange,
  artistId,
  artistName,
}: SubscribeArtistDialogProps) {
  const { user } = useAuth();
  const flow = useCheckoutFlow();
  const [interval, setPeriod] = useState<FanInterval>('month');
  const current = useFanSubscription(open && user && user.id !== artistId ? artistId : null);
  const cancel = useCancelFanSubscription();
  const isSelf = user?.id === artistId;

  function handleOpenChange(next: boolean) {
    if (!next) {
      flow.reset();
      setPeriod('month');
    }
    onOpenChange(next);
  }

  function handleSubscribe() {
    const body: FanSubscriptionInput = { artistId, interval };
    void flow.start('/api/fan-subscriptions', body);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-md" data-testid="subscribe-dialog">
        <DialogHeader>
          <DialogTitle>{FAN_TEXTS.title}</DialogTitle>
          <DialogDescription>
            Become a {FAN_PLAN_NAME} of {artistName}: 85% of what you pay goes to the artist.
          </DialogDescription>
        </DialogHeader>
        {flow.step === 'pay' && flow.checkout ? (
          <PaymentStep
            checkout={flow.checkout}
            onSuccess={(result) => {
              flow.succeed(result);
              refreshFanSubscriptions();
            }}
            onCancel={() => handleOpenChange(false)}
            onBack={flow.back}
            amountSuffix={interval === 'year' ? FAN_TEXTS.perYear : FAN_TEXTS.perMonth}
          />
        ) : flow.step === 'done' ? (
          <PaymentDone title="Welcome, Premium Fan" onClose={() => handleOpenChange(false)}>
            {current.data?.isActive ? (
              <strong data-testid="premium-until">{premiumUntilText(current.data.currentPeriodEnd)}</strong>
            ) : (
              `You're now a ${FAN_PLAN_NAME} of ${artistName}.`
            )}
          </PaymentDone>
        ) : (
          <div className="grid gap-5">
            {current.data?.isActive ? (
              <div
                className="grid gap-2 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm"
                data-testid="premium-status"
              >
                <p className="flex items-center gap-2 font-semibold text-amber-200">
                  <Crown className="size-4" aria-hidden />
                  {premiumUntilText(current.data.currentPeriodEnd)}
                </p>
                {current.data.status === 'active' ? (
                  <p className="text-muted">
                    Paying again adds the new period after this one.{' '}
                    <button
                      type="button"
                      className="font-semibold text-foreground underline underline-offset-2 hover:text-primary-text disabled:opacity-50"
                      disabled={cancel.isPending}
                      onClick={() => current.data && cancel.mutate(current.data.id)}
                    >
                      Cancel renewal
                    </button>
                  </p>
                ) : (
                  <p className="text-muted">Cancelled: your perks last until then and it will not renew.</p>
                )}
              </div>
            ) : null}
            <Tabs value={interval} onValueChange={(value) => setPeriod(value as FanInterval)}>
              <TabsList className="w-full">
                <TabsTrigger value="month">{FAN_TEXTS.monthly}</TabsTrigger>
                <TabsTrigger value="year">
                  {FAN_TEXTS.yearly}
                  <span className="rounded-full bg-amber-400/20 px-1.5 py-0.5 text-[10px] font-bold text-amber-200">
                    {FAN_TEXTS.yearlyBadge}
                  </span>
                </TabsTrigger>
              </TabsList>
              <TabsContent value="month" className="mt-4">
                <PlanCard interval="month" />
              </TabsContent>
              <TabsContent value="year" className="mt-4">
                <PlanCard interval="year" />
              </TabsContent>
            </Tabs>
            {!user ? <SignInPrompt action={`subscribe to ${artistName}`} /> : null}
            {isSelf ? <p className="text-sm text-muted">You cannot subscribe to yourself.</p> : null}
            {user && !isSelf ? (
              <EmailConsentCheckbox user={user} artistId={artistId} artistName={artistName} />
            ) : null}
            <CheckoutActions
              error={flow.error}
              pending={flow.pending}
              disabled={!user || isSelf}
              onCancel={() => handleOpenChange(false)}
              onSubmit={handleSubscribe}
            >
              {`Subscribe for ${formatCents(FAN_PRICES[interval])}${interval === 'year' ? FAN_TEXTS.perYear : FAN_TEXTS.perMonth}`}
            </CheckoutActions>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
