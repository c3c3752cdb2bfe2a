import type { TrackVisibility } from '@common/tracks';
import { cn } from '@/lib/cn';
import { type Choice, ChoiceSelect } from '@/ui/ChoiceSelect';
import { controlClass } from '@/ui/form/fieldStyles';
import { BpmSlider } from './BpmSlider';
import { PriceField } from './PriceField';
import type { QuickUploadForm } from './quickUploadForm';
import { ToggleRow } from './ToggleRow';
import { GENRE_CHOICES, KEY_CHOICES } from './trackChoices';
import { UploadField } from './UploadField';

const VISIBILITY_CHOICES: Choice[] = [
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private (only you)' },
  { value: 'unlisted', label: 'Unlisted (only people with the link)' },
];

interface QuickUploadFieldsProps {
  form: QuickUploadForm;
  setField: <K extends keyof QuickUploadForm>(field: K, value: QuickUploadForm[K]) => void;
  username: string;
}

/** The details sent with every file of the earlier upload screen. */
export function QuickUploadFields({ form, setField, username }: QuickUploadFieldsProps) {
  const text = (id: string, field: 'title' | 'artist', label: string, placeholder: string, hint?: string) => (
    <UploadField id={id} label={label} hint={hint}>
      <input
        id={id}
        value={form[field]}
        onChange={(event) => setField(field, event.target.value)}
        placeholder={placeholder}
        className={cn(controlClass, 'h-11')}
      />
    </UploadField>
  );
  return (
    <div className="grid gap-5">
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {text(
          'quick-title',
          'title',
          'Title',
          'The file name',
          'Empty: each file is named after its file name.',
        )}
        {text('quick-artist', 'artist', 'Artist', username)}
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <UploadField id="quick-genre" label="Genre">
          <ChoiceSelect
            triggerClassName={controlClass}
            id="quick-genre"
            choices={GENRE_CHOICES}
            value={form.genre}
            onValueChange={(value) => setField('genre', value)}
          />
        </UploadField>
        <UploadField id="quick-key" label="Key">
          <ChoiceSelect
            triggerClassName={controlClass}
            id="quick-key"
            choices={KEY_CHOICES}
            value={form.key}
            onValueChange={(value) => setField('key', value)}
          />
        </UploadField>
      </div>
      <UploadField id="quick-description" label="Description">
        <textarea
          id="quick-description"
          rows={3}
          value={form.description}
          onChange={(event) => setField('description', event.target.value)}
          className={cn(controlClass, 'resize-y py-2.5 leading-relaxed')}
        />
      </UploadField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <BpmSlider id="quick-bpm" value={form.bpm} onValueChange={(value) => setField('bpm', value)} />
        <UploadField id="quick-visibility" label="Visibility">
          <ChoiceSelect
            triggerClassName={controlClass}
            id="quick-visibility"
            choices={VISIBILITY_CHOICES}
            value={form.visibility}
            onValueChange={(value) => setField('visibility', value as TrackVisibility)}
          />
        </UploadField>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ToggleRow
          id="quick-explicit"
          label="Explicit content"
          checked={form.isExplicit}
          onCheckedChange={(value) => setField('isExplicit', value)}
        />
        <ToggleRow
          id="quick-comments"
          label="Allow comments"
          checked={form.allowComments}
          onCheckedChange={(value) => setField('allowComments', value)}
        />
      </div>
      <PriceField id="quick-price" value={form.price} onValueChange={(value) => setField('price', value)} />
    </div>
  );
}
