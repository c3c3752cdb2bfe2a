import { HIT_EVIDENCE, type HitAnalysis } from '@common/hitpredictor';
import { useQueryClient } from '@tanstack/react-query';
import { BarChart3, BrainCircuit, Info, LogIn, Sparkles, Target } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SignInLink, useAuth } from '@/features/auth';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';
import { AnalyzeTab } from './AnalyzeTab';
import { analysisUrl } from './hitApi';
import { InsightsTab } from './InsightsTab';
import { ResultsTab } from './ResultsTab';
import { useHitAnalysis } from './useHitAnalysis';

const TABS = ['analyze', 'results', 'insights'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string): value is Tab => TABS.includes(value as Tab);

/** /ai-hit-predictor (part 2): Analyze Track, Results and AI Insights, every figure computed and explained. */
export default function HitPredictorPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const search = useSearch();
  const [, navigate] = useLocation();
  const requested = Number(new URLSearchParams(search).get('analysis'));
  const [analysisId, setAnalysisId] = useState<number | null>(
    Number.isInteger(requested) && requested > 0 ? requested : null,
  );
  const [tab, setTab] = useState<Tab>(analysisId ? 'results' : 'analyze');
  const showResults = useCallback(() => setTab('results'), []);
  const analysis = useHitAnalysis(user ? analysisId : null, showResults);

  function handleStarted(started: HitAnalysis) {
    queryClient.setQueryData([analysisUrl(started.id)], started);
    setAnalysisId(started.id);
    navigate(`/ai-hit-predictor?analysis=${started.id}`, { replace: true });
  }

  return (
    <div className="mx-auto max-w-screen-2xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-2">
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
          <BrainCircuit className="size-8 shrink-0 text-primary-text" aria-hidden />
          AI Hit Predictor
        </h1>
        <p className="max-w-3xl text-muted">
          Measures your track, explains how it fits current hit conventions, and compares it with this
          platform’s catalogue.
        </p>
      </header>

      <Card
        className="flex gap-3 border-primary/30 bg-primary/5 p-4 text-sm"
        role="note"
        data-testid="evidence"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
        <p>{HIT_EVIDENCE}</p>
      </Card>

      <Tabs value={tab} onValueChange={(next) => isTab(next) && setTab(next)} className="space-y-6">
        <TabsList className="flex w-full max-w-xl">
          <TabsTrigger value="analyze" className="px-2 sm:px-4">
            <Target className="hidden size-4 sm:block" aria-hidden />
            Analyze Track
          </TabsTrigger>
          <TabsTrigger value="results" className="px-2 sm:px-4">
            <BarChart3 className="hidden size-4 sm:block" aria-hidden />
            Results
          </TabsTrigger>
          <TabsTrigger value="insights" className="px-2 sm:px-4">
            <Sparkles className="hidden size-4 sm:block" aria-hidden />
            AI Insights
          </TabsTrigger>
        </TabsList>
        <TabsContent value="analyze">
          {user ? <AnalyzeTab analysis={analysis} onStarted={handleStarted} /> : <SignInFirst />}
        </TabsContent>
        <TabsContent value="results">
          {user ? <ResultsTab analysis={analysis} /> : <SignInFirst />}
        </TabsContent>
        <TabsContent value="insights">
          <InsightsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function SignInFirst() {
  return (
    <Card className="mx-auto grid max-w-md justify-items-center gap-3 px-6 py-10 text-center">
      <h2 className="text-xl font-bold">Sign in to analyse your tracks</h2>
      <p className="text-sm text-muted">
        Analyses use your own tracks or files you upload, which stay private.
      </p>
      <Button asChild className="mt-2">
        <SignInLink>
          <LogIn aria-hidden />
          Login
        </SignInLink>
      </Button>
    </Card>
  );
}
