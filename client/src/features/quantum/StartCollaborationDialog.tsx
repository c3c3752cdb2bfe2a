import {
  COLLAB,
  COLLAB_MESSAGES,
  type Collaboration,
  type MatchmakerStart,
  matchmakerStartSchema,
} from '@common/collab';
import { formatCents } from '@common/format';
import { CheckCircle2, Handshake } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { COLLABORATIONS_KEY, fetchCollaboration } from '@/features/collaborations';
import { cancelPayment, newIdempotencyKey, PaymentStep } from '@/features/payments';
import { ApiError, errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { toast } from '@/ui/useToast';
import { startMatchmaker } from './quantumQueries';

/** The artist a collaboration is started with. */
export interface StartTarget {
  id: number;
  name: string;
  quantumScore: number | null;
}

type Step = 'form' | 'pay' | 'done';

const FEE = formatCents(COLLAB.setupFeeCents);

/**
 * Starting a collaboration from the matchmaker: the project title, then the $25 setup fee on the payment step
 * ('Quantum Collaboration Initiated' when it starts, 'Collaboration Fee Processed' once paid), then the way
 * to its workspace.
 */
export function StartCollaborationDialog({
  target,
  onOpenChange,
  onShowActive,
}: {
  target: StartTarget | null;
  onOpenChange: (open: boolean) => void;
  /** Shows the Active Collabs tab. */
  onShowActive: () => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={onOpenChange}>
      {target ? (
        <DialogContent className="max-w-lg" data-testid="start-collab-dialog">
          <StartFlow
            key={target.id}
            target={target}
            onClose={() => onOpenChange(false)}
            onShowActive={onShowActive}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function StartFlow({
  target,
  onClose,
  onShowActive,
}: {
  target: StartTarget;
  onClose: () => void;
  onShowActive: () => void;
}) {
  const id = useId();
  const [step, setStep] = useState<Step>('form');
  const [project, setProject] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [started, setStarted] = useState<MatchmakerStart | null>(null);
  const [active, setActive] = useState<Collaboration | null>(null);
  const attempt = useRef<{ request: string; key: string } | null>(null);
  /** The fee's payment while it is open on the payment step. */
  const unpaid = useRef<number | null>(null);

  // Closing the dialog on the payment step (Escape, the X) gives up the open fee like Cancel does.
  useEffect(
    () => () => {
      if (unpaid.current !== null) {
        cancelPayment(unpaid.current);
        void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
      }
    },
    [],
  );

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const parsed = matchmakerStartSchema.safeParse({ partnerId: target.id, project });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please name the project');
      return;
    }
    // A retry of the same start (after no answer) keeps its key, so it never opens a second payment.
    const request = JSON.stringify(parsed.data);
    if (attempt.current?.request !== request) attempt.current = { request, key: newIdempotencyKey() };
    setPending(true);
    setError(null);
    try {
      const result = await startMatchmaker(parsed.data, attempt.current.key);
      setStarted(result);
      unpaid.current = result.checkout.transactionId;
      setStep('pay');
      void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
      toast({
        title: COLLAB_MESSAGES.initiatedTitle,
        description: `Pay the ${formatCents(result.checkout.amount)} setup fee to start "${result.collaboration.project}" with ${target.name}.`,
      });
    } catch (failure) {
      if (failure instanceof ApiError) attempt.current = null;
      setError(errorMessage(failure) || 'The collaboration could not be started. Please try again.');
    } finally {
      setPending(false);
    }
  }

  async function handlePaid() {
    if (!started) return;
    attempt.current = null;
    unpaid.current = null;
    setStep('done');
    try {
      const collaboration = await fetchCollaboration(started.collaboration.id);
      setActive(collaboration);
      if (collaboration.status === 'proposed' || collaboration.status === 'active') {
        toast({
          title: COLLAB_MESSAGES.feeProcessedTitle,
          description:
            collaboration.status === 'active'
              ? `"${collaboration.project}" with ${target.name} is active. Your receipt is in your inbox.`
              : `Your proposal for "${collaboration.project}" went to ${target.name}. It starts when they accept. Your receipt is in your inbox.`,
        });
      }
    } catch {
      // The payment went through; the list shows where the collaboration stands.
      void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
    }
  }

  function handleLeavePayment() {
    // The payment step cancels the unpaid fee, which drops the collaboration it would have started.
    attempt.current = null;
    unpaid.current = null;
    void queryClient.invalidateQueries({ queryKey: COLLABORATIONS_KEY });
  }

  if (step === 'pay' && started) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Pay the setup fee</DialogTitle>
          <DialogDescription>
            Once the fee is paid, {target.name} gets your proposal for &ldquo;
            {started.collaboration.project}&rdquo;. It starts when they accept; if they decline or do not
            answer within {COLLAB.proposalDays} days, the fee is refunded.
          </DialogDescription>
        </DialogHeader>
        <PaymentStep
          checkout={started.checkout}
          onSuccess={() => void handlePaid()}
          onCancel={() => {
            handleLeavePayment();
            onClose();
          }}
          onBack={() => {
            handleLeavePayment();
            setStarted(null);
            setStep('form');
          }}
        />
      </>
    );
  }

  if (step === 'done' && started) {
    const workspace = `/collaborations/${started.collaboration.id}`;
    return (
      <>
        <DialogHeader>
          <DialogTitle>
            {active?.status === 'proposed' ? 'Proposal sent' : 'Collaboration started'}
          </DialogTitle>
          <DialogDescription>The setup fee is paid.</DialogDescription>
        </DialogHeader>
        <div className="grid justify-items-center gap-3 py-2 text-center" data-testid="collab-started">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-emerald-500/15 text-emerald-400">
            <CheckCircle2 className="size-8" aria-hidden />
          </span>
          <p className="text-sm text-muted" role="status">
            {active === null
              ? 'Confirming the collaboration...'
              : active.status === 'active'
                ? `"${active.project}" with ${target.name} is active. Add milestones and talk it through in its workspace.`
                : active.status === 'proposed'
                  ? `${target.name} has your proposal for "${active.project}". It starts when they accept; you will hear in your inbox either way.`
                  : `"${active.project}" is ${active.status === 'cancelled' ? 'cancelled' : 'waiting for its fee'}; see Active Collabs.`}
          </p>
          <div className="mt-2 flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-center">
            <Button
              variant="outline"
              onClick={() => {
                onClose();
                onShowActive();
              }}
            >
              See Active Collabs
            </Button>
            <Button asChild>
              <Link href={workspace}>
                {active?.status === 'proposed' ? 'Open the proposal' : 'Open workspace'}
              </Link>
            </Button>
          </div>
        </div>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle className="flex items-center gap-2">
          <Handshake className="size-5 shrink-0 text-primary-text" aria-hidden />
          Start a collaboration with {target.name}
        </DialogTitle>
        <DialogDescription>
          Name the project. Proposing it from the matchmaker costs a one-time setup fee of {FEE}. Once it is
          paid, {target.name} gets your proposal, and the collaboration starts when they accept; if they
          decline or do not answer within {COLLAB.proposalDays} days, the fee is refunded.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate className="grid gap-4">
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-project`} className="text-sm font-semibold">
            Project title
          </label>
          <input
            id={`${id}-project`}
            value={project}
            onChange={(event) => {
              setProject(event.target.value);
              setError(null);
            }}
            maxLength={COLLAB.projectMax}
            placeholder="e.g. Late-night R&B single"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            autoComplete="off"
            className="h-11 w-full rounded-xl border border-white/10 bg-black/30 px-3.5 text-sm outline-none transition-colors placeholder:text-muted/70 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
          />
        </div>
        <dl className="grid gap-2 rounded-xl border border-white/10 bg-white/5 p-4 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Partner</dt>
            <dd className="text-right font-medium">{target.name}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted">Quantum Score</dt>
            <dd className="font-medium tabular-nums">
              {target.quantumScore === null ? 'Not enough data' : `${target.quantumScore}%`}
            </dd>
          </div>
          <div className="flex justify-between gap-3 border-t border-white/10 pt-2 text-base font-bold">
            <dt>Setup fee</dt>
            <dd className="text-primary-text">{FEE}</dd>
          </div>
        </dl>
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300"
          >
            {error}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Preparing payment...' : `Continue to payment`}
          </Button>
        </div>
      </form>
    </>
  );
}
