import {
  PLAYLIST_DESCRIPTION_MAX,
  PLAYLIST_MESSAGES,
  PLAYLIST_TITLE_MAX,
  playlistCreateSchema,
  type PlaylistCreate,
  type PlaylistVisibility,
} from '@common/playlists';
import { type FormEvent, useId, useState } from 'react';
import { FormAlert } from '@/ui/form/FormAlert';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { useFormValidation } from '@/ui/form/useFormValidation';
import { useServerError } from '@/ui/form/useServerError';
import { VisibilityField } from './VisibilityField';

type Field = 'title' | 'description';

const fieldFor = (message: string): Field | null =>
  message === PLAYLIST_MESSAGES.missingTitle ? 'title' : null;

interface PlaylistFormProps {
  initial?: { title: string; description: string | null; visibility: PlaylistVisibility };
  submitLabel: string;
  busyLabel: string;
  /** The description field is left out of the quick "New playlist" form. */
  withDescription?: boolean;
  onSubmit: (values: PlaylistCreate) => Promise<unknown>;
}

/** Title, description and visibility, checked with the shared schema; the server's refusal shows as given. */
export function PlaylistForm({
  initial,
  submitLabel,
  busyLabel,
  withDescription = true,
  onSubmit,
}: PlaylistFormProps) {
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [visibility, setVisibility] = useState<PlaylistVisibility>(initial?.visibility ?? 'public');
  const [busy, setBusy] = useState(false);
  const values = { title, description, visibility };
  const validation = useFormValidation<Field>(playlistCreateSchema, values);
  const server = useServerError<Field>(fieldFor);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    server.clear();
    if (!validation.validateAll()) {
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { description: text, ...rest } = playlistCreateSchema.parse(values);
      // An emptied description is sent as '' so that editing can clear it; the quick form sends none.
      await onSubmit(withDescription ? { ...rest, description: text ?? '' } : rest);
    } catch (error) {
      server.show(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="grid gap-4">
      {server.formError ? <FormAlert>{server.formError}</FormAlert> : null}
      <TextField
        id={`${id}-title`}
        label="Title"
        value={title}
        onValueChange={(v) => {
          setTitle(v);
          server.clear();
        }}
        error={validation.errorFor('title') ?? server.fieldError('title')}
        maxLength={PLAYLIST_TITLE_MAX}
        autoComplete="off"
        {...validation.blurProps('title')}
      />
      {withDescription ? (
        <TextAreaField
          id={`${id}-description`}
          label="Description"
          optional
          value={description}
          onValueChange={setDescription}
          error={validation.errorFor('description')}
          maxLength={PLAYLIST_DESCRIPTION_MAX}
          rows={3}
        />
      ) : null}
      <VisibilityField name={`${id}-visibility`} value={visibility} onValueChange={setVisibility} />
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
