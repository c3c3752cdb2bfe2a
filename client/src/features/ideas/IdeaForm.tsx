import { IDEA, IDEA_MOODS, IDEA_SCALES, type IdeaSettings, MOOD_LABELS, SCALE_LABELS } from '@common/ideas';
import { NOTE_NAMES } from '@common/music';
import { Dices, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/ui/Button';
import { fieldClass } from '@/ui/form/toolFieldStyles';

/** The form's values as typed (numbers may be half-typed). */
export interface IdeaDraft {
  tonic: IdeaSettings['tonic'];
  scale: IdeaSettings['scale'];
  mood: IdeaSettings['mood'];
  tempo: string;
  seed: string;
}

const labelClass = 'grid gap-1 text-sm font-semibold';

/** Key, scale, mood, tempo and seed; Generate writes the idea, New seed writes the next one. */
export function IdeaForm({
  draft,
  onChange,
  onGenerate,
  onNewSeed,
  error,
}: {
  draft: IdeaDraft;
  onChange: (draft: IdeaDraft) => void;
  onGenerate: () => void;
  onNewSeed: () => void;
  error: string | null;
}) {
  const id = useId();
  const set = <K extends keyof IdeaDraft>(key: K, value: IdeaDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onGenerate();
      }}
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <label className={labelClass} htmlFor={`${id}-tonic`}>
          Key
          <select
            id={`${id}-tonic`}
            className={fieldClass}
            value={draft.tonic}
            onChange={(e) => set('tonic', e.target.value as IdeaDraft['tonic'])}
          >
            {NOTE_NAMES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass} htmlFor={`${id}-scale`}>
          Scale
          <select
            id={`${id}-scale`}
            className={fieldClass}
            value={draft.scale}
            onChange={(e) => set('scale', e.target.value as IdeaDraft['scale'])}
          >
            {IDEA_SCALES.map((scale) => (
              <option key={scale} value={scale}>
                {SCALE_LABELS[scale]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass} htmlFor={`${id}-mood`}>
          Mood
          <select
            id={`${id}-mood`}
            className={fieldClass}
            value={draft.mood}
            onChange={(e) => set('mood', e.target.value as IdeaDraft['mood'])}
          >
            {IDEA_MOODS.map((mood) => (
              <option key={mood} value={mood}>
                {MOOD_LABELS[mood]}
              </option>
            ))}
          </select>
        </label>
        <label className={labelClass} htmlFor={`${id}-tempo`}>
          Tempo (BPM)
          <input
            id={`${id}-tempo`}
            className={fieldClass}
            type="number"
            inputMode="numeric"
            min={IDEA.tempoMin}
            max={IDEA.tempoMax}
            value={draft.tempo}
            onChange={(e) => set('tempo', e.target.value)}
          />
        </label>
        <label className={labelClass} htmlFor={`${id}-seed`}>
          Seed
          <input
            id={`${id}-seed`}
            className={fieldClass}
            type="number"
            inputMode="numeric"
            min={0}
            max={IDEA.seedMax}
            value={draft.seed}
            onChange={(e) => set('seed', e.target.value)}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit">
          <Sparkles aria-hidden />
          Generate idea
        </Button>
        <Button variant="outline" onClick={onNewSeed}>
          <Dices aria-hidden />
          New seed
        </Button>
      </div>
      <p className="text-xs text-muted">
        The same settings and seed always write the same idea, so a seed is all you need to find it again.
      </p>
    </form>
  );
}
