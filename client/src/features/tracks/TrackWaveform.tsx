import { formatDuration } from '@common/format';
import type { TrackDetail } from '@common/tracks';
import { AudioLines } from 'lucide-react';
import { SeekBar } from '@/features/player/SeekBar';
import { Card } from '@/ui/Card';
import { isAnalysing } from './useTrackDetail';
import type { useTrackPlayback } from './useTrackPlayback';

/** The track page's large waveform: seeking plays the track through the mini player from that point. */
export function TrackWaveform({
  track,
  playback,
}: {
  track: TrackDetail;
  playback: ReturnType<typeof useTrackPlayback>;
}) {
  const analysing = isAnalysing(track);
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-3 text-xs tabular-nums text-muted">
        <span data-testid="track-elapsed">{formatDuration(playback.elapsed)}</span>
        {analysing ? (
          <span className="inline-flex items-center gap-2 text-primary" role="status">
            <AudioLines className="size-4 animate-pulse" aria-hidden />
            Analysing audio...
          </span>
        ) : track.analysis.status === 'failed' && !track.waveform ? (
          <span>Waveform unavailable</span>
        ) : null}
        <span>{formatDuration(playback.duration)}</span>
      </div>
      <SeekBar
        peaks={track.waveform}
        bars={160}
        fraction={playback.fraction}
        duration={playback.duration}
        onSeek={playback.seek}
        accent={track.featured ? 'gold' : 'primary'}
        label={`Seek in ${track.title}`}
        className={track.waveform ? 'h-24 sm:h-32' : 'h-8'}
        data-testid="track-waveform"
      />
    </Card>
  );
}
