import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { controlClass } from '@/ui/form/fieldStyles';
import { BpmSlider } from './BpmSlider';
import { ToggleRow } from './ToggleRow';
import { GENRE_CHOICES, KEY_CHOICES } from './trackChoices';
import {
  type Measurement,
  measuredAlternative,
  measureHint,
  type MeasureState,
  type WizardDraft,
} from './trackDraft';
import { UploadField } from './UploadField';

interface InfoStepProps {
  draft: WizardDraft;
  setField: <K extends keyof WizardDraft>(field: K, value: WizardDraft[K]) => void;
  fileCount: number;
  /** How far the measurement of the first file is, and what it found. */
  measureState: MeasureState;
  measured: Measurement | null;
}

/** Step 2: title, artist name, genre, description, explicit and original, BPM, key and tags. */
export function InfoStep({ draft, setField, fileCount, measureState, measured }: InfoStepProps) {
  const measuredBpm = measuredAlternative(draft.bpmChosen, measured?.bpm ?? null, draft.bpm);
  const measuredKey = measuredAlternative(draft.keyChosen, measured?.key ?? null, draft.key);
  const keyChoices = KEY_CHOICES.some((choice) => choice.value === draft.key)
    ? KEY_CHOICES
    : [...KEY_CHOICES, { value: draft.key, label: draft.key }];
  return (
    <div className="grid gap-5">
      <UploadField
        id="track-title"
        label="Track Title"
        required
        hint={
          fileCount > 1
            ? 'Names the first file; the other files are named after their file names.'
            : undefined
        }
      >
        <input
          id="track-title"
          value={draft.title}
          onChange={(event) => setField('title', event.target.value)}
          placeholder="Give your track a name"
          maxLength={200}
          aria-required
          className={cn(controlClass, 'h-11')}
        />
      </UploadField>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <UploadField id="artist-name" label="Artist Name" required>
          <input
            id="artist-name"
            value={draft.artistName}
            onChange={(event) => setField('artistName', event.target.value)}
            maxLength={100}
            aria-required
            className={cn(controlClass, 'h-11')}
          />
        </UploadField>
        <UploadField id="genre" label="Genre" required>
          <ChoiceSelect
            triggerClassName={controlClass}
            id="genre"
            choices={GENRE_CHOICES}
            value={draft.genre}
            onValueChange={(value) => setField('genre', value)}
            required
          />
        </UploadField>
      </div>
      <UploadField id="description" label="Description">
        <textarea
          id="description"
          rows={4}
          value={draft.description}
          onChange={(event) => setField('description', event.target.value)}
          placeholder="Tell listeners about this track"
          maxLength={5000}
          className={cn(controlClass, 'resize-y py-2.5 leading-relaxed')}
        />
      </UploadField>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <ToggleRow
          id="explicit"
          label="Explicit content"
          description="Contains strong language or themes"
          checked={draft.isExplicit}
          onCheckedChange={(value) => setField('isExplicit', value)}
        />
        <ToggleRow
          id="original"
          label="Original track"
          description="Not a cover or a remix"
          checked={draft.isOriginal}
          onCheckedChange={(value) => setField('isOriginal', value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <div className="grid min-w-0 content-start gap-2">
          <BpmSlider
            id="bpm"
            value={draft.bpm}
            onValueChange={(value) => setField('bpm', value)}
            hint={measureHint(draft.bpmChosen, measureState, measured?.bpm ?? null)}
          />
          {measuredBpm !== null ? (
            <Button
              variant="subtle"
              size="sm"
              className="justify-self-start"
              onClick={() => setField('bpmChosen', false)}
            >
              Use the measured {measuredBpm} BPM
            </Button>
          ) : null}
        </div>
        <div className="grid min-w-0 content-start gap-2">
          <UploadField
            id="key"
            label="Key"
            hint={measureHint(draft.keyChosen, measureState, measured?.key ?? null)}
          >
            <ChoiceSelect
              triggerClassName={controlClass}
              id="key"
              choices={keyChoices}
              value={draft.key}
              onValueChange={(value) => setField('key', value)}
            />
          </UploadField>
          {measuredKey !== null ? (
            <Button
              variant="subtle"
              size="sm"
              className="justify-self-start"
              onClick={() => setField('keyChosen', false)}
            >
              Use the measured key, {measuredKey}
            </Button>
          ) : null}
        </div>
      </div>
      <UploadField id="tags" label="Tags" hint="Separate tags with commas, e.g. summer, chill, late night">
        <input
          id="tags"
          value={draft.tags}
          onChange={(event) => setField('tags', event.target.value)}
          placeholder="summer, chill, late night"
          aria-describedby="tags-hint"
          className={cn(controlClass, 'h-11')}
        />
      </UploadField>
    </div>
  );
}
