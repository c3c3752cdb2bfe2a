import type { Track, TrackPage } from '@common/tracks';
import { afterEach, describe, expect, it } from 'vitest';
import { newReleasesUrl, SPOTLIGHT_URL } from '@/features/home/queryKeys';
import { getPlayerState, playerActions } from '@/lib/playerStore';
import { queryClient } from '@/lib/queryClient';
import { patchTrack } from './trackCache';

const track = (id: number, likes = 0): Track =>
  ({ id, title: `Track ${id}`, artist: 'Artist', likes, likedByMe: false, plays: 0 }) as Track;

describe('patchTrack', () => {
  afterEach(() => queryClient.clear());

  it('updates the spotlight, every new-releases page, my tracks and the play queue', () => {
    queryClient.setQueryData([SPOTLIGHT_URL], [track(1, 3), track(2)]);
    const page: TrackPage = {
      tracks: [track(2), track(1, 3)],
      page: 1,
      pageSize: 8,
      total: 2,
      hasMore: false,
    };
    queryClient.setQueryData([newReleasesUrl(1)], page);
    queryClient.setQueryData(['/api/me/tracks?pageSize=50'], { ...page, tracks: [track(1, 3)] });
    queryClient.setQueryData(['/api/videos'], [{ id: 1, likes: 0 }]);
    playerActions.playTrack(track(1, 3));

    patchTrack(1, { likes: 4, likedByMe: true });

    expect(queryClient.getQueryData<Track[]>([SPOTLIGHT_URL])![0]).toMatchObject({
      likes: 4,
      likedByMe: true,
    });
    expect(queryClient.getQueryData<Track[]>([SPOTLIGHT_URL])![1]).toMatchObject({
      likes: 0,
      likedByMe: false,
    });
    expect(queryClient.getQueryData<TrackPage>([newReleasesUrl(1)])!.tracks[1]).toMatchObject({ likes: 4 });
    expect(queryClient.getQueryData<TrackPage>(['/api/me/tracks?pageSize=50'])!.tracks[0]).toMatchObject({
      likedByMe: true,
    });
    expect(queryClient.getQueryData([`/api/videos`])).toEqual([{ id: 1, likes: 0 }]);
    expect(getPlayerState().queue[0]).toMatchObject({ likes: 4, likedByMe: true });
  });
});
