import { publicName } from '@common/people';
import type { CrateBeat, Dj, DropRequestStatus, ReceivedDropRequest } from '@common/spinroom';
import type { TrackRow } from '../../db/schema';
import { presentTrack } from '../tracks';

/** The fields a DJ is presented from (a dj_profiles row joined to its user). */
export interface DjRecord {
  id: number;
  userId: number | null;
  djName: string;
  badge: string | null;
  baseFollowers: number;
  followCount: number | string | null;
  mixCount: number;
  profileImage: string | null;
  location: string | null;
}

/** A DJ of the DJ Network; followers are the profile's base plus real follows of the DJ's user. */
export function presentDj(record: DjRecord, followedByMe: boolean): Dj {
  return {
    id: record.id,
    userId: record.userId,
    name: record.djName,
    image: record.profileImage,
    badge: record.badge,
    followers: Number(record.baseFollowers ?? 0) + Number(record.followCount ?? 0),
    location: record.location,
    mixCount: Number(record.mixCount ?? 0),
    followedByMe,
  };
}

/** A crate beat: the presented track plus its added time and upvotes. */
export function presentCrateBeat(
  row: TrackRow,
  extra: { artistUsername: string | null; upvotes: number; upvotedByMe: boolean; likedByMe: boolean },
): CrateBeat {
  return {
    ...presentTrack(row, { artistUsername: extra.artistUsername, likedByMe: extra.likedByMe }),
    addedTime: row.publishedAt ?? row.uploadDate,
    upvotes: extra.upvotes,
    upvotedByMe: extra.upvotedByMe,
  };
}

/** The fields of a received drop request (drop_requests joined to its track and requester). */
export interface DropRequestRecord {
  id: number;
  trackId: number;
  trackTitle: string;
  requesterId: number;
  requesterUsername: string;
  requesterDisplayName: string | null;
  message: string | null;
  status: string;
  createdAt: string;
}

/** A drop request as its artist sees it. */
export function presentReceivedDropRequest(record: DropRequestRecord): ReceivedDropRequest {
  return {
    id: record.id,
    trackId: record.trackId,
    trackTitle: record.trackTitle,
    requesterId: record.requesterId,
    requesterUsername: record.requesterUsername,
    requesterName: publicName({
      username: record.requesterUsername,
      displayName: record.requesterDisplayName,
    }),
    message: record.message,
    status: record.status as DropRequestStatus,
    createdAt: record.createdAt,
  };
}
