import { MODERATION_ACTION_LABELS, MODERATION_LIMITS, type ModerationDecision } from '@common/moderation';
import { Gavel } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { CancelOrSubmit } from '@/ui/form/CancelOrSubmit';
import { Card } from '@/ui/Card';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { toast } from '@/ui/useToast';
import { useAppeal, useMyDecisions } from './moderationApi';

const APPEAL_STATUS: Record<string, string> = {
  open: 'Appeal under review',
  upheld: 'Appeal declined',
  reversed: 'Appeal granted',
};

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function AppealForm({ decision, onDone }: { decision: ModerationDecision; onDone: () => void }) {
  const [body, setBody] = useState('');
  const appeal = useAppeal();
  return (
    <form
      className="mt-3 grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        appeal.mutate(
          { id: decision.id, body: body.trim() },
          {
            onSuccess: () => {
              toast({ title: 'Appeal sent', description: 'A moderator will look at it again.' });
              onDone();
            },
          },
        );
      }}
    >
      {appeal.error ? <FormAlert>{errorMessage(appeal.error)}</FormAlert> : null}
      <TextAreaField
        id={`appeal-${decision.id}`}
        label="Why is this decision wrong?"
        rows={3}
        maxLength={MODERATION_LIMITS.appealMax}
        value={body}
        onValueChange={setBody}
        required
      />
      <CancelOrSubmit
        onCancel={onDone}
        busy={appeal.isPending}
        busyLabel="Sending..."
        incomplete={body.trim() === ''}
      >
        Send appeal
      </CancelOrSubmit>
    </form>
  );
}

function DecisionItem({ decision }: { decision: ModerationDecision }) {
  const [appealing, setAppealing] = useState(false);
  const label = MODERATION_ACTION_LABELS[decision.action];
  return (
    <li className="rounded-xl border border-white/10 bg-background/50 p-4" data-testid="moderation-decision">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="min-w-0 break-words font-medium">
          {label}
          {decision.days ? ` for ${decision.days} ${decision.days === 1 ? 'day' : 'days'}` : ''}:{' '}
          {decision.title}
        </p>
        {decision.appeal ? <Badge variant="neutral">{APPEAL_STATUS[decision.appeal.status]}</Badge> : null}
      </div>
      <p className="mt-1 break-words text-sm text-foreground/85">
        <span className="font-semibold">Reason:</span> {decision.reason}
      </p>
      <p className="mt-1 text-xs text-muted">
        <time dateTime={decision.createdAt}>{when(decision.createdAt)}</time>
      </p>
      {decision.appeal?.note ? (
        <p className="mt-2 text-sm text-foreground/85">
          <span className="font-semibold">Moderator’s note:</span> {decision.appeal.note}
        </p>
      ) : null}
      {decision.appealable && !appealing ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => setAppealing(true)}>
          Appeal<span className="sr-only"> “{decision.title}”</span>
        </Button>
      ) : null}
      {appealing ? <AppealForm decision={decision} onDone={() => setAppealing(false)} /> : null}
    </li>
  );
}

/**
 * The moderators' decisions about the user's content or account, with the reason, and one appeal each (in
 * /settings). Shows nothing while there are none.
 */
export function DecisionsSection() {
  const { data } = useMyDecisions();
  if (!data || data.length === 0) return null;
  return (
    <Card
      id="moderation"
      role="region"
      aria-labelledby="moderation-title"
      className="scroll-mt-32 p-5 sm:p-6"
    >
      <div className="mb-5 flex items-start gap-3">
        <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-primary-text">
          <Gavel className="size-4" aria-hidden />
        </span>
        <div className="min-w-0">
          <h2 id="moderation-title" className="text-lg font-bold leading-tight">
            Moderation decisions
          </h2>
          <p className="mt-1 text-sm text-muted">
            What moderators decided about your content or account, and why. You can appeal each decision once.
          </p>
        </div>
      </div>
      <ul className="grid gap-3">
        {data.map((decision) => (
          <DecisionItem key={decision.id} decision={decision} />
        ))}
      </ul>
    </Card>
  );
}
