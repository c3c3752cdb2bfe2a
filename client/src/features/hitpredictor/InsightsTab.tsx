import { formatDuration, HIT_MODEL, type HitInsights } from '@common/hitpredictor';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { HIT_INSIGHTS_URL } from './hitApi';

function Stat({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <Card className="space-y-1 p-5">
      <h3 className="text-sm font-semibold text-muted">{label}</h3>
      <p className="text-2xl font-extrabold tabular-nums">{value}</p>
      <p className="text-xs text-muted">{note}</p>
    </Card>
  );
}

/** AI Insights: the platform's real figures (analyses, the model's tested accuracy, what top tracks share). */
export function InsightsTab() {
  const insights = useQuery<HitInsights>({ queryKey: [HIT_INSIGHTS_URL], staleTime: 0 });
  if (insights.isLoading) return <Spinner label="Loading insights" />;
  if (insights.error || !insights.data) {
    return <Card className="p-6 text-muted">{errorMessage(insights.error)}</Card>;
  }
  const { model, genres } = insights.data;
  const accuracy =
    model.status === 'fitted' && model.auc !== null
      ? `AUC ${model.auc}`
      : model.status === 'not-significant'
        ? 'No better than chance yet'
        : 'Not enough data yet';
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
        <Stat
          label="Tracks analysed"
          value={insights.data.tracksAnalysed.toLocaleString()}
          note="Hit Predictor analyses completed on this platform."
        />
        <Stat
          label="Catalogue tracks measured"
          value={insights.data.catalogueTracksMeasured.toLocaleString()}
          note="Published tracks whose audio the neighbours and percentiles compare with."
        />
        <Stat
          label="Model’s tested accuracy"
          value={accuracy}
          note={`${model.reason} Outcome: a track in the top ${HIT_MODEL.breakoutShare * 100}% of its genre for likes and purchases per play in its first ${HIT_MODEL.windowDays} days (tracks with ${HIT_MODEL.minPlays}+ plays).`}
        />
      </div>
      <Card className="space-y-3 p-5 sm:p-6">
        <h2 className="text-lg font-bold">What the top tracks of each genre share</h2>
        <p className="text-sm text-muted">
          Medians of each genre’s most played quarter against the rest of the genre (genres with 3 or more
          measured tracks).
        </p>
        {genres.length === 0 ? (
          <p className="text-sm text-muted">Not enough measured tracks in any genre yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="text-muted">
                <tr>
                  <th className="py-2 pr-3 font-semibold">Genre</th>
                  <th className="py-2 pr-3 font-semibold">Top / all</th>
                  <th className="py-2 pr-3 font-semibold">Tempo</th>
                  <th className="py-2 pr-3 font-semibold">Duration</th>
                  <th className="py-2 pr-3 font-semibold">Full level at</th>
                  <th className="py-2 pr-3 font-semibold">Loudness</th>
                  <th className="py-2 font-semibold">Energy</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/10">
                {genres.map((g) => (
                  <tr key={g.genre}>
                    <th scope="row" className="py-2 pr-3 font-semibold capitalize">
                      {g.genre}
                    </th>
                    <td className="py-2 pr-3 tabular-nums">
                      {g.topTracks} / {g.tracks}
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {g.top.bpm ?? '–'} <span className="text-muted">vs {g.rest.bpm ?? '–'} BPM</span>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {formatDuration(g.top.duration)}{' '}
                      <span className="text-muted">vs {formatDuration(g.rest.duration)}</span>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {g.top.timeToFullLevel} s{' '}
                      <span className="text-muted">vs {g.rest.timeToFullLevel} s</span>
                    </td>
                    <td className="py-2 pr-3 tabular-nums">
                      {g.top.loudness} <span className="text-muted">vs {g.rest.loudness} LUFS</span>
                    </td>
                    <td className="py-2 tabular-nums">
                      {g.top.energy} <span className="text-muted">vs {g.rest.energy}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </div>
  );
}
