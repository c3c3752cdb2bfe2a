import { COLLAB, COLLAB_MESSAGES, type CollabMatch } from '@common/collab';
import {
  EyeOff,
  Guitar,
  Handshake,
  MapPin,
  Music,
  PencilLine,
  Search,
  SearchX,
  Sparkles,
  Users,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { showLoginToast, useAuth, SignInLink } from '@/features/auth';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/SectionHeader';
import { Spinner } from '@/ui/Spinner';
import { useCollabFilters, useCollabRequests, useMatches, useMyCollabProfile } from './collabQueries';
import { ConnectDialog, type ConnectTarget } from './ConnectDialog';
import { EditProfileDialog } from './EditProfileDialog';
import { FilterChip } from './FilterChip';
import { MatchCard } from './MatchCard';
import {
  type ChipFilters,
  isFiltered,
  type MatchCall,
  matchCallFor,
  type MatchFilters,
  NO_FILTERS,
  requestStateWith,
} from './matchView';
import { MyCollaborations } from './MyCollaborations';
import { useDebounced } from './useDebounced';

/** How long the search waits for typing to pause before it asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

/** The banner above the matches for someone who gets no personal percentage yet. */
function MatchCallBanner({ call, onCreateProfile }: { call: MatchCall; onCreateProfile: () => void }) {
  if (!call) return null;
  return (
    <div
      className="flex flex-col items-start gap-3 rounded-2xl border border-primary/30 bg-primary/10 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="match-call"
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <Sparkles className="size-4 shrink-0 text-primary-text" aria-hidden />
        {call === 'signIn' ? COLLAB_MESSAGES.signInForMatches : COLLAB_MESSAGES.noProfile}
      </p>
      {call === 'signIn' ? (
        <Button asChild size="sm">
          <SignInLink>Log in or register</SignInLink>
        </Button>
      ) : (
        <Button size="sm" onClick={onCreateProfile}>
          <PencilLine aria-hidden /> Create my collab profile
        </Button>
      )}
    </div>
  );
}

/** Collab Finder ('Collaborations', part 1): filter chips, search, Recommended Matches, Connect and profiles. */
export default function CollabPage() {
  const { user, isLoading: userLoading } = useAuth();
  const [chips, setChips] = useState<ChipFilters>(NO_FILTERS);
  const [search, setSearch] = useState('');
  const [connectTo, setConnectTo] = useState<ConnectTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const filters: MatchFilters = { ...chips, q };
  const options = useCollabFilters();
  const myProfile = useMyCollabProfile(Boolean(user));
  const requests = useCollabRequests(Boolean(user));
  const matches = useMatches(filters);

  const call: MatchCall = matchCallFor({
    userLoading,
    signedIn: Boolean(user),
    profile: myProfile.isPending
      ? 'loading'
      : myProfile.isError
        ? 'error'
        : myProfile.data
          ? 'present'
          : 'none',
  });
  const list: CollabMatch[] = matches.data?.pages.flatMap((page) => page.matches) ?? [];
  const personal = matches.data?.pages[0]?.personal ?? false;
  const filtered = isFiltered(filters);

  const setChip = (name: keyof ChipFilters) => (value: string) =>
    setChips((current) => ({ ...current, [name]: value }));
  const handleConnect = (match: CollabMatch) => {
    if (!user) {
      showLoginToast('Log in to connect', 'to send collaboration requests.');
      return;
    }
    setConnectTo({ id: match.id, name: match.name });
  };
  const clearAll = () => {
    setChips(NO_FILTERS);
    setSearch('');
  };

  return (
    <div className="mx-auto max-w-screen-2xl space-y-8 px-4 py-6 sm:py-8 lg:px-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-text">Collab Finder</p>
          <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            <Handshake className="size-8 text-primary-text" aria-hidden />
            Collaborations
          </h1>
          <p className="text-muted">
            Find artists, producers, vocalists and DJs to make your next record with.
          </p>
        </div>
        {user ? (
          <Button variant="outline" onClick={() => setEditing(true)} data-testid="edit-collab-profile">
            <PencilLine aria-hidden />
            Edit my collab profile
          </Button>
        ) : null}
      </header>

      <MatchCallBanner call={call} onCreateProfile={() => setEditing(true)} />
      {myProfile.data && !myProfile.data.isAvailable ? (
        <p
          className="flex items-start gap-2 rounded-2xl border border-white/10 bg-white/[0.04] p-4 text-sm"
          data-testid="profile-hidden"
        >
          <EyeOff className="mt-0.5 size-4 shrink-0 text-muted" aria-hidden />
          <span>
            Your collab profile is set to not available, so nobody is offered you as a match. Turn on
            &lsquo;Open to collaborations&rsquo; in your collab profile to show up again.
          </span>
        </p>
      ) : null}

      <div className="space-y-3">
        <label className="relative block max-w-2xl">
          <span className="sr-only">Search collaborators</span>
          <Search
            className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={COLLAB.searchPlaceholder}
            maxLength={100}
            className="h-12 w-full rounded-full border border-white/10 bg-black/30 pl-11 pr-4 text-sm outline-none placeholder:text-muted/80 focus:border-primary focus-visible:ring-2 focus-visible:ring-primary/40"
          />
        </label>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Filters">
          <FilterChip
            label="Genre"
            anyLabel="Any genre"
            icon={Music}
            options={options.data?.genres ?? []}
            value={chips.genre}
            onChange={setChip('genre')}
          />
          <FilterChip
            label="Skills"
            anyLabel="Any skill"
            icon={Guitar}
            options={options.data?.skills ?? COLLAB.skills}
            value={chips.skill}
            onChange={setChip('skill')}
          />
          <FilterChip
            label="Location"
            anyLabel="Anywhere"
            icon={MapPin}
            options={options.data?.locations ?? []}
            value={chips.location}
            onChange={setChip('location')}
          />
          <FilterChip
            label="Collab Type"
            anyLabel="Any collab type"
            icon={Users}
            options={options.data?.collabTypes ?? COLLAB.collabTypes}
            value={chips.collabType}
            onChange={setChip('collabType')}
          />
          {filtered ? (
            <Button variant="ghost" size="sm" onClick={clearAll} className="h-10">
              <X aria-hidden /> Clear filters
            </Button>
          ) : null}
        </div>
      </div>

      {user ? <MyCollaborations myId={user.id} /> : null}

      <section aria-labelledby="matches-heading" className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2
              id="matches-heading"
              className="flex items-center gap-2 text-xl font-bold tracking-tight sm:text-2xl"
            >
              <Sparkles className="size-5 text-primary-text" aria-hidden />
              Recommended Matches
            </h2>
            <p className="mt-1 text-sm text-muted">
              {personal
                ? 'Ranked by your match: genres, complementary skills, sound, collab types, location and reliability.'
                : 'Ranked by recent activity on Panda Nation.'}
            </p>
          </div>
          {matches.isFetching && !matches.isFetchingNextPage && !matches.isPending ? (
            <Spinner className="size-5" label="Updating matches" />
          ) : null}
        </div>

        {matches.isPending ? (
          <div className="grid place-items-center py-16">
            <Spinner className="size-8" label="Loading matches" />
          </div>
        ) : matches.isError ? (
          <LoadError what="the matches" onRetry={() => void matches.refetch()} />
        ) : list.length === 0 ? (
          <div
            className="flex flex-col items-center rounded-2xl border border-dashed border-white/15 bg-black/20 px-6 py-12 text-center"
            data-testid="no-matches"
          >
            <SearchX className="size-10 text-muted" aria-hidden />
            <p className="mt-3 font-semibold">
              {filtered ? 'No matches for these filters' : 'No matches yet'}
            </p>
            <p className="mt-1 max-w-sm text-sm text-muted">
              {filtered
                ? 'Try another genre, skill or place, or clear the filters.'
                : 'Artists who open their collab profile show up here.'}
            </p>
            {filtered ? (
              <Button variant="outline" size="sm" className="mt-4" onClick={clearAll}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <>
            <ul
              className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3"
              aria-label="Recommended Matches"
              aria-busy={matches.isFetching || undefined}
            >
              {list.map((match) => (
                <li key={match.id} className="flex min-w-0">
                  <MatchCard
                    match={match}
                    request={requestStateWith(requests.data, match.id)}
                    onConnect={() => handleConnect(match)}
                  />
                </li>
              ))}
            </ul>
            {matches.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void matches.fetchNextPage()}
                  disabled={matches.isFetchingNextPage}
                >
                  {matches.isFetchingNextPage ? 'Loading...' : 'Load more'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>

      <ConnectDialog target={connectTo} onOpenChange={(open) => !open && setConnectTo(null)} />
      <EditProfileDialog open={editing} onOpenChange={setEditing} />
    </div>
  );
}
