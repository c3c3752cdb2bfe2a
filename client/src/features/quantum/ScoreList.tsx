import { COLLAB_PROFILE_MESSAGES, MATCH_SCORE_EXPLANATIONS, type MatchScores } from '@common/collab';
import { cn } from '@/lib/cn';

/** The named scores of a match, as the matchmaker labels them. */
export const SCORE_LABELS: Record<keyof MatchScores, string> = {
  quantumScore: 'Quantum Score',
  culturalCompatibility: 'Cultural Compatibility',
  creativeSynergy: 'Creative Synergy',
  neuralHarmony: 'Neural Harmony',
  collaborationPotential: 'Collaboration Potential',
  soulAlignment: 'Soul Alignment',
  energyMatch: 'Energy Match',
  quantumResonance: 'Quantum Resonance',
};

/** The scores listed under a card's headline, in reading order. */
export const DETAIL_SCORES = [
  'culturalCompatibility',
  'creativeSynergy',
  'neuralHarmony',
  'energyMatch',
  'soulAlignment',
  'collaborationPotential',
] as const satisfies readonly (keyof MatchScores)[];

/** What a score without enough data reads (never an invented number). */
export const NOT_ENOUGH_DATA = 'Not enough data';

/** One named score: its value and bar (or 'Not enough data') and how it is computed. */
function ScoreRow({
  name,
  value,
  explain,
}: {
  name: (typeof DETAIL_SCORES)[number];
  value: number | null;
  explain: boolean;
}) {
  const label = SCORE_LABELS[name];
  return (
    <div className="grid gap-1" data-testid="score" data-score={name}>
      <dt className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-semibold">{label}</span>
      </dt>
      <dd className="grid gap-1">
        {value === null ? (
          <span className="text-sm font-semibold text-amber-200" data-testid="score-value">
            {NOT_ENOUGH_DATA}
          </span>
        ) : (
          <span className="flex items-center gap-2">
            <span
              role="meter"
              aria-label={label}
              aria-valuenow={value}
              aria-valuemin={0}
              aria-valuemax={100}
              className="h-2 min-w-0 flex-1 overflow-hidden rounded-full bg-white/10"
            >
              <span
                className="block h-full rounded-full bg-gradient-to-r from-primary-strong to-fuchsia-500"
                style={{ width: `${Math.max(0, Math.min(100, value))}%` }}
              />
            </span>
            <span
              className="w-10 shrink-0 text-right text-sm font-bold tabular-nums"
              data-testid="score-value"
            >
              {value}%
            </span>
          </span>
        )}
        {explain ? (
          <span className="text-xs leading-snug text-muted" data-testid="score-explanation">
            {MATCH_SCORE_EXPLANATIONS[name]}
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/**
 * Every detail score of a match, with its 'how this is computed' line unless the page states them once
 * (`explain` false: the list of matches, see ScoreExplanations); says when sound was left out.
 */
export function ScoreList({
  scores,
  single = false,
  explain = true,
}: {
  scores: MatchScores;
  single?: boolean;
  explain?: boolean;
}) {
  return (
    <div className="grid gap-3">
      <dl className={cn('grid grid-cols-1 gap-3', !single && 'sm:grid-cols-2')}>
        {DETAIL_SCORES.map((name) => (
          <ScoreRow key={name} name={name} value={scores[name]} explain={explain} />
        ))}
      </dl>
      {scores.neuralHarmony === null ? (
        <p
          className="rounded-lg bg-amber-400/10 px-3 py-2 text-xs text-amber-100"
          data-testid="sound-left-out"
        >
          {COLLAB_PROFILE_MESSAGES.soundLeftOut}
        </p>
      ) : null}
    </div>
  );
}

/** How every score of the matchmaker is computed, stated once for a list of matches (opened on demand). */
export function ScoreExplanations() {
  const names = ['quantumScore', 'quantumResonance', ...DETAIL_SCORES] as const;
  return (
    <details
      className="group rounded-2xl border border-white/10 bg-surface/60 p-4"
      data-testid="score-explanations"
    >
      <summary className="cursor-pointer text-sm font-semibold marker:text-primary-text">
        How these scores are computed
      </summary>
      <dl className="mt-3 grid gap-3 sm:grid-cols-2">
        {names.map((name) => (
          <div key={name} className="grid gap-0.5" data-score={name}>
            <dt className="text-sm font-semibold">{SCORE_LABELS[name]}</dt>
            <dd className="text-xs leading-snug text-muted" data-testid="score-explanation">
              {MATCH_SCORE_EXPLANATIONS[name]}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
