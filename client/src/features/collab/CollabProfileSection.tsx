import { COLLAB_MESSAGES, type CollabMatch, type CollabProfile } from '@common/collab';
import { Handshake, PencilLine, Sparkles, Wrench } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { showLoginToast, useAuth, SignInLink } from '@/features/auth';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { useCollabRequests, useMatchWith, useUserCollabProfile } from './collabQueries';
import { ConnectButton } from './ConnectButton';
import { ConnectDialog, type ConnectTarget } from './ConnectDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { MatchPercent } from './MatchPercent';
import { MatchStats } from './MatchStats';
import { requestStateWith } from './matchView';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-[9rem_1fr] sm:gap-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted sm:pt-1">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Chips({ items, tone = 'neutral' }: { items: readonly string[]; tone?: 'neutral' | 'pink' }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {items.map((item) => (
        <li
          key={item}
          className={
            tone === 'pink'
              ? 'rounded-full bg-primary/15 px-2.5 py-0.5 text-xs font-semibold text-primary-text'
              : 'rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold'
          }
        >
          {item}
        </li>
      ))}
    </ul>
  );
}

function ProfileDetails({ profile }: { profile: CollabProfile }) {
  return (
    <dl className="grid gap-4" data-testid="artist-collab-profile">
      <Row label="Skills">
        <Chips items={profile.skills} tone="pink" />
      </Row>
      <Row label="Collab types">
        <Chips items={profile.collabType} />
      </Row>
      {profile.description ? (
        <Row label="About">
          <p className="whitespace-pre-line break-words text-sm leading-relaxed text-foreground/85">
            {profile.description}
          </p>
        </Row>
      ) : null}
      {profile.examples.length > 0 ? (
        <Row label="Examples">
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {profile.examples.map((example) => (
              <li key={example.id} className="min-w-0 max-w-full">
                <Link
                  href={`/tracks/${example.id}`}
                  className="block truncate underline decoration-white/20 underline-offset-4 hover:text-primary-text hover:decoration-primary"
                >
                  {example.title}
                </Link>
              </li>
            ))}
          </ul>
        </Row>
      ) : null}
      {profile.rateInfo ? (
        <Row label="Rate">
          <p className="break-words text-sm">{profile.rateInfo}</p>
        </Row>
      ) : null}
      {profile.equipment.length > 0 ? (
        <Row label="Equipment">
          <p className="flex items-start gap-2 break-words text-sm text-foreground/85">
            <Wrench className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
            {profile.equipment.join(' · ')}
          </p>
        </Row>
      ) : null}
    </dl>
  );
}

/** How the reader matches this artist: the percentage (signed in with a profile), the top reasons, the record. */
function MatchSummary({ match, signedIn }: { match: CollabMatch; signedIn: boolean }) {
  return (
    <div
      className="grid grid-cols-1 gap-4 rounded-2xl border border-primary/25 bg-primary/[0.06] p-4 sm:grid-cols-[auto_1fr] sm:items-center sm:p-5"
      data-testid="artist-match"
    >
      {match.matchPercentage !== undefined ? (
        <MatchPercent value={match.matchPercentage} label={match.scores?.quantumResonance} />
      ) : null}
      <div className="grid min-w-0 gap-3">
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
        {match.matchPercentage === undefined ? (
          signedIn ? null : (
            <SignInLink className="text-sm font-semibold text-primary-text hover:underline">
              {COLLAB_MESSAGES.signInForMatches}
            </SignInLink>
          )
        ) : null}
        <MatchStats match={match} followers={false} />
      </div>
    </div>
  );
}

/**
 * The collab profile on an artist page: what they offer and look for, how the reader matches them, Connect
 * for others, and on one's own page 'Edit my collab profile' (or the way to create one). Nothing shows for
 * others without a profile.
 */
export function CollabProfileSection({ artistId, artistName }: { artistId: number; artistName: string }) {
  const { user } = useAuth();
  const profile = useUserCollabProfile(artistId);
  const isSelf = user?.id === artistId;
  const available = Boolean(profile.data?.isAvailable);
  const match = useMatchWith(artistId, available && !isSelf);
  const requests = useCollabRequests(Boolean(user) && !isSelf);
  const [editing, setEditing] = useState(false);
  const [connectTo, setConnectTo] = useState<ConnectTarget | null>(null);

  if (profile.isLoading) return <Spinner className="size-6" label="Loading collab profile" />;
  if (!profile.data && !isSelf) return null;
  const data = profile.data ?? null;

  const handleConnect = () => {
    if (!user) {
      showLoginToast('Log in to connect', 'to send collaboration requests.');
      return;
    }
    setConnectTo({ id: artistId, name: artistName });
  };

  return (
    <section aria-labelledby="artist-collab" className="space-y-4" data-testid="collab-profile-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="artist-collab" className="flex items-center gap-2 text-xl font-bold">
            <Handshake className="size-5 text-primary-text" aria-hidden />
            Collab profile
          </h2>
          {data ? (
            <Badge variant={data.isAvailable ? 'primary' : 'neutral'} data-testid="collab-availability">
              {data.isAvailable ? 'Open to collabs' : 'Not available'}
            </Badge>
          ) : null}
        </div>
        {isSelf ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => setEditing(true)}
            data-testid="edit-collab-profile"
          >
            <PencilLine aria-hidden />
            Edit my collab profile
          </Button>
        ) : available ? (
          <ConnectButton
            name={artistName}
            size="sm"
            request={requestStateWith(requests.data, artistId)}
            onConnect={handleConnect}
          />
        ) : null}
      </div>
      {match.data ? <MatchSummary match={match.data} signedIn={Boolean(user)} /> : null}
      <div className="rounded-2xl border border-white/10 bg-surface/40 p-4 sm:p-5">
        {data ? (
          <ProfileDetails profile={data} />
        ) : (
          <p className="text-sm text-muted">
            You have no collab profile yet. Create one to show up in the{' '}
            <Link href="/collab" className="font-semibold text-primary-text hover:underline">
              Collab Finder
            </Link>{' '}
            and get personal matches.
          </p>
        )}
      </div>
      {isSelf ? <EditProfileDialog open={editing} onOpenChange={setEditing} /> : null}
      {!isSelf ? (
        <ConnectDialog target={connectTo} onOpenChange={(open) => !open && setConnectTo(null)} />
      ) : null}
    </section>
  );
}
