import { COLLAB, type Collaboration, milestoneSchema } from '@common/collab';
import { useMutation } from '@tanstack/react-query';
import { Check, ListChecks, Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { addMilestone, tickMilestone } from './collaborationQueries';
import { ProgressBar } from './collaborationStatus';

const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/** Milestones either member adds and ticks; progress is ticked / all. Read-only once it has ended. */
export function MilestonesSection({ collaboration }: { collaboration: Collaboration }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const editable = collaboration.status === 'active';
  const { milestones } = collaboration;
  const ticked = milestones.filter((m) => m.done).length;

  const add = useMutation({
    mutationFn: (text: string) => addMilestone(collaboration.id, text),
    onSuccess: () => setTitle(''),
    onError: (failure) => setError(errorMessage(failure)),
  });
  /** Boxes ticked or unticked whose answer has not come yet: they show the new state at once. */
  const [saving, setSaving] = useState<Record<number, boolean>>({});
  const tick = useMutation({
    mutationFn: (input: { milestoneId: number; done: boolean }) =>
      tickMilestone(collaboration.id, input.milestoneId, input.done),
    onError: (failure) =>
      toast({
        title: 'Could not update the milestone',
        description: errorMessage(failure),
        variant: 'destructive',
      }),
    onSettled: (_data, _error, input) => setSaving(({ [input.milestoneId]: _settled, ...rest }) => rest),
  });

  function handleTick(milestoneId: number, done: boolean) {
    if (milestoneId in saving) return;
    setSaving((current) => ({ ...current, [milestoneId]: done }));
    tick.mutate({ milestoneId, done });
  }

  function handleAdd(event: FormEvent) {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = milestoneSchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please name the milestone');
      return;
    }
    setError(null);
    add.mutate(parsed.data.title);
  }

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5"
      data-testid="milestones"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="flex items-center gap-2 text-lg font-bold">
          <ListChecks className="size-5 text-primary-text" aria-hidden />
          Milestones
        </h2>
        <p className="text-sm text-muted" data-testid="milestone-count">
          {milestones.length === 0 ? 'None yet' : `${ticked} of ${milestones.length} done`}
        </p>
      </div>
      <ProgressBar value={collaboration.progress} label="Progress" />

      {milestones.length === 0 ? (
        <p className="rounded-xl border border-dashed border-white/15 p-4 text-sm text-muted">
          {editable
            ? 'Break the project into steps (demo, vocals, mix, release) and tick them off together.'
            : 'This collaboration had no milestones.'}
        </p>
      ) : (
        <ul className="grid gap-2">
          {milestones.map((milestone) => {
            const inputId = `${id}-m${milestone.id}`;
            const busy = milestone.id in saving;
            // The box follows the click at once; the server's answer then confirms (or undoes) it.
            const done = saving[milestone.id] ?? milestone.done;
            return (
              <li key={milestone.id} data-testid="milestone">
                <label
                  htmlFor={inputId}
                  className={cn(
                    'flex min-h-11 items-start gap-3 rounded-xl border border-white/10 bg-black/20 px-3 py-2.5 text-sm transition-colors',
                    editable && 'cursor-pointer hover:border-primary/40',
                    done && 'border-emerald-400/25 bg-emerald-400/[0.06]',
                  )}
                >
                  <input
                    id={inputId}
                    type="checkbox"
                    checked={done}
                    // Not disabled while saving, so keyboard focus stays on the box.
                    disabled={!editable}
                    aria-busy={busy || undefined}
                    onChange={(event) => handleTick(milestone.id, event.target.checked)}
                    className="mt-0.5 size-5 shrink-0 accent-[#db006e] disabled:cursor-not-allowed"
                  />
                  <span className="min-w-0 flex-1">
                    <span
                      className={cn(
                        'block break-words font-medium',
                        done && 'text-foreground/80 line-through decoration-white/40',
                      )}
                    >
                      {milestone.title}
                    </span>
                    {milestone.done && milestone.doneAt ? (
                      <span className="mt-0.5 flex items-center gap-1 text-xs text-emerald-300">
                        <Check className="size-3.5" aria-hidden />
                        Done {dateFormat.format(new Date(milestone.doneAt))}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}

      {editable ? (
        <form onSubmit={handleAdd} noValidate className="grid gap-2" aria-label="Add a milestone">
          <label htmlFor={`${id}-new`} className="text-sm font-semibold">
            New milestone
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${id}-new`}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                setError(null);
              }}
              maxLength={COLLAB.milestoneMax}
              placeholder="e.g. Record the hook"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className="h-11 w-full min-w-0 rounded-xl border border-white/10 bg-black/30 px-3.5 text-sm outline-none transition-colors placeholder:text-muted/70 focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/40 sm:flex-1"
            />
            <Button type="submit" disabled={add.isPending} className="h-11">
              <Plus aria-hidden />
              {add.isPending ? 'Adding...' : 'Add milestone'}
            </Button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
