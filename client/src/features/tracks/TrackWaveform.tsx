import { formatDuration } from '@common/format';
import { isPreviewUrl, previewSeconds } from '@common/previews';
import type { TrackDetail } from '@common/tracks';
import { AudioLines } from 'lucide-react';
import { CommentMarkers, useComments } from '@/features/comments';
import { Card } from '@/ui/Card';
import { PreviewLabel } from '@/ui/PreviewLabel';
import { SeekBar } from '@/ui/SeekBar';
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
  // A listener without a licence hears the beat's opening: the waveform and length are the preview's.
  const preview = isPreviewUrl(track.audioUrl) && track.duration ? previewSeconds(track.duration) : null;
  const peaks =
    preview !== null && track.waveform
      ? track.waveform.slice(0, Math.max(1, Math.round((track.waveform.length * preview) / track.duration!)))
      : track.waveform;
  const duration = preview !== null && !playback.isCurrent ? preview : playback.duration;
  // The first page newest first: the comments list below shares it, with every timed comment's mark.
  const comments = useComments(track.id);
  return (
    <Card className="p-4 sm:p-6">
      <div className="mb-3 flex items-center justify-between gap-3 text-xs tabular-nums text-muted">
        <span data-testid="track-elapsed">{formatDuration(playback.elapsed)}</span>
        {analysing ? (
          <span className="inline-flex items-center gap-2 text-primary-text" role="status">
            <AudioLines className="size-4 animate-pulse" aria-hidden />
            Analysing audio...
          </span>
        ) : track.analysis.status === 'failed' && !track.waveform ? (
          <span>Waveform unavailable</span>
        ) : preview !== null ? (
          <span className="inline-flex items-center gap-2">
            <PreviewLabel />
            The full beat comes with a license
          </span>
        ) : null}
        <span>{formatDuration(duration)}</span>
      </div>
      <SeekBar
        peaks={peaks}
        bars={160}
        fraction={playback.fraction}
        duration={duration}
        onSeek={playback.seek}
        accent={track.featured ? 'gold' : 'primary'}
        label={`Seek in ${track.title}`}
        className={track.waveform ? 'h-24 sm:h-32' : 'h-8'}
        data-testid="track-waveform"
      />
      {comments.data?.enabled && comments.data.markers.length > 0 ? (
        <CommentMarkers
          markers={comments.data.markers}
          duration={duration}
          onPlayAt={playback.playAt}
          className="mt-2"
        />
      ) : null}
    </Card>
  );
}
