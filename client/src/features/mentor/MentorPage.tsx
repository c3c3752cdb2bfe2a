import { MENTOR_IDS, type MentorId } from '@common/mentor';
import { useQuery } from '@tanstack/react-query';
import { AudioLines, BrainCircuit, MessageCircle, Sparkles, Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAuth } from '@/features/auth';
import { Spinner } from '@/ui/Spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { mentorKeys } from './mentorApi';
import { MentorChat } from './MentorChat';
import { MentorsTab } from './MentorsTab';
import { MentorSwitcher } from './MentorSwitcher';
import { SourceDialog } from './SourceDialog';

const VocalAiTab = lazy(() => import('@/features/vocal').then((m) => ({ default: m.VocalAiTab })));
const QuantumLabTab = lazy(() => import('@/features/ideas').then((m) => ({ default: m.QuantumLabTab })));

const TABS = ['chat', 'mentors', 'vocal', 'lab'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);
const isMentor = (value: string | null): value is MentorId => MENTOR_IDS.includes(value as MentorId);

function TabFallback() {
  return (
    <div className="grid place-items-center py-16">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}

/** /drizzy-plus-ai (part 2): AI Chat, AI Mentors, Vocal AI and Quantum Lab (decision 0038). */
/** Four tabs share a phone's width: a long label wraps to two lines instead of running out of its pill. */
const PHONE_TAB =
  'rounded-xl px-1.5 text-center text-xs leading-tight whitespace-normal sm:rounded-full sm:px-4 sm:text-sm sm:whitespace-nowrap';

export default function MentorPage() {
  const { user } = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const requestedTab = params.get('tab');
  const requestedMentor = params.get('mentor');
  const [tab, setTab] = useState<Tab>(isTab(requestedTab) ? requestedTab : 'chat');
  const [mentorId, setMentorId] = useState<MentorId>(isMentor(requestedMentor) ? requestedMentor : 'drizzy');
  const sourceId = params.get('source');
  const status = useQuery<{ llm: boolean }>({ queryKey: mentorKeys.status });

  function go(nextTab: Tab, nextMentor: MentorId, source: string | null = null) {
    const query = new URLSearchParams();
    if (nextTab !== 'chat') query.set('tab', nextTab);
    if (nextMentor !== 'drizzy') query.set('mentor', nextMentor);
    if (source) query.set('source', source);
    const qs = query.toString();
    navigate(qs ? `/drizzy-plus-ai?${qs}` : '/drizzy-plus-ai', { replace: true });
  }

  function changeTab(next: string) {
    if (!isTab(next)) return;
    setTab(next);
    go(next, mentorId);
  }

  function chooseMentor(id: MentorId, openChat = false) {
    setMentorId(id);
    const nextTab = openChat ? 'chat' : tab;
    setTab(nextTab);
    go(nextTab, id);
  }

  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="max-w-3xl space-y-3">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
          <BrainCircuit className="size-3.5" aria-hidden /> AI Mentor
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Drizzy Plus AI</h1>
        <p className="text-base leading-relaxed text-muted">
          Mentors for songwriting, flow, beats, vocals and the music business. They answer from a knowledge
          base written for independent musicians, the education lessons and, when you are signed in, your own
          tracks and numbers, and every answer shows its sources.
          {status.data?.llm ? ' A language model writes the answers from those sources.' : ''}
        </p>
      </header>

      <Tabs value={tab} onValueChange={changeTab} className="space-y-6">
        <TabsList className="flex w-full max-w-2xl gap-0.5 rounded-2xl sm:gap-1 sm:rounded-full">
          <TabsTrigger value="chat" className={PHONE_TAB}>
            <MessageCircle className="hidden size-4 sm:block" aria-hidden />
            AI Chat
          </TabsTrigger>
          <TabsTrigger value="mentors" className={PHONE_TAB}>
            <Users className="hidden size-4 sm:block" aria-hidden />
            AI Mentors
          </TabsTrigger>
          <TabsTrigger value="vocal" className={PHONE_TAB}>
            <AudioLines className="hidden size-4 sm:block" aria-hidden />
            Vocal AI
          </TabsTrigger>
          <TabsTrigger value="lab" className={PHONE_TAB}>
            <Sparkles className="hidden size-4 sm:block" aria-hidden />
            Quantum Lab
          </TabsTrigger>
        </TabsList>

        <TabsContent value="chat" className="space-y-4">
          <MentorSwitcher value={mentorId} onChange={(id) => chooseMentor(id)} />
          <MentorChat key={mentorId} mentorId={mentorId} signedIn={Boolean(user)} />
        </TabsContent>
        <TabsContent value="mentors">
          <MentorsTab onChat={(id) => chooseMentor(id, true)} />
        </TabsContent>
        <TabsContent value="vocal">
          <Suspense fallback={<TabFallback />}>
            <VocalAiTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="lab">
          <Suspense fallback={<TabFallback />}>
            <QuantumLabTab />
          </Suspense>
        </TabsContent>
      </Tabs>

      <SourceDialog sourceId={sourceId} onClose={() => go(tab, mentorId)} />
    </div>
  );
}
