import type { ColumnType, Generated } from 'kysely';
import { type Bool, type List, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface VideoLikesTable {
  userId: number;
  videoId: number;
  createdAt: Timestamp;
}

export interface VideoViewsTable {
  id: Generated<number>;
  videoId: number;
  listenerKey: string;
  createdAt: Timestamp;
}

export interface VideosTable {
  id: Generated<number>;
  userId: number | null;
  title: string;
  videoUrl: string;
  thumbnailUrl: string | null;
  description: string | null;
  category: string | null;
  tags: List;
  duration: string | null;
  uploadDate: Timestamp;
  viewCount: ColumnType<number, number | undefined, number>;
  likeCount: ColumnType<number, number | undefined, number>;
  isReelFormat: Bool;
  storageKey: string | null;
  thumbnailKey: string | null;
  contentType: string | null;
  fileSize: number | null;
  /** When a moderator removed it (it then shows nowhere; decision 0061). */
  removedAt: string | null;
}

/** The videos tables, under their names in the database. */
export interface VideosTables {
  videos: VideosTable;
  videoLikes: VideoLikesTable;
  videoViews: VideoViewsTable;
}

/** How the videos tables store their booleans and JSON values (decision 0042). */
export const videosStoredAs: TablesStoredAs<VideosTables> = {
  videos: storedAs<VideosTable>()({ boolean: ['isReelFormat'], json: ['tags'] }),
  videoLikes: storedAs<VideoLikesTable>()({}),
  videoViews: storedAs<VideoViewsTable>()({}),
};
