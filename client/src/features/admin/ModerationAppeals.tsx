import { MODERATION_ACTION_LABELS, type AppealItem } from '@common/moderation';
import { Scale } from 'lucide-react';
import { useState } from 'react';
import { useDecideAppeal, useAppeals } from '@/features/moderation';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextField } from '@/ui/form/TextField';
import { toast } from '@/ui/useToast';
import { formatWhen } from './adminList';
import { EmptyState, ListStatus, queryStatus } from './ListControls';

const STATUS: Record<AppealItem['status'], string> = {
  open: 'Waiting',
  upheld: 'Upheld',
  reversed: 'Reversed',
};

function AppealCard({ appeal }: { appeal: AppealItem }) {
  const [note, setNote] = useState('');
  const decide = useDecideAppeal();
  const { decision } = appeal;
  const titleId = `appeal-${appeal.id}`;
  const send = (choice: 'reverse' | 'uphold') =>
    decide.mutate(
      { id: appeal.id, decision: choice, note: note.trim() },
      {
        onSuccess: () =>
          toast({
            title: choice === 'reverse' ? 'Decision reversed' : 'Decision upheld',
            description: decision.title,
          }),
      },
    );
  return (
    <li className="rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5" data-testid="appeal">
      <article aria-labelledby={titleId} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 break-words text-base font-bold">
            {MODERATION_ACTION_LABELS[decision.action]}
            {decision.days ? ` for ${decision.days} days` : ''}: {decision.title}
          </h3>
          <Badge variant="neutral">{STATUS[appeal.status]}</Badge>
        </div>
        <p className="text-sm text-foreground/85">
          <span className="font-semibold">Reason given:</span> {decision.reason} (by @
          {decision.moderator ?? 'someone'},{' '}
          <time dateTime={decision.createdAt}>{formatWhen(decision.createdAt)}</time>)
        </p>
        <blockquote className="whitespace-pre-line break-words rounded-xl bg-black/20 p-3 text-sm">
          <span className="font-semibold">@{appeal.user} appeals:</span> {appeal.body}
        </blockquote>
        {appeal.status === 'open' ? (
          <div className="grid gap-3">
            {decide.error ? <FormAlert>{errorMessage(decide.error)}</FormAlert> : null}
            <TextField
              id={`appeal-note-${appeal.id}`}
              label="Note to the owner"
              optional
              value={note}
              onValueChange={setNote}
            />
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => send('reverse')} disabled={decide.isPending}>
                Reverse the decision<span className="sr-only"> on {decision.title}</span>
              </Button>
              <Button size="sm" variant="outline" onClick={() => send('uphold')} disabled={decide.isPending}>
                Uphold<span className="sr-only"> the decision on {decision.title}</span>
              </Button>
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
}

/** Appeals against decisions, open ones first: reverse (restore, lift) or uphold, with a note to the owner. */
export function ModerationAppeals() {
  const query = useAppeals();
  const items = query.data?.items ?? [];
  return (
    <ListStatus what="the appeals" {...queryStatus(query)}>
      {items.length === 0 ? (
        <EmptyState
          icon={<Scale aria-hidden />}
          title="No appeals"
          hint="Owners’ appeals against decisions show here."
          q=""
        />
      ) : (
        <ul className="space-y-3" aria-label="Appeals, open ones first">
          {items.map((appeal) => (
            <AppealCard key={appeal.id} appeal={appeal} />
          ))}
        </ul>
      )}
    </ListStatus>
  );
}
