import type { Reel, Video } from '@common/videos';
import { queryClient } from '@/lib/queryClient';
import { REELS_KEY, VIDEOS_KEY } from './videoApi';

type Changes = Partial<Pick<Video & Reel, 'viewCount' | 'likeCount' | 'likedByMe'>>;

/** Applies a video's new counts to both cached lists, so the cards agree with the player. */
export function updateCachedVideo(id: number, changes: Changes): void {
  const apply = <T extends { id: number }>(list: T[] | undefined) =>
    list?.map((item) => (item.id === id ? { ...item, ...changes } : item));
  queryClient.setQueryData<Video[]>(VIDEOS_KEY, apply);
  queryClient.setQueryData<Reel[]>(REELS_KEY, apply);
}

/** Reloads both lists (after an upload). */
export function refreshVideoLists(): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: VIDEOS_KEY }),
    queryClient.invalidateQueries({ queryKey: REELS_KEY }),
  ]).then(() => undefined);
}
