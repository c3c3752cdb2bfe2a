import type { HitAnalysis } from '@common/hitpredictor';
import { Activity } from 'lucide-react';
import { Card } from '@/ui/Card';

/** The running analysis: its stage and real progress as the media worker reports it. */
export function AnalysisProgress({ analysis }: { analysis: HitAnalysis | null }) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" aria-live="polite">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Activity className="size-5 text-primary-text" aria-hidden />
        Analysis
      </h2>
      {analysis ? (
        <>
          <p className="text-sm">
            <span className="font-semibold">{analysis.source.title}</span>
            <span className="text-muted">
              {' '}
              · {analysis.source.kind === 'upload' ? 'uploaded file' : 'my track'}
            </span>
          </p>
          <div
            role="progressbar"
            aria-label="Analysis progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={analysis.progress}
            className="h-3 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className="h-full rounded-full bg-gradient-to-r from-primary to-purple-500 transition-[width] duration-500"
              style={{ width: `${analysis.progress}%` }}
            />
          </div>
          <p className="text-sm text-muted" data-testid="analysis-stage">
            {analysis.status === 'failed'
              ? `Failed: ${analysis.error ?? 'the analysis stopped'}`
              : analysis.status === 'queued' && analysis.jobsAhead
                ? `Queued: ${analysis.jobsAhead} media ${analysis.jobsAhead === 1 ? 'job' : 'jobs'} ahead (catalogue analyses run one at a time) · ${analysis.progress}%`
                : `${analysis.stage ?? 'Queued'} · ${analysis.progress}%`}
          </p>
        </>
      ) : (
        <p className="text-sm text-muted">
          Choose one of your tracks or upload a file, then press Analyze Track. The audio is measured on the
          server (tempo, key, loudness, intro, spectrum, melody) and compared with this platform’s catalogue.
        </p>
      )}
    </Card>
  );
}
