import { HIT_MESSAGES, type HitAnalysis } from '@common/hitpredictor';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from '@/ui/useToast';
import { completionText } from './format';
import { analysisUrl } from './hitApi';

const POLL_MS = 1000;

/**
 * Follows one analysis: polls it every second while it is queued or running, and tells once when it completes
 * ('Analysis Complete' with the hit probability) or fails.
 */
export function useHitAnalysis(id: number | null, onComplete: () => void): HitAnalysis | null {
  const query = useQuery<HitAnalysis>({
    queryKey: [id === null ? 'hit-analysis-none' : analysisUrl(id)],
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (q) => {
      const status = q.state.data?.status;
      return status === 'done' || status === 'failed' ? false : POLL_MS;
    },
  });
  const analysis = id === null ? null : (query.data ?? null);
  const told = useRef(new Set<number>());
  const seenRunning = useRef(new Set<number>());
  useEffect(() => {
    if (!analysis) return;
    if (analysis.status === 'queued' || analysis.status === 'running') {
      seenRunning.current.add(analysis.id);
      return;
    }
    // Only an analysis watched while it ran is announced (not one reopened from the address).
    if (!seenRunning.current.has(analysis.id) || told.current.has(analysis.id)) return;
    told.current.add(analysis.id);
    if (analysis.status === 'done' && analysis.result) {
      toast({ title: HIT_MESSAGES.completeTitle, description: completionText(analysis.result) });
      onComplete();
    } else if (analysis.status === 'failed') {
      toast({
        title: HIT_MESSAGES.failedTitle,
        description: analysis.error ?? undefined,
        variant: 'destructive',
      });
    }
  }, [analysis, onComplete]);
  return analysis;
}
