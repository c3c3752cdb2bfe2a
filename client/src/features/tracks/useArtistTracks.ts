import type { Track, TrackPage } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';

/** The artist's other public tracks, most played first (GET /api/tracks?artist=). */
export function useArtistTracks(track: Track | null | undefined): Track[] {
  const artistId = track?.artistId ?? null;
  const { data } = useQuery<TrackPage | null>({
    queryKey: [`/api/tracks?artist=${artistId}&sort=popular&page=1&pageSize=12`],
    enabled: artistId !== null,
  });
  return (data?.tracks ?? []).filter((t) => t.id !== track?.id);
}
