import type { TrackPage } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { MY_TRACKS_URL } from '@/features/dashboard';
import { fetchVideos, VIDEOS_KEY } from '@/features/videos';
import { fieldClass, labelClass } from './authoringForm';

export interface LessonMedia {
  videoId: number | null;
  trackId: number | null;
}

const NONE = '';
/** The catalogue's most played public tracks, to pick a listening example by another artist. */
const CATALOGUE_URL = '/api/tracks?sort=popular&pageSize=50';

/**
 * What a lesson may carry besides its text: a video of the platform's video storage and, as a listening example,
 * a track listeners can open: one of the author's published tracks (public or unlisted) or a popular one of the
 * catalogue. The lesson's duration counts
 * their length.
 */
export function LessonMediaFields({
  value,
  onChange,
}: {
  value: LessonMedia;
  onChange: (next: LessonMedia) => void;
}) {
  const videos = useQuery({ queryKey: VIDEOS_KEY, queryFn: fetchVideos, staleTime: 30_000 });
  const tracks = useQuery<TrackPage>({ queryKey: [MY_TRACKS_URL] });
  const catalogue = useQuery<TrackPage>({ queryKey: [CATALOGUE_URL] });
  const own = (tracks.data?.tracks ?? []).filter(
    (track) => track.status === 'published' && track.visibility !== 'private',
  );
  const others = (catalogue.data?.tracks ?? []).filter((track) => !own.some((mine) => mine.id === track.id));
  const listenable = [...own, ...others];
  const asId = (raw: string) => (raw === NONE ? null : Number(raw));

  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      <label className={labelClass}>
        Video (optional)
        <select
          className={fieldClass}
          value={value.videoId === null ? NONE : String(value.videoId)}
          onChange={(e) => onChange({ ...value, videoId: asId(e.target.value) })}
        >
          <option value={NONE}>No video</option>
          {(videos.data ?? []).map((video) => (
            <option key={video.id} value={video.id}>
              {video.title}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Listening example (optional)
        <select
          className={fieldClass}
          value={value.trackId === null ? NONE : String(value.trackId)}
          onChange={(e) => onChange({ ...value, trackId: asId(e.target.value) })}
        >
          <option value={NONE}>No track</option>
          {value.trackId !== null && !listenable.some((track) => track.id === value.trackId) ? (
            <option value={value.trackId}>The track chosen before</option>
          ) : null}
          {own.length > 0 ? (
            <optgroup label="Your tracks">
              {own.map((track) => (
                <option key={track.id} value={track.id}>
                  {track.title}
                </option>
              ))}
            </optgroup>
          ) : null}
          {others.length > 0 ? (
            <optgroup label="From the catalogue">
              {others.map((track) => (
                <option key={track.id} value={track.id}>
                  {track.title} by {track.artist}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </label>
    </div>
  );
}
