import type { ArtistProfile, FollowState } from '@common/artists';
import { FAN_TEXTS } from '@common/fans';
import { formatCount } from '@common/format';
import type { TrackPage } from '@common/tracks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Crown, MapPin, Music2, SearchX, UserCheck, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { showLoginToast, useAuth } from '@/features/auth';
import { BlockButton } from '@/features/blocks';
import { CollabProfileSection } from '@/features/collab';
import { SubscribeArtistDialog, useFanSubscription } from '@/features/fans';
import { ReleaseRow } from '@/features/home';
import { EmailConsentCheckbox, refreshEmailConsent } from '@/features/marketing';
import { UserPlaylists } from '@/features/playlists';
import { ReportButton } from '@/features/moderation';
import { ShareButton, useDocumentTitle } from '@/features/sharing';
import { TipArtistButton } from '@/features/tips';
import { ApiError, errorMessage, request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';

const profileUrl = (id: number) => `/api/users/${id}/profile`;

function NotFoundState() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <SearchX className="size-12 text-muted" aria-hidden />
      <h1 className="text-2xl font-bold">Artist not found</h1>
      <p className="text-sm text-muted">This account may have been removed.</p>
      <Button asChild variant="outline">
        <Link href="/">Back to Home</Link>
      </Button>
    </div>
  );
}

/** Follow and unfollow from the artist page, keeping its follower count in step. */
function useFollow(profile: ArtistProfile) {
  return useMutation({
    mutationFn: async (follow: boolean) =>
      request<FollowState>(follow ? 'POST' : 'DELETE', `/api/users/${profile.id}/follow`),
    onSuccess: (state) => {
      queryClient.setQueryData<ArtistProfile>([profileUrl(profile.id)], (old) =>
        old ? { ...old, followedByMe: state.following, followers: state.followers } : old,
      );
      // The server may change the email choice with the follow: read it again.
      refreshEmailConsent(profile.id);
      toast({
        title: state.following ? `Following ${profile.name}` : `Unfollowed ${profile.name}`,
        description: state.following ? 'Their new releases will show up for you.' : undefined,
      });
    },
    onError: (error) =>
      toast({ title: 'Follow failed', description: errorMessage(error), variant: 'destructive' }),
  });
}

function ArtistActions({ profile }: { profile: ArtistProfile }) {
  const { user } = useAuth();
  const follow = useFollow(profile);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const isSelf = user?.id === profile.id;
  const fan = useFanSubscription(user && !isSelf ? profile.id : null);
  const share = <ShareButton url={`/artists/${profile.id}`} title={`${profile.name} on Panda Nation`} />;
  if (isSelf) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button asChild variant="outline">
          <Link href="/dashboard">Open your dashboard</Link>
        </Button>
        {share}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant={profile.followedByMe ? 'outline' : 'primary'}
        disabled={follow.isPending}
        aria-pressed={profile.followedByMe}
        onClick={() => {
          if (!user) {
            showLoginToast('Log in to follow artists', 'to follow artists and hear their new music first.');
            return;
          }
          follow.mutate(!profile.followedByMe);
        }}
      >
        {profile.followedByMe ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
        {profile.followedByMe ? 'Following' : 'Follow'}
      </Button>
      <TipArtistButton artistId={profile.id} artistName={profile.name} />
      {share}
      <Button variant="subtle" onClick={() => setSubscribeOpen(true)} data-testid="subscribe-artist">
        <Crown aria-hidden />
        Subscribe
      </Button>
      {fan.data?.isActive ? (
        <Badge variant="gold" data-testid="premium-fan-badge">
          <Crown className="size-3" aria-hidden />
          {FAN_TEXTS.memberBadge}
        </Badge>
      ) : null}
      {user ? <BlockButton userId={profile.id} name={profile.name} /> : null}
      <ReportButton
        targetType="user"
        targetId={profile.id}
        what={profile.name}
        ownerId={profile.id}
        variant="outline"
        size="md"
      />
      <SubscribeArtistDialog
        open={subscribeOpen}
        onOpenChange={setSubscribeOpen}
        artistId={profile.id}
        artistName={profile.name}
      />
      {user ? (
        <EmailConsentCheckbox
          user={user}
          artistId={profile.id}
          artistName={profile.name}
          className="basis-full"
        />
      ) : null}
    </div>
  );
}

