import type { SearchResult, SearchType } from '@common/search';
import { playableAudioUrl } from '../tracks';
import { camelotCode, keyRelation, type ParsedKey } from '@common/keys';
import type { FoundRow } from './queries';

/** The app address of each kind of thing (the Education, Videos and Listening pages open `?course=`, `?video=`, `?party=`). */
const URLS: Record<SearchType, (id: number) => string> = {
  track: (id) => `/tracks/${id}`,
  beat: (id) => `/tracks/${id}`,
  artist: (id) => `/artists/${id}`,
  course: (id) => `/education?course=${id}`,
  video: (id) => `/videos?video=${id}`,
  party: (id) => `/listening?party=${id}`,
  article: (id) => `/newsletter/${id}`,
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/**
 * A found document as a result: per type, the measured sound of tracks and beats (never the typed values), the
 * price of beats and courses, and the audio a track or beat plays for this viewer (a priced beat's preview
 * unless `fullAudio` holds its id).
 */
export function presentResult(
  row: FoundRow,
  fullAudio: ReadonlySet<number>,
  compatibleWith: ParsedKey | null,
): SearchResult {
  const id = Number(row.sourceId);
  const result: SearchResult = {
    type: row.type,
    id,
    title: row.title,
    subtitle: row.subtitle,
    url: URLS[row.type](id),
    image: row.image,
  };
  if (row.type === 'track' || row.type === 'beat') {
    result.bpm = numberOrNull(row.measuredBpm);
    result.key = row.measuredKey;
    result.camelot = camelotCode(row.measuredKey);
    result.energy = numberOrNull(row.energy);
    result.duration = numberOrNull(row.duration);
    const price = Number(row.trackPrice ?? 0);
    if (row.type === 'beat') result.price = price;
    result.audioUrl = row.audioUrl
      ? playableAudioUrl({ id, price, audioUrl: row.audioUrl, previewKey: row.previewKey }, fullAudio.has(id))
      : null;
    if (compatibleWith) result.keyRelation = keyRelation(compatibleWith, row.measuredKey);
  }
  if (row.type === 'course') result.price = Number(row.coursePrice ?? 0);
  return result;
}
