import { createPartySchema, PARTY_LIMITS, PARTY_MESSAGES } from '@common/listening';
import type { TrackPage } from '@common/tracks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { controlClass, errorIdFor } from '@/ui/form/fieldStyles';
import { FormField } from '@/ui/form/FormField';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { refreshPartyTabs, scheduleParty } from './partyApi';
import { toLocalInputValue } from './partyTime';

const CATALOGUE_URL = '/api/tracks?sort=popular&pageSize=50';
const NO_TRACK = 'none';

type Errors = Partial<Record<'title' | 'scheduledAt' | 'trackId' | 'form', string>>;

/** The form of "Schedule a party": title, date and time (local), a catalogue track, a description. */
function SchedulePartyForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [when, setWhen] = useState(() =>
    toLocalInputValue(Math.ceil((Date.now() + 3600_000) / 3600_000) * 3600_000),
  );
  const [earliest] = useState(() => toLocalInputValue(Date.now()));
  const [trackId, setTrackId] = useState(NO_TRACK);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const catalogue = useQuery<TrackPage>({ queryKey: [CATALOGUE_URL] });

  const mutation = useMutation({
    mutationFn: scheduleParty,
    onSuccess: async (party) => {
      toast({ title: PARTY_MESSAGES.scheduledTitle, description: PARTY_MESSAGES.scheduled(party.title) });
      await refreshPartyTabs(queryClient);
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) setErrors({ form: error.serverMessage });
      else toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input = {
      title,
      description: description || null,
      trackId: trackId === NO_TRACK ? null : Number(trackId),
      scheduledAt: when ? new Date(when).toISOString() : '',
    };
    const parsed = createPartySchema().safeParse(input);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = String(issue.path[0] ?? '');
        const field: keyof Errors =
          path === 'title' || path === 'scheduledAt' || path === 'trackId' ? path : 'form';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    mutation.mutate(input);
  }

  const choices = [
    { value: NO_TRACK, label: 'Choose later' },
    ...(catalogue.data?.tracks ?? []).map((t) => ({
      value: String(t.id),
      label: `${t.title} · ${t.artist}`,
    })),
  ];

  return (
    <form onSubmit={handleSubmit} noValidate className="grid gap-4" aria-label="Schedule a party">
      <TextField
        id="party-title"
        label="Title"
        value={title}
        onValueChange={(value) => {
          setTitle(value);
          if (errors.title && value.trim()) setErrors((e) => ({ ...e, title: undefined }));
        }}
        error={errors.title}
        maxLength={PARTY_LIMITS.titleMaxLength}
        placeholder="Sunday House Listening Party"
      />
      <FormField id="party-time" label="Date and time" error={errors.scheduledAt}>
        <input
          id="party-time"
          type="datetime-local"
          value={when}
          min={earliest}
          onChange={(event) => setWhen(event.target.value)}
          aria-invalid={errors.scheduledAt ? true : undefined}
          aria-describedby={errors.scheduledAt ? errorIdFor('party-time') : undefined}
          className={cn(controlClass, 'h-11 [color-scheme:dark]')}
        />
      </FormField>
      <FormField id="party-track" label="Track" error={errors.trackId} optional>
        <ChoiceSelect
          id="party-track"
          choices={choices}
          value={trackId}
          onValueChange={setTrackId}
          triggerClassName={controlClass}
        />
      </FormField>
      <TextAreaField
        id="party-description"
        label="Description"
        optional
        value={description}
        onValueChange={setDescription}
        rows={2}
        maxLength={PARTY_LIMITS.descriptionMaxLength}
        placeholder="What will you play?"
      />
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-400">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner className="size-4 text-white" label="Scheduling" /> : null}
          Schedule party
        </Button>
      </div>
    </form>
  );
}

/** "Schedule a party" as a dialog, for signed-in hosts. */
export function SchedulePartyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg" closeLabel="Close">
        <DialogHeader>
          <DialogTitle>Schedule a party</DialogTitle>
          <DialogDescription>
            Pick a time and a track: it shows in Upcoming, and everyone who sets a Reminder hears when it
            starts.
          </DialogDescription>
        </DialogHeader>
        {open ? <SchedulePartyForm onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