/** An artist's public page: avatar, name, bio, published tracks with play, Follow, Tip Artist and Subscribe. */
export default function ArtistPage() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const profile = useQuery<ArtistProfile>({ queryKey: [profileUrl(id)], enabled: valid, staleTime: 0 });
  useDocumentTitle(profile.data?.name);
  const tracks = useQuery<TrackPage>({
    queryKey: [`/api/tracks?artist=${id}&sort=newest&page=1&pageSize=50`],
    enabled: valid,
  });

  if (!valid || (profile.error instanceof ApiError && profile.error.status === 404)) return <NotFoundState />;
  if (profile.isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label="Loading artist" />
      </div>
    );
  }
  if (profile.error || !profile.data) {
    return (
      <div className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-xl font-bold">This artist could not be loaded</h1>
        <p className="mt-2 text-sm text-muted">{errorMessage(profile.error)}</p>
      </div>
    );
  }
  const artist = profile.data;
  const list = tracks.data?.tracks ?? [];
  const stats = [
    { label: artist.followers === 1 ? 'follower' : 'followers', value: artist.followers },
    { label: artist.trackCount === 1 ? 'track' : 'tracks', value: artist.trackCount },
    { label: artist.plays === 1 ? 'play' : 'plays', value: artist.plays },
  ];

  return (
    <main className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <section className="relative overflow-hidden rounded-3xl border border-white/10 bg-surface/40 p-5 sm:p-8">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,rgb(255_0_128/0.25),transparent_60%)] opacity-70"
        />
        <div className="relative flex flex-col items-center gap-6 text-center sm:flex-row sm:items-end sm:text-left">
          <Artwork
            src={artist.image}
            className="size-36 shrink-0 rounded-full shadow-2xl shadow-black/50 ring-4 ring-primary/40 sm:size-44"
            iconClassName="size-12"
          />
          <div className="grid min-w-0 gap-3">
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge className="capitalize">{artist.userType}</Badge>
              {artist.location ? (
                <Badge variant="neutral">
                  <MapPin className="size-3" aria-hidden />
                  {artist.location}
                </Badge>
              ) : null}
            </div>
            <h1 className="break-words text-3xl font-black tracking-tight sm:text-5xl">{artist.name}</h1>
            <p className="text-sm text-muted">@{artist.username}</p>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-muted sm:justify-start">
              {stats.map((stat) => (
                <li key={stat.label}>
                  <span className="font-bold text-foreground">{formatCount(stat.value)}</span> {stat.label}
                </li>
              ))}
            </ul>
            <ArtistActions profile={artist} />
          </div>
        </div>
        {artist.bio ? (
          <p className="relative mt-6 max-w-3xl whitespace-pre-line text-sm leading-relaxed text-foreground/85">
            {artist.bio}
          </p>
        ) : null}
      </section>

      <CollabProfileSection artistId={artist.id} artistName={artist.name} />

      <section aria-labelledby="artist-tracks">
        <h2 id="artist-tracks" className="mb-4 flex items-center gap-2 text-xl font-bold">
          <Music2 className="size-5 text-primary-text" aria-hidden />
          Tracks
        </h2>
        {tracks.isLoading ? (
          <Spinner className="size-6" label="Loading tracks" />
        ) : list.length === 0 ? (
          <p className="rounded-2xl border border-white/10 bg-surface/40 p-6 text-sm text-muted">
            {artist.name} has not published any tracks yet.
          </p>
        ) : (
          <div
            className="grid grid-cols-1 gap-1 rounded-2xl border border-white/10 bg-surface/40 p-2"
            data-testid="artist-tracks"
          >
            {list.map((track) => (
              <ReleaseRow key={track.id} track={track} list={list} />
            ))}
          </div>
        )}
      </section>

      <UserPlaylists userId={artist.id} name={artist.name} />
    </main>
  );
}
