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
import type { UserRow } from '../../db/schema';
import { whyCannotBuy } from './policies';
import type { BeatCardRow, BeatRow } from './queries';

/** The producer's name as the Beat Bank shows it. */
export function producerName(row: BeatCardRow): string {
  return row.producer ?? row.producerDisplayName ?? row.artist ?? row.producerUsername ?? 'Unknown Producer';
}

/** The only way a beat leaves the server. */
export function presentBeat(row: BeatCardRow): Beat {
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
    bpm: row.bpm,
    key: row.key,
    genre: row.genre,
    tags: row.tags ?? [],
    featured: row.featured,
    exclusive: row.isExclusive,
    releaseDate: row.publishedAt ?? row.uploadDate,
    previewUrl: row.audioUrl,
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

/** A beat with its 100-bar waveform and licence options. */
export function presentBeatDetail(row: BeatRow, viewer: Pick<UserRow, 'id'> | null): BeatDetail {
  const peaks = Array.isArray(row.waveform) ? row.waveform : null;
  return {
    ...presentBeat(row),
    waveform: peaks && peaks.length > 0 ? waveformBars(peaks) : null,
    description: row.description,
    duration: row.duration,
    licences: presentLicences(row, viewer),
  };
}
