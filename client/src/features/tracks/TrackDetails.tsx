import { formatDuration } from '@common/format';
import type { TrackDetail } from '@common/tracks';
import { Card } from '@/ui/Card';
import { analysisFacts, formatUploadDate, genreLabel, sourceNote } from './trackFacts';
import { isAnalysing } from './useTrackDetail';

interface Fact {
  label: string;
  value: string;
  /** Where the value comes from, shown small after it. */
  note?: string | null;
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {facts.map(({ label, value, note }) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs uppercase tracking-wide text-muted">{label}</dt>
          <dd className="truncate font-semibold">
            {value}
            {note ? <span className="text-xs font-normal text-muted"> {note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** About (description, tags), the track's details and its audio analysis. */
export function TrackDetails({ track }: { track: TrackDetail }) {
  const details = [
    { label: 'Genre', value: track.genre ? genreLabel(track.genre) : '—' },
    {
      label: 'BPM',
      value: track.bpm ? String(Math.round(track.bpm)) : '—',
      note: track.bpm ? sourceNote(track.bpmSource) : null,
    },
    { label: 'Key', value: track.key ?? '—', note: track.key ? sourceNote(track.keySource) : null },
    { label: 'Duration', value: formatDuration(track.duration) },
    { label: 'Uploaded', value: formatUploadDate(track.publishedAt ?? track.uploadDate) || '—' },
    { label: 'Release', value: track.releaseType === 'album' ? 'Album/EP' : 'Single' },
  ];
  const analysis = analysisFacts(track.analysis);
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card className="p-5 sm:p-6">
        <h2 className="mb-3 text-lg font-bold">About</h2>
        {track.description ? (
          <p className="whitespace-pre-line text-sm leading-relaxed text-foreground/85">
            {track.description}
          </p>
        ) : (
          <p className="text-sm text-muted">No description yet.</p>
        )}
        {track.tags.length > 0 ? (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {track.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-full bg-white/5 px-3 py-1 text-xs font-medium text-foreground/80 ring-1 ring-white/10"
              >
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </Card>
      <div className="grid content-start gap-6">
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-bold">Details</h2>
          <FactList facts={details} />
        </Card>
        <Card className="p-5">
          <h2 className="mb-4 text-lg font-bold">Audio analysis</h2>
          {analysis.length > 0 ? (
            <FactList facts={analysis} />
          ) : isAnalysing(track) ? (
            <p className="text-sm text-muted">Results appear here once the analysis finishes.</p>
          ) : (
            <p className="text-sm text-muted">No analysis available.</p>
          )}
        </Card>
      </div>
    </div>
  );
}
