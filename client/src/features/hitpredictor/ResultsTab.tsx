import { formatDuration, type HitAnalysis } from '@common/hitpredictor';
import { useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Save } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/useToast';
import { ComparableHits } from './ComparableHits';
import { FactorsCard } from './FactorsCard';
import { analysisUrl, keepAsDraft } from './hitApi';
import { MarketCards } from './MarketCards';
import { VocalCard } from './VocalCard';

/** Results: the figures, the factors, similar tracks, vocal estimates and recommendations of one analysis. */
export function ResultsTab({ analysis }: { analysis: HitAnalysis | null }) {
  const queryClient = useQueryClient();
  const [keeping, setKeeping] = useState(false);
  const result = analysis?.result ?? null;
  if (!analysis || !result) {
    return (
      <Card className="p-8 text-center text-muted">
        {analysis
          ? `The analysis is ${analysis.status}: results appear here when it is done.`
          : 'Analyse a track to see its results here.'}
      </Card>
    );
  }
  const m = result.measures;

  async function handleKeep() {
    if (!analysis) return;
    setKeeping(true);
    try {
      const kept = await keepAsDraft(analysis.id);
      queryClient.setQueryData([analysisUrl(analysis.id)], kept);
      toast({ title: 'Kept as a draft', description: 'The file is now a private draft in your tracks.' });
    } catch (error) {
      toast({ title: 'Not kept', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setKeeping(false);
    }
  }

  return (
    <div className="space-y-6">
      <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold" data-testid="result-title">
            {analysis.source.title}
          </h2>
          <p className="text-sm text-muted">
            {formatDuration(m.duration)} · {m.bpm ? `${m.bpm} BPM` : 'no steady tempo'} ·{' '}
            {m.key ?? 'key unclear'} · {m.loudness} LUFS · genre {m.genre ?? 'unknown'}
            {m.genreSource === 'neighbours' ? ' (by similar tracks)' : ''}
          </p>
        </div>
        {analysis.source.kind === 'upload' ? (
          analysis.source.keptTrackId ? (
            <p className="text-sm text-muted">Kept as a private draft in your tracks.</p>
          ) : analysis.source.expiresAt ? (
            <div className="flex flex-col items-start gap-2 sm:items-end">
              <p className="text-xs text-muted">
                The uploaded file is deleted {new Date(analysis.source.expiresAt).toLocaleString()}.
              </p>
              <Button variant="outline" size="sm" onClick={() => void handleKeep()} disabled={keeping}>
                <Save aria-hidden />
                Keep as draft
              </Button>
            </div>
          ) : null
        ) : null}
      </Card>

      <MarketCards result={result} />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <FactorsCard result={result} />
        <ComparableHits result={result} />
      </div>

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <VocalCard result={result} />
        <Card className="space-y-3 p-5 sm:p-6">
          <h2 className="flex items-center gap-2 text-lg font-bold">
            <Lightbulb className="size-5 text-primary-text" aria-hidden />
            Recommendations
          </h2>
          <ul className="list-disc space-y-2 pl-5 text-sm">
            {result.recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
