import {
  COLLAB,
  COLLAB_MATCHING,
  MATCH_SCORE_EXPLANATIONS,
  MATCH_WEIGHTS,
  type MatchScores,
} from '@common/collab';
import { formatCents } from '@common/format';
import {
  Activity,
  AudioWaveform,
  Handshake,
  Headphones,
  MapPin,
  type LucideIcon,
  Puzzle,
  ShieldCheck,
  Tags,
  Users,
} from 'lucide-react';
import { NOT_ENOUGH_DATA, SCORE_LABELS } from './ScoreList';

interface Signal {
  icon: LucideIcon;
  name: string;
  /** Its share of the Quantum Score, or where else it counts. */
  weight: string;
  what: string;
  why: string;
}

const SIGNALS: Signal[] = [
  {
    icon: Tags,
    name: 'Genres',
    weight: `${MATCH_WEIGHTS.genres}% of the Quantum Score`,
    what: 'The genres on your profile and the genres of the tracks you have published.',
    why: 'Sharing a genre means you already speak the same musical language, so less time goes into explaining what you are after.',
  },
  {
    icon: Puzzle,
    name: 'Complementary skills',
    weight: `${MATCH_WEIGHTS.skills}% of the Quantum Score`,
    what: 'What one of you offers that the other needs: a producer needs a vocalist, a vocalist needs beats and a mix.',
    why: 'The best collaborations fill gaps. Two people with the same skills compete; two with matching ones finish a record.',
  },
  {
    icon: AudioWaveform,
    name: 'Sound',
    weight: `${MATCH_WEIGHTS.sound}% of the Quantum Score`,
    what: `Tempo, key, energy and danceability, measured by analysing your uploaded tracks. It needs at least ${COLLAB_MATCHING.soundMinTracks} analysed tracks from each of you.`,
    why: 'Artists whose tracks already sit at similar tempos and keys can start making music together on day one.',
  },
  {
    icon: ShieldCheck,
    name: 'Reliability',
    weight: `${MATCH_WEIGHTS.reliability}% of the Quantum Score`,
    what: 'How often they answer collaboration requests, how many collaborations they completed, and the ratings their collaborators gave them.',
    why: 'A perfect match who never replies is no match. Someone new starts in the middle, neither rewarded nor punished.',
  },
  {
    icon: Handshake,
    name: 'Collaboration types',
    weight: `${MATCH_WEIGHTS.collabTypes}% of the Quantum Score`,
    what: `The kinds of work you are both open to: ${COLLAB.collabTypes.join(', ')}.`,
    why: 'Agreeing on the shape of the work (a feature, a remix, a session) avoids a long conversation that ends nowhere.',
  },
  {
    icon: MapPin,
    name: 'Location',
    weight: `${MATCH_WEIGHTS.location}% of the Quantum Score`,
    what: 'The city and country on your profiles: the same city counts fully, the same country half.',
    why: 'Being close makes studio sessions, shows and shared scenes possible, and you share a time zone.',
  },
  {
    icon: Headphones,
    name: 'Mutual listening',
    weight: 'Soul Alignment only',
    what: "Your plays and likes of each other's tracks, in both directions.",
    why: 'If you already listen to each other, you already like what the other makes: a strong start for working together.',
  },
  {
    icon: Activity,
    name: 'Activity',
    weight: 'Collaboration Potential only',
    what: 'Tracks published and plays received in the last 90 days.',
    why: 'An active artist is more likely to have time, momentum and an audience to share the result with.',
  },
];

const SCORE_ORDER: (keyof MatchScores)[] = [
  'quantumScore',
  'quantumResonance',
  'culturalCompatibility',
  'creativeSynergy',
  'neuralHarmony',
  'energyMatch',
  'soulAlignment',
  'collaborationPotential',
];

/** Quantum Features: what each signal is and why it matters, and how each named score is made from them. */
export function FeaturesTab() {
  return (
    <div className="space-y-8">
      <section aria-labelledby="signals-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="signals-heading" className="text-xl font-bold tracking-tight">
            The signals
          </h2>
          <p className="max-w-3xl text-sm text-muted">
            Every match is computed from what Panda Nation actually knows about you both. Nothing is random:
            the same profiles and tracks always give the same scores in the same order.
          </p>
        </div>
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {SIGNALS.map((signal) => (
            <li
              key={signal.name}
              className="flex flex-col gap-2 rounded-2xl border border-white/10 bg-surface/60 p-4"
              data-testid="signal"
            >
              <div className="flex items-center gap-2">
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary/15 text-primary-text">
                  <signal.icon className="size-5" aria-hidden />
                </span>
                <h3 className="font-bold leading-tight">{signal.name}</h3>
              </div>
              <p className="text-xs font-semibold uppercase tracking-wide text-primary-text">
                {signal.weight}
              </p>
              <p className="text-sm">
                <span className="font-semibold">What it is: </span>
                {signal.what}
              </p>
              <p className="text-sm text-muted">
                <span className="font-semibold text-foreground/90">Why it matters: </span>
                {signal.why}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="scores-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="scores-heading" className="text-xl font-bold tracking-tight">
            The scores on each match
          </h2>
          <p className="max-w-3xl text-sm text-muted">
            Each score runs from 0 to 100%. When there is not enough data to compute one (too few analysed
            tracks to compare sound, for example) the card says &lsquo;{NOT_ENOUGH_DATA}&rsquo; instead of
            guessing.
          </p>
        </div>
        <dl className="grid grid-cols-1 gap-3 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:p-5 md:grid-cols-2">
          {SCORE_ORDER.map((name) => (
            <div key={name} className="grid gap-0.5">
              <dt className="font-semibold">{SCORE_LABELS[name]}</dt>
              <dd className="text-sm text-muted">{MATCH_SCORE_EXPLANATIONS[name]}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section
        aria-labelledby="start-heading"
        className="flex items-start gap-3 rounded-2xl border border-primary/30 bg-primary/10 p-4 sm:p-5"
      >
        <Users className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
        <div className="space-y-1">
          <h2 id="start-heading" className="font-bold">
            From a match to a collaboration
          </h2>
          <p className="text-sm text-muted">
            Start a collaboration from any match for a one-time setup fee of{' '}
            {formatCents(COLLAB.setupFeeCents)}. Once it is paid you both get a workspace with milestones, a
            message thread and, at the end, a rating that feeds into the Reliability signal above.
          </p>
        </div>
      </section>
    </div>
  );
}
