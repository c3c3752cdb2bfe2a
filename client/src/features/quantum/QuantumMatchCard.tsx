import type { CollabMatch } from '@common/collab';
import { Activity, BadgeCheck, Handshake, MapPin, Sparkles, Star, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { PercentRing } from '@/ui/PercentRing';
import { SCORE_LABELS, ScoreList } from './ScoreList';

/** The quantum score as a ring that fills to the value, the number in the middle. */
function ScoreRing({ value }: { value: number }) {
  const clamped = Math.max(0, Math.min(100, value));
  return (
    <div className="shrink-0" data-testid="quantum-score">
      <PercentRing value={clamped} toColor="#8b5cf6" className="size-[4.5rem] text-lg">
        <span>
          {clamped}%<span className="sr-only"> {SCORE_LABELS.quantumScore}</span>
        </span>
      </PercentRing>
    </div>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl bg-black/25 px-2 py-2 text-center">
      <dt className="truncate text-[11px] text-muted">{label}</dt>
      <dd className="truncate text-sm font-bold tabular-nums">{value}</dd>
    </div>
  );
}

export interface QuantumMatchCardProps {
  match: CollabMatch;
  /** Shown where the scores would be when there are none (a visitor, or no collab profile yet). */
  call: ReactNode;
  /** Present for a signed-in user: starts a collaboration with the setup fee. */
  onStart?: (() => void) | undefined;
  /** Opens Neural Analysis with this match. */
  onCompare?: (() => void) | undefined;
}

/** A Match candidate (part 2): who they are, every named score with how it is computed, and the actions. */
export function QuantumMatchCard({ match, call, onStart, onCompare }: QuantumMatchCardProps) {
  const headingId = `quantum-match-${match.id}`;
  const { scores } = match;
  return (
    <article
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4 transition-colors hover:border-primary/40 sm:p-5"
      data-testid="quantum-match"
      data-user-id={match.id}
    >
      <header className="flex items-start gap-3">
        <Avatar name={match.name} image={match.image} className="size-14" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="flex items-center gap-1.5 text-lg font-bold leading-tight">
            <span className="truncate">{match.name}</span>
            {match.verified ? (
              <BadgeCheck className="size-5 shrink-0 text-sky-400" aria-label="Verified" role="img" />
            ) : null}
          </h3>
          <p className="mt-0.5 truncate text-sm font-semibold text-primary-text">{match.role}</p>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{match.location ?? 'Location not set'}</span>
          </p>
        </div>
        {scores ? <ScoreRing value={scores.quantumScore} /> : null}
      </header>

      {scores ? (
        <div className="grid gap-1.5 rounded-xl border border-primary/25 bg-primary/[0.07] p-3">
          <p className="flex flex-wrap items-center gap-2">
            <Sparkles className="size-4 text-primary-text" aria-hidden />
            <span className="text-xs font-semibold uppercase tracking-wide text-muted">
              {SCORE_LABELS.quantumResonance}
            </span>
            <span className="font-bold text-primary-text" data-testid="quantum-resonance">
              {scores.quantumResonance}
            </span>
          </p>
        </div>
      ) : (
        call
      )}

      {match.genres.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Genres">
          {match.genres.map((genre) => (
            <li
              key={genre}
              className="rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary-text"
            >
              {genre}
            </li>
          ))}
        </ul>
      ) : null}

      {match.description ? (
        <p className="line-clamp-3 text-sm leading-relaxed text-foreground/85">{match.description}</p>
      ) : null}

      {match.reasons.length > 0 ? (
        <ul className="grid gap-1" aria-label="Why you match">
          {match.reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2 text-sm">
              <Activity className="mt-0.5 size-3.5 shrink-0 text-primary-text" aria-hidden />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <dl className="grid grid-cols-3 gap-2">
        <Fact label="Collabs done" value={match.completedCollabs} />
        <Fact label="Responds" value={match.responseRate === null ? 'New' : `${match.responseRate}%`} />
        <Fact
          label="Rating"
          value={
            match.avgRating === null ? (
              'New'
            ) : (
              <span className="inline-flex items-center gap-1">
                <Star className="size-3.5 fill-amber-300 text-amber-300" aria-hidden />
                {match.avgRating.toFixed(1)}
              </span>
            )
          }
        />
      </dl>

      {scores ? <ScoreList scores={scores} explain={false} /> : null}

      <div className="mt-auto flex flex-col gap-2 pt-1 sm:flex-row sm:flex-wrap">
        {onStart ? (
          <Button className="sm:flex-1" onClick={onStart}>
            <Handshake aria-hidden />
            Start Collaboration
            <span className="sr-only"> with {match.name}</span>
          </Button>
        ) : null}
        {onCompare ? (
          <Button variant="subtle" className="sm:flex-1" onClick={onCompare}>
            <Activity aria-hidden />
            Compare sound
            <span className="sr-only"> with {match.name}</span>
          </Button>
        ) : null}
        <Button asChild variant="outline" className="sm:flex-1">
          <Link href={`/artists/${match.id}`}>
            <UserRound aria-hidden />
            View Profile
            <span className="sr-only"> of {match.name}</span>
          </Link>
        </Button>
      </div>
    </article>
  );
}
