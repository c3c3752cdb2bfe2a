import type { LiveStream } from '@common/livestreams';
import { joinedName } from '../../lib/people';

/** The fields a live stream is presented from (live_streams joined to its host and DJ profile). */
export interface LiveStreamRecord {
  id: number;
  title: string;
  description: string | null;
  thumbnailUrl: string | null;
  startTime: string | null;
  viewerCount: number;
  isActive: boolean | number;
  userId: number | null;
  hostUsername: string | null;
  hostDisplayName: string | null;
  djProfileId: number | null;
  djName: string | null;
}

/** An active live stream with its host. */
export function presentLiveStream(
  record: LiveStreamRecord,
  extra: { followedByMe: boolean; roomId: string | null },
): LiveStream {
  return {
    id: record.id,
    title: record.title,
    description: record.description,
    host: joinedName(
      { username: record.hostUsername, displayName: record.hostDisplayName },
      record.djName || 'Unknown host',
    ),
    hostId: record.userId,
    thumbnail: record.thumbnailUrl,
    viewers: Number(record.viewerCount ?? 0),
    startedAt: record.startTime,
    isLive: Boolean(record.isActive),
    djProfileId: record.djProfileId === null ? null : Number(record.djProfileId),
    followedByMe: extra.followedByMe,
    roomId: extra.roomId,
  };
}
