import type { Reel, Video } from '@common/videos';

/** What the player dialog needs of a video or a reel. */
export interface PlayableVideo {
  id: number;
  title: string;
  videoUrl: string;
  viewCount: number;
  likeCount: number;
  likedByMe: boolean;
  isReel: boolean;
}

export function playableVideo(video: Video): PlayableVideo {
  return { ...pick(video), isReel: false };
}

export function playableReel(reel: Reel): PlayableVideo {
  return { ...pick(reel), isReel: true };
}

function pick({ id, title, videoUrl, viewCount, likeCount, likedByMe }: Video | Reel) {
  return { id, title, videoUrl, viewCount, likeCount, likedByMe };
}
