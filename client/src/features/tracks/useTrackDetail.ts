import type { TrackDetail } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { trackDetailKey } from './trackCache';

/** While the audio is being analysed, the detail is read again this often for the waveform. */
const ANALYSIS_POLL_MS = 5000;

/** Whether the track's audio analysis has not finished yet. */
export function isAnalysing(track: Pick<TrackDetail, 'analysis'>): boolean {
  return track.analysis.status === 'pending' || track.analysis.status === 'processing';
}

/** GET /api/tracks/{id}: the track with its waveform, read again while its analysis runs. */
export function useTrackDetail(id: number | null) {
  return useQuery<TrackDetail | null>({
    queryKey: trackDetailKey(id ?? 0),
    enabled: id !== null && id > 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && isAnalysing(data) ? ANALYSIS_POLL_MS : false;
    },
  });
}
