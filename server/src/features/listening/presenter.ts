import { UNKNOWN_ARTIST } from '@common/tracks';
import type { Party } from '@common/listening';
import { publicName } from '@common/people';
import type { LiveChatMessage } from '@common/rooms';
import { sharedPlaybackSeconds } from '@common/previews';
import { joinedName } from '../../lib/people';
import { playableAudioUrl } from '../tracks';
import type { PartyLiveState } from './liveState';
import type { PartyRow } from './queries';

/** The only way a party leaves the server. */
export function presentParty(row: PartyRow, state: PartyLiveState, viewerId: number | null): Party {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    host: {
      id: row.hostId,
      name: publicName({ username: row.hostUsername, displayName: row.hostDisplayName }),
      username: row.hostUsername,
    },
    track:
      row.trackId !== null && row.trackTitle !== null && row.trackAudioUrl !== null
        ? {
            id: row.trackId,
            title: row.trackTitle,
            artist:
              row.trackArtist ||
              joinedName(
                { username: row.trackArtistUsername, displayName: row.trackArtistDisplayName },
                UNKNOWN_ARTIST,
              ),
            audioUrl: playableAudioUrl(
              {
                id: row.trackId,
                price: Number(row.trackPrice ?? 0),
                audioUrl: row.trackAudioUrl,
                previewKey: row.trackPreviewKey,
              },
              false,
            ),
            coverArt: row.trackCoverArt,
            duration: sharedPlaybackSeconds({ price: row.trackPrice, duration: row.trackDuration }),
          }
        : null,
    coverArt: row.coverArt ?? row.trackCoverArt ?? null,
    scheduledAt: row.scheduledAt,
    isFeatured: row.isFeatured,
    isLive: state.phase === 'live',
    roomId: state.roomId,
    reminderSet: row.reminderSet,
    reminderCount: row.reminderCount,
    isMine: viewerId !== null && viewerId === row.hostId,
  };
}

/** A stored live chat message as the panel and the socket event carry it. */
export function presentLiveChatMessage(row: {
  id: number;
  channel: string;
  userId: number | null;
  senderName: string;
  message: string;
  type: string;
  createdAt: string;
}): LiveChatMessage {
  return {
    id: row.id,
    channel: row.channel,
    senderId: row.userId,
    senderName: row.senderName,
    message: row.message,
    timestamp: row.createdAt,
    type: row.type === 'reaction' ? 'reaction' : 'music',
  };
}
