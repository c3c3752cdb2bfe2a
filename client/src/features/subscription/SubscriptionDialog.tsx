import type { Checkout } from '@common/payments';
import { DEFAULT_PLAN_ID, findPlan, PLANS, type PlanId } from '@common/plans';
import { useQueryClient } from '@tanstack/react-query';
import { Crown, TriangleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { SignInLink, useAuth, USER_QUERY_KEY } from '@/features/auth';
import { newIdempotencyKey, PaymentStep } from '@/features/payments';
import { ApiError, errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { toast } from '@/ui/useToast';
import { PlanCard } from './PlanCard';
import { subscribeLabel } from './subscribeLabel';
import { useCreateSubscription } from './useCreateSubscription';
import { VerifiedBadge } from './VerifiedBadge';

const DEFAULT_ERROR = 'An error occurred while creating the subscription';

interface SubscriptionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The plan picker (part 1, sections 2 and 4): tabs Basic, Pro and DJ Premium, a plan to select, then
 * the subscription is created and the card-payment step follows.
 */
export function SubscriptionDialog({ open, onOpenChange }: SubscriptionDialogProps) {
  const { user } = useAuth();
  const [tab, setTab] = useState<string>(DEFAULT_PLAN_ID);
  const [selectedId, setSelectedId] = useState<PlanId | null>(null);
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One Idempotency-Key per attempt at a plan: a retried click never opens a second payment.
  const attempt = useRef<{ planId: PlanId; key: string } | null>(null);
  const queryClient = useQueryClient();
  const createSubscription = useCreateSubscription();
  const selectedPlan = selectedId ? findPlan(selectedId) : undefined;
  const currentPlan = user?.planId ? findPlan(user.planId) : undefined;
  const busy = createSubscription.isPending;
  const step = checkout && selectedPlan ? 'payment' : 'plans';

  function handlePaid() {
    const plan = selectedPlan;
    onOpenChange(false);
    void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    if (!plan) return;
    // Only one toast shows at a time: the activation follows once 'Payment Successful' has been read.
    setTimeout(() => {
      toast({
        title: 'Subscription Activated',
        description: `Your ${plan.name} subscription has been activated successfully!`,
      });
    }, 1500);
  }

  function handleSubscribe() {
    if (!selectedPlan) return;
    if (!user) {
      toast({
        title: 'Login Required',
        description: (
          <>
            Please log in to subscribe to {selectedPlan.name}. <SignInLink>Log in or register</SignInLink>
          </>
        ),
      });
      return;
    }
    setError(null);
    if (attempt.current?.planId !== selectedPlan.id) {
      attempt.current = { planId: selectedPlan.id, key: newIdempotencyKey() };
    }
    createSubscription.mutate(
      { priceId: selectedPlan.id, idempotencyKey: attempt.current.key },
      {
        onSuccess: (opened) => {
          attempt.current = null;
          setCheckout(opened);
        },
        onError: (failure) => {
          // The server answered: that attempt is over. Without an answer it may have arrived, so a retry
          // keeps its key and cannot open a second payment.
          if (failure instanceof ApiError) attempt.current = null;
          const message = errorMessage(failure);
          toast({
            title: 'Subscription Error',
            description: message || 'Failed to initialize subscription',
            variant: 'destructive',
          });
          setError(message || DEFAULT_ERROR);
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-[800px]" closeLabel="Close subscription dialog">
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-2xl bg-gradient-to-br from-primary to-fuchsia-700 text-white shadow-lg shadow-primary/30">
            <Crown className="size-5" aria-hidden />
          </span>
          <DialogTitle>{step === 'plans' ? 'Choose your plan' : 'Complete your subscription'}</DialogTitle>
          <DialogDescription>
            {step === 'plans'
              ? 'Unlock pro tools for creating, collaborating and getting paid. Billed monthly in USD.'
              : 'Review your plan, then pay by card.'}
          </DialogDescription>
        </DialogHeader>

        {step === 'payment' && checkout ? (
          <PaymentStep
            checkout={checkout}
            amountSuffix="/month"
            onSuccess={handlePaid}
            onBack={() => setCheckout(null)}
            onCancel={() => onOpenChange(false)}
          />
        ) : (
          <>
            {currentPlan ? (
              <p className="flex flex-wrap items-center gap-2 rounded-xl border border-white/10 bg-white/[0.03] px-4 py-3 text-sm">
                Your plan: <span className="font-semibold">{currentPlan.name}</span>
                {user?.verified ? <VerifiedBadge /> : null}
              </p>
            ) : null}
            <Tabs value={tab} onValueChange={setTab} className="grid gap-4">
              <TabsList aria-label="Plans" className="grid w-full grid-cols-3 sm:w-[420px]">
                {PLANS.map((plan) => (
                  <TabsTrigger key={plan.id} value={plan.id} className="px-1.5 text-[13px] sm:text-sm">
                    {plan.tabLabel}
                  </TabsTrigger>
                ))}
              </TabsList>
              {PLANS.map((plan) => (
                <TabsContent key={plan.id} value={plan.id}>
                  <PlanCard
                    plan={plan}
                    selected={plan.id === selectedId}
                    current={plan.id === currentPlan?.id}
                    disabled={busy}
                    onSelect={() => {
                      setSelectedId(plan.id);
                      setError(null);
                    }}
                  />
                </TabsContent>
              ))}
            </Tabs>

            {error ? (
              <p
                role="alert"
                className="flex items-start gap-2 rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-red-200"
              >
                <TriangleAlert className="mt-0.5 size-4 shrink-0 text-red-400" aria-hidden />
                {error}
              </p>
            ) : null}

            <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col gap-3 border-t border-white/10 bg-[#1f1f23] px-5 pb-5 pt-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-6">
              <div className="grid gap-0.5 text-sm text-muted">
                <p>
                  {selectedPlan ? (
                    <>
                      Selected: <span className="font-semibold text-foreground">{selectedPlan.name}</span>
                    </>
                  ) : (
                    'Pick a plan to continue.'
                  )}
                </p>
                {user ? null : (
                  <p>
                    <SignInLink className="font-medium text-primary-text hover:underline">Log in</SignInLink>{' '}
                    or create an account to subscribe.
                  </p>
                )}
              </div>
              <Button size="lg" disabled={!selectedPlan || busy} onClick={handleSubscribe}>
                {busy ? <Spinner className="size-4 text-white" label="Creating subscription" /> : null}
                {subscribeLabel(selectedPlan)}
              </Button>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
