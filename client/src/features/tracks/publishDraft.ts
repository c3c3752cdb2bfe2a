import type { Track, TrackDraftInput, TrackVisibility } from '@common/tracks';

/** Who can see a published track (part 2, section 5), as the publish panel offers it. */
export const VISIBILITY_CHOICES = [
  { value: 'public', label: 'Public', hint: 'Everyone can find and play it' },
  { value: 'unlisted', label: 'Unlisted', hint: 'Only people with the link' },
  { value: 'private', label: 'Private', hint: 'Only you' },
] as const satisfies readonly { value: TrackVisibility; label: string; hint: string }[];

/** The track draft that publishes a saved draft as it is, with the chosen visibility. */
export function publishDraftPayload(track: Track, visibility: TrackVisibility): TrackDraftInput {
  return {
    title: track.title,
    artistName: track.artist,
    genre: track.genre ?? undefined,
    description: track.description ?? '',
    isExplicit: track.isExplicit,
    isOriginal: track.isOriginal,
    // BPM and key are left out: the track keeps the artist's own, else shows its measurement (decision 0053).
    tags: track.tags,
    releaseType: track.releaseType === 'album' ? 'album' : 'single',
    visibility,
    allowComments: track.allowComments,
    price: (track.price / 100).toFixed(2),
  };
}
