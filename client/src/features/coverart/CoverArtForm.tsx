import {
  COVER_ART,
  COVER_ART_COLOR_SCHEMES,
  COVER_ART_DEFAULTS,
  COVER_ART_GENRES,
  COVER_ART_MESSAGES,
  COVER_ART_MOODS,
  COVER_ART_STYLES,
  COVER_ART_THEMES,
  type CoverArtGenre,
  type CoverArtRequestInput,
} from '@common/coverart';
import { COVER_ART_SUBJECTS } from '@common/coverartSubjects';
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
import { useCoverArtDefaults } from './useCoverArtDefaults';

type Values = Required<Omit<CoverArtRequestInput, 'seed' | 'genre'>> & { genre: CoverArtGenre };

const NO_THEME = 'none';
const THEME_CHOICES = [{ value: NO_THEME, label: 'No theme' }, ...choicesOf(COVER_ART_THEMES)];

function Select({
  id,
  label,
  value,
  choices,
  onChange,
  optional,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  optional?: boolean;
  placeholder?: string;
}) {
  return (
    <FormField id={id} label={label} optional={optional}>
      <ChoiceSelect
        id={id}
        choices={choices}
        value={value}
        placeholder={placeholder}
        onValueChange={onChange}
        triggerClassName={controlClass}
      />
    </FormField>
  );
}

/**
 * The generator's form (part 2, sections 2, 5 and 9): title, artist (the display name or username by default),
 * genre (a signed-in artist's own by default, part 2's for a visitor), mood, theme, art style, colour scheme and
 * additional instructions (with the subjects the built-in renderer can draw); Generate and Create Variations.
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
  const { defaults } = useCoverArtDefaults();
  const [values, setValues] = useState<Omit<Values, 'genre'>>({
    trackTitle: '',
    artistName: '',
    mood: COVER_ART_DEFAULTS.mood,
    theme: '',
    style: COVER_ART_DEFAULTS.style,
    colorScheme: COVER_ART_DEFAULTS.colorScheme,
    additionalPrompt: '',
  });
  // null until the artist name is edited: until then it follows the signed-in user's name.
  const [artistName, setArtistName] = useState<string | null>(null);
  const artist = artistName ?? (user ? publicName(user) : '');
  // null until a genre is chosen: until then it is the artist's own (known once the defaults have answered).
  const [pickedGenre, setPickedGenre] = useState<CoverArtGenre | null>(null);
  const genre = pickedGenre ?? defaults?.genre ?? null;

  const set =
    <K extends keyof Omit<Values, 'genre'>>(key: K) =>
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
    const request = { ...values, genre: genre ?? COVER_ART_DEFAULTS.genre, artistName: artist };
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
          value={genre ?? ''}
          placeholder="Loading..."
          choices={choicesOf(COVER_ART_GENRES)}
          onChange={(v) => setPickedGenre(v as CoverArtGenre)}
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
      {genre ? <StyleChips genre={genre} style={values.style} onPick={set('style')} /> : null}
      <TextAreaField
        id="cover-extra"
        label="Additional Instructions"
        optional
        rows={3}
        maxLength={COVER_ART.additionalPromptMax}
        placeholder="Subjects to draw (e.g. a neon moon, a lone figure on a highway, rain)"
        value={values.additionalPrompt}
        onValueChange={set('additionalPrompt')}
        aria-describedby="cover-extra-subjects"
      />
      <p id="cover-extra-subjects" className="-mt-2 text-xs leading-relaxed text-muted">
        {defaults?.renderer === 'image-api'
          ? 'The image service reads the instructions; if it cannot answer, the built-in renderer draws these: '
          : 'The built-in renderer draws these subjects, with plurals, numbers and words like neon, lone, big or red: '}
        {COVER_ART_SUBJECTS.join(', ')}.
      </p>
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
