import type { ReleaseType, TrackVisibility } from '@common/tracks';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { type CardOption, OptionCards } from './OptionCards';
import { PriceField } from './PriceField';
import { ToggleRow } from './ToggleRow';
import type { WizardDraft } from './trackDraft';

const RELEASE_OPTIONS: CardOption<ReleaseType>[] = [
  { value: 'single', label: 'Single' },
  { value: 'album', label: 'Album/EP' },
];

const VISIBILITY_OPTIONS: CardOption<TrackVisibility>[] = [
  { value: 'public', label: 'Public', description: 'Everyone can find and play it' },
  { value: 'private', label: 'Private', description: 'Only you' },
  { value: 'unlisted', label: 'Unlisted', description: 'Only people with the link' },
];

interface ReleaseStepProps {
  draft: WizardDraft;
  setField: <K extends keyof WizardDraft>(field: K, value: WizardDraft[K]) => void;
}

/** Step 3: release type, privacy, comments, price and the ownership confirmation. */
export function ReleaseStep({ draft, setField }: ReleaseStepProps) {
  return (
    <div className="grid gap-6">
      <OptionCards
        name="releaseType"
        legend="Release Type"
        options={RELEASE_OPTIONS}
        value={draft.releaseType}
        onValueChange={(value) => setField('releaseType', value)}
      />
      <OptionCards
        name="visibility"
        legend="Privacy"
        options={VISIBILITY_OPTIONS}
        value={draft.visibility}
        onValueChange={(value) => setField('visibility', value)}
      />
      <ToggleRow
        id="allow-comments"
        label="Allow comments"
        description="Listeners can comment on this track"
        checked={draft.allowComments}
        onCheckedChange={(value) => setField('allowComments', value)}
      />
      <PriceField id="price" value={draft.price} onValueChange={(value) => setField('price', value)} />
      <CheckboxField
        id="owns-rights"
        label="I own the rights to this music"
        description="I confirm that I created this track or have permission to distribute it."
        checked={draft.ownsRights}
        onCheckedChange={(value) => setField('ownsRights', value)}
      />
    </div>
  );
}
