import {
  LICENCE_NAMES,
  LICENCE_TERMS,
  LICENCE_TYPES,
  licencePrice,
  nameInitials,
  waveformBars,
  type Beat,
  type BeatDetail,
  type LicenceOption,
} from '@common/beatbank';
import type { TrackRow, UserRow } from '../../db/schema';
import { playableAudioUrl, shownTempoKey } from '../tracks';
import { whyCannotBuy } from './policies';
import type { BeatCardRow, BeatRow } from './queries';

/** The producer's name as the Beat Bank shows it. */
export function producerName(row: BeatCardRow): string {
  return row.producer ?? row.producerDisplayName ?? row.artist ?? row.producerUsername ?? 'Unknown Producer';
}

/** A beat row, with the key of its stored preview when the query read it. */
type BeatCardWithPreview = BeatCardRow & Partial<Pick<TrackRow, 'previewKey'>>;

/** The only way a beat leaves the server: its previewUrl is the preview (see presentBeatFor). */
export function presentBeat(row: BeatCardWithPreview): Beat {
  return presentBeatFor(row, false);
}

/**
 * A beat whose previewUrl is the preview (the opening of the beat, faded out) unless the viewer may play the
 * full file (`fullAudio`: the producer or a licence holder). A row without `previewKey` is given the preview's
 * redirecting URL.
 */
export function presentBeatFor(row: BeatCardWithPreview, fullAudio: boolean): Beat {
  const producer = producerName(row);
  return {
    id: row.id,
    title: row.title,
    producer,
    producerId: row.userId,
    producerUsername: row.producerUsername,
    producerAvatar: nameInitials(producer),
    coverArt: row.coverArt,
    price: row.price,
    ...shownTempoKey(row),
    genre: row.genre,
    tags: row.tags ?? [],
    featured: row.featured,
    exclusive: row.isExclusive,
    releaseDate: row.publishedAt ?? row.uploadDate,
    previewUrl: playableAudioUrl(row, fullAudio),
    plays: row.playCount,
  };
}

/** The licence options of a beat for this viewer, priced on the server. */
export function presentLicences(row: BeatCardRow, viewer: Pick<UserRow, 'id'> | null): LicenceOption[] {
  return LICENCE_TYPES.map((type) => {
    const refusal = whyCannotBuy(viewer, row, type);
    return {
      type,
      name: LICENCE_NAMES[type],
      price: licencePrice(row.price, type),
      terms: LICENCE_TERMS[type],
      badge: type === 'exclusive' ? 'BEST VALUE' : null,
      available: refusal === null,
      unavailableReason: refusal?.message ?? null,
    };
  });
}

/**
 * A beat with its 100-bar waveform and licence options. Its producer hears the full file; so does a licence
 * holder when the route says so (`fullAudio`).
 */
export function presentBeatDetail(
  row: BeatRow,
  viewer: Pick<UserRow, 'id'> | null,
  fullAudio = false,
): BeatDetail {
  const peaks = Array.isArray(row.waveform) ? row.waveform : null;
  return {
    ...presentBeatFor(row, fullAudio || (viewer !== null && viewer.id === row.userId)),
    waveform: peaks && peaks.length > 0 ? waveformBars(peaks) : null,
    description: row.description,
    duration: row.duration,
    licences: presentLicences(row, viewer),
  };
}
