import {
  COVER_ART,
  COVER_ART_COLOR_SCHEMES,
  COVER_ART_DEFAULTS,
  COVER_ART_GENRES,
  COVER_ART_MESSAGES,
  COVER_ART_MOODS,
  COVER_ART_STYLES,
  COVER_ART_THEMES,
  type CoverArtRequestInput,
} from '@common/coverart';
import { publicName } from '@common/people';
import { Layers, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { ChoiceSelect } from '@/ui/ChoiceSelect';
import { controlClass } from '@/ui/form/fieldStyles';
import { FormField } from '@/ui/form/FormField';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';
import { toast } from '@/ui/useToast';
import { choicesOf } from './labels';
import { StyleChips } from './StyleChips';

type Values = Required<Omit<CoverArtRequestInput, 'seed'>>;

const NO_THEME = 'none';
const THEME_CHOICES = [{ value: NO_THEME, label: 'No theme' }, ...choicesOf(COVER_ART_THEMES)];

function Select({
  id,
  label,
  value,
  choices,
  onChange,
  optional,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  optional?: boolean;
}) {
  return (
    <FormField id={id} label={label} optional={optional}>
      <ChoiceSelect
        id={id}
        choices={choices}
        value={value}
        onValueChange={onChange}
        triggerClassName={controlClass}
      />
    </FormField>
  );
}

/**
 * The generator's form (part 2, sections 2, 5 and 9): title, artist (the display name or username by default),
 * genre, mood, theme, art style, colour scheme and additional instructions; Generate and Create Variations.
 */
export function CoverArtForm({
  generating,
  creating,
  onGenerate,
  onVary,
}: {
  generating: boolean;
  creating: boolean;
  onGenerate: (values: Values) => void;
  onVary: (values: Values) => void;
}) {
  const { user } = useAuth();
  const [values, setValues] = useState<Values>({
    trackTitle: '',
    artistName: '',
    genre: COVER_ART_DEFAULTS.genre,
    mood: COVER_ART_DEFAULTS.mood,
    theme: '',
    style: COVER_ART_DEFAULTS.style,
    colorScheme: COVER_ART_DEFAULTS.colorScheme,
    additionalPrompt: '',
  });
  // null until the artist name is edited: until then it follows the signed-in user's name.
  const [artistName, setArtistName] = useState<string | null>(null);
  const artist = artistName ?? (user ? publicName(user) : '');

  const set =
    <K extends keyof Values>(key: K) =>
    (value: Values[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  const blank = values.trackTitle.trim() === '';
  const busy = generating || creating;

  function run(kind: 'generate' | 'vary') {
    if (blank) {
      toast({
        title: COVER_ART_MESSAGES.titleRequired,
        description:
          kind === 'generate'
            ? COVER_ART_MESSAGES.titleRequiredGenerate
            : COVER_ART_MESSAGES.titleRequiredVariations,
        variant: 'destructive',
      });
      return;
    }
    const request = { ...values, artistName: artist };
    if (kind === 'generate') onGenerate(request);
    else onVary(request);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!busy) run('generate');
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="cover-form-title" className="grid gap-4">
      <TextField
        id="cover-title"
        label="Track Title"
        placeholder="Enter your track title"
        maxLength={COVER_ART.titleMax}
        value={values.trackTitle}
        onValueChange={set('trackTitle')}
        // Enter with a blank title: the submit button is disabled, so the form would not submit; say why.
        onKeyDown={(event) => {
          if (event.key === 'Enter' && blank) {
            event.preventDefault();
            run('generate');
          }
        }}
        aria-required
      />
      <TextField
        id="cover-artist"
        label="Artist Name"
        placeholder="Your artist name"
        maxLength={COVER_ART.artistMax}
        value={artist}
        onValueChange={setArtistName}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Select
          id="cover-genre"
          label="Genre"
          value={values.genre}
          choices={choicesOf(COVER_ART_GENRES)}
          onChange={(v) => set('genre')(v as Values['genre'])}
        />
        <Select
          id="cover-mood"
          label="Mood"
          value={values.mood}
          choices={choicesOf(COVER_ART_MOODS)}
          onChange={(v) => set('mood')(v as Values['mood'])}
        />
        <Select
          id="cover-theme"
          label="Theme"
          optional
          value={values.theme || NO_THEME}
          choices={THEME_CHOICES}
          onChange={(v) => set('theme')((v === NO_THEME ? '' : v) as Values['theme'])}
        />
        <Select
          id="cover-style"
          label="Art Style"
          value={values.style}
          choices={choicesOf(COVER_ART_STYLES)}
          onChange={(v) => set('style')(v as Values['style'])}
        />
        <Select
          id="cover-colors"
          label="Color Scheme"
          value={values.colorScheme}
          choices={choicesOf(COVER_ART_COLOR_SCHEMES)}
          onChange={(v) => set('colorScheme')(v as Values['colorScheme'])}
        />
      </div>
      <StyleChips genre={values.genre} style={values.style} onPick={set('style')} />
      <TextAreaField
        id="cover-extra"
        label="Additional Instructions"
        optional
        rows={3}
        maxLength={COVER_ART.additionalPromptMax}
        placeholder="Anything else to include (e.g. a lion, rain on the window)"
        value={values.additionalPrompt}
        onValueChange={set('additionalPrompt')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Button type="submit" size="lg" disabled={blank || busy}>
          <Wand2 aria-hidden />
          {generating ? COVER_ART_MESSAGES.generating : 'Generate Cover Art'}
        </Button>
        <Button
          type="button"
          size="lg"
          variant="outline"
          disabled={blank || busy}
          onClick={() => run('vary')}
        >
          <Layers aria-hidden />
          {creating ? COVER_ART_MESSAGES.creating : 'Create Variations'}
        </Button>
      </div>
    </form>
  );
}
