import { COLLAB, type CollabMatch } from '@common/collab';
import { formatCents } from '@common/format';
import { Atom, AudioWaveform, Handshake, LogIn, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SignInLink, useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { ActiveCollabsTab } from './ActiveCollabsTab';
import { FeaturesTab } from './FeaturesTab';
import { MatchesTab, type ScoreCall } from './MatchesTab';
import { NeuralAnalysisTab } from './NeuralAnalysisTab';
import { useQuantumMatches } from './quantumQueries';
import { StartCollaborationDialog, type StartTarget } from './StartCollaborationDialog';

const TABS = ['matches', 'neural', 'features', 'active'] as const;
type Tab = (typeof TABS)[number];
const PATH = '/quantum-collab';

const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** What a visitor sees on the tabs that need an account. */
function SignInCall({ text }: { text: string }) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 p-8 text-center">
      <Atom className="size-10 text-primary-text" aria-hidden />
      <p className="text-muted">{text}</p>
      <Button asChild>
        <SignInLink>
          <LogIn aria-hidden /> Log in or register
        </SignInLink>
      </Button>
    </div>
  );
}

/**
 * The Quantum Collab Matchmaker (/quantum-collab, part 2): Quantum Matches with every named score and how it is
 * computed, Neural Analysis of sound profiles, Quantum Features explained, and the user's Active Collabs;
 * starting a collaboration charges the setup fee.
 */
export default function QuantumCollabPage() {
  const { user, isLoading: userLoading } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = new URLSearchParams(search).get('tab');
  const tab: Tab = isTab(requested) ? requested : 'matches';
  const matches = useQuantumMatches(user?.id ?? null);
  const [compareId, setCompareId] = useState<number | null>(null);
  const [startWith, setStartWith] = useState<StartTarget | null>(null);

  const matchList = matches.data?.pages.flatMap((page) => page.matches) ?? [];
  const personal = matches.data?.pages[0]?.personal;
  const call: ScoreCall = userLoading ? null : !user ? 'signIn' : personal === false ? 'createProfile' : null;

  function showTab(next: string) {
    if (!isTab(next)) return;
    navigate(next === 'matches' ? PATH : `${PATH}?tab=${next}`, { replace: true });
  }

  function handleCompare(match: CollabMatch) {
    setCompareId(match.id);
    showTab('neural');
    window.scrollTo({ top: 0 });
  }

  return (
    <div className="mx-auto w-full max-w-screen-2xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <Atom className="size-8 shrink-0 text-primary-text" aria-hidden />
          Quantum Collab Matchmaker
        </h1>
        <p className="max-w-3xl text-muted">
          Find the artists you resonate with, scored from your genres, skills, sound and collaboration
          history, and start a project together for a one-time setup fee of{' '}
          {formatCents(COLLAB.setupFeeCents)}.
        </p>
      </header>

      <Tabs value={tab} onValueChange={showTab} className="space-y-6">
        <TabsList
          aria-label="Matchmaker sections"
          className="grid w-full grid-cols-2 rounded-2xl sm:inline-flex sm:w-auto sm:rounded-full"
        >
          <TabsTrigger value="matches" className="px-3 sm:px-4">
            <Sparkles className="size-4 shrink-0" aria-hidden /> Quantum Matches
          </TabsTrigger>
          <TabsTrigger value="neural" className="px-3 sm:px-4">
            <AudioWaveform className="size-4 shrink-0" aria-hidden /> Neural Analysis
          </TabsTrigger>
          <TabsTrigger value="features" className="px-3 sm:px-4">
            <Atom className="size-4 shrink-0" aria-hidden /> Quantum Features
          </TabsTrigger>
          <TabsTrigger value="active" className="px-3 sm:px-4">
            <Handshake className="size-4 shrink-0" aria-hidden /> Active Collabs
          </TabsTrigger>
        </TabsList>

        <TabsContent value="matches">
          <MatchesTab
            matches={matches}
            call={call}
            signedIn={Boolean(user)}
            onStart={(match) =>
              setStartWith({
                id: match.id,
                name: match.name,
                quantumScore: match.scores?.quantumScore ?? null,
              })
            }
            onCompare={handleCompare}
          />
        </TabsContent>

        <TabsContent value="neural">
          {userLoading ? (
            <div className="grid place-items-center py-16">
              <Spinner className="size-8" />
            </div>
          ) : user ? (
            <NeuralAnalysisTab
              myId={user.id}
              matches={matchList}
              matchesLoading={matches.isPending}
              selectedId={compareId}
              onSelect={setCompareId}
            />
          ) : (
            <SignInCall text="Log in to see your sound profile (the averages of your analysed tracks) beside any match's." />
          )}
        </TabsContent>

        <TabsContent value="features">
          <FeaturesTab />
        </TabsContent>

        <TabsContent value="active">
          {userLoading ? (
            <div className="grid place-items-center py-16">
              <Spinner className="size-8" />
            </div>
          ) : user ? (
            <ActiveCollabsTab myId={user.id} onFindMatches={() => showTab('matches')} />
          ) : (
            <SignInCall text="Log in to see your collaborations, their milestones and how far along they are." />
          )}
        </TabsContent>
      </Tabs>

      <StartCollaborationDialog
        target={startWith}
        onOpenChange={(open) => {
          if (!open) setStartWith(null);
        }}
        onShowActive={() => showTab('active')}
      />
    </div>
  );
}
