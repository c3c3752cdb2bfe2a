import { type MeasureSource, measureSourceNote, type TrackAnalysis } from '@common/tracks';

/**
 * TRACK_MESSAGES.notFound of common/tracks, kept here as text: importing a value from that module would
 * pull its zod schemas (~21 kB gzipped) into the track page. A test keeps the two equal.
 */
export const TRACK_NOT_FOUND = 'Track not found';

/** A date as the track page shows it, e.g. 'Mar 4, 2026' ('' when unreadable). */
export function formatUploadDate(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A 0..1 measure as a percentage; other scales with two decimals. */
function formatMeasure(value: number): string {
  return value >= 0 && value <= 1 ? `${Math.round(value * 100)}%` : value.toFixed(2);
}

/** The analysis results worth showing, as label/value pairs (empty until analysed). */
export function analysisFacts(analysis: TrackAnalysis): { label: string; value: string }[] {
  const facts: { label: string; value: string }[] = [];
  if (analysis.loudness !== null)
    facts.push({ label: 'Loudness', value: `${analysis.loudness.toFixed(1)} LUFS` });
  if (analysis.energy !== null) facts.push({ label: 'Energy', value: formatMeasure(analysis.energy) });
  if (analysis.danceability !== null) {
    facts.push({ label: 'Danceability', value: formatMeasure(analysis.danceability) });
  }
  if (analysis.codec) facts.push({ label: 'Codec', value: analysis.codec.toUpperCase() });
  if (analysis.sampleRate)
    facts.push({ label: 'Sample rate', value: `${(analysis.sampleRate / 1000).toFixed(1)} kHz` });
  if (analysis.bitrate)
    facts.push({ label: 'Bitrate', value: `${Math.round(analysis.bitrate / 1000)} kbps` });
  return facts;
}

/** A genre id as a label: 'hip-hop' -> 'Hip-Hop', 'r&b' -> 'R&B'. */
export function genreLabel(genre: string): string {
  return genre.replace(/(^|[-\s&])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Says where a shown BPM or key comes from (decision 0053). */
export const sourceNote = (source: MeasureSource | null) => measureSourceNote(source);
