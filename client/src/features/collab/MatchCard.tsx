import type { CollabMatch } from '@common/collab';
import { BadgeCheck, MapPin, Sparkles, UserRound, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { ConnectButton } from './ConnectButton';
import type { RequestState } from './matchView';
import { MatchPercent } from './MatchPercent';
import { MatchStats } from './MatchStats';
import { ReportButton } from '@/features/moderation';

/** A Recommended Matches card (part 1 Collab match): who they are, why they fit, Connect and View Profile. */
export function MatchCard({
  match,
  request = null,
  onConnect,
}: {
  match: CollabMatch;
  /** A pending request between the signed-in user and this artist, if any. */
  request?: RequestState;
  onConnect: () => void;
}) {
  const headingId = `match-${match.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full min-w-0 flex-col gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4 transition-colors hover:border-primary/40 sm:p-5"
      data-testid="match-card"
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
          <p className="mt-0.5 truncate text-sm font-semibold text-primary-text" data-testid="match-role">
            {match.role}
          </p>
          <p className="mt-0.5 flex items-center gap-1 truncate text-xs text-muted">
            <MapPin className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate" data-testid="match-location">
              {match.location ?? 'Location not set'}
            </span>
          </p>
        </div>
        {/* Visitors and users without a profile get no personal percentage (the page asks them once). */}
        {match.matchPercentage !== undefined ? (
          <MatchPercent value={match.matchPercentage} label={match.scores?.quantumResonance} />
        ) : null}
      </header>

      {match.genres.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Genres" data-testid="match-genres">
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

      <dl className="grid gap-1 text-xs">
        <div className="flex min-w-0 gap-2">
          <dt className="w-16 shrink-0 whitespace-nowrap font-semibold uppercase tracking-wide text-muted">
            Skills
          </dt>
          <dd className="min-w-0 text-foreground/90" data-testid="match-skills">
            {match.skills.join(' · ')}
          </dd>
        </div>
        <div className="flex min-w-0 gap-2">
          <dt className="w-16 shrink-0 whitespace-nowrap font-semibold uppercase tracking-wide text-muted">
            Open to
          </dt>
          <dd className="min-w-0 text-foreground/90" data-testid="match-collab-types">
            {match.collabType.join(' · ')}
          </dd>
        </div>
      </dl>

      {match.reasons.length > 0 ? (
        <ul className="grid gap-1" aria-label="Why you match" data-testid="match-reasons">
          {match.reasons.map((reason) => (
            <li key={reason} className="flex items-start gap-2 text-sm">
              <Sparkles className="mt-0.5 size-3.5 shrink-0 text-primary-text" aria-hidden />
              <span>{reason}</span>
            </li>
          ))}
        </ul>
      ) : null}

      <MatchStats match={match} />

      {match.equipment.length > 0 ? (
        <div className="flex items-start gap-2 text-xs text-muted">
          <Wrench className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <p className="line-clamp-2">
            <span className="sr-only">Equipment: </span>
            {match.equipment.join(' · ')}
          </p>
        </div>
      ) : null}

      {match.recentWork.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">Recent work</p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {match.recentWork.slice(0, 3).map((track) => (
              <li key={track.id} className="min-w-0 max-w-full">
                <Link
                  href={`/tracks/${track.id}`}
                  className="block truncate text-foreground/90 underline decoration-white/20 underline-offset-4 hover:text-primary-text hover:decoration-primary"
                >
                  {track.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {match.rateInfo ? <p className="text-xs text-muted">Rate: {match.rateInfo}</p> : null}

      <div className="mt-auto flex gap-2 pt-1">
        <ConnectButton name={match.name} request={request} onConnect={onConnect} className="flex-1" />
        <Button asChild variant="outline" className="flex-1">
          <Link href={`/artists/${match.id}`}>
            <UserRound aria-hidden />
            View Profile
            <span className="sr-only"> of {match.name}</span>
          </Link>
        </Button>
        <ReportButton
          targetType="collab_profile"
          targetId={match.id}
          what={`the collab profile of ${match.name}`}
          ownerId={match.id}
          variant="outline"
          size="md"
          iconOnly
        />
      </div>
    </article>
  );
}
