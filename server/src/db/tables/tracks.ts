import type { ColumnType, Generated } from 'kysely';
import type { PlaySource } from '@common/embeds';
import { type Bool, type Json, type List, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface TracksTable {
  id: Generated<number>;
  userId: number | null;
  title: string;
  artist: string | null;
  audioUrl: string;
  fileUrl: string | null;
  fileSize: number | null;
  fileType: string | null;
  coverArt: string | null;
  description: string | null;
  genre: string | null;
  /** The tempo the artist typed on purpose; null when not typed (the measurement is shown). */
  bpm: number | null;
  /** The key the artist typed on purpose; null when not typed (the measurement is shown). */
  key: string | null;
  producer: string | null;
  lyrics: string | null;
  isClean: boolean | null;
  isPublic: Bool;
  isExplicit: Bool;
  allowDownload: Bool;
  allowComments: Bool;
  price: ColumnType<number, number | undefined, number>;
  duration: number | null;
  uploadDate: Timestamp;
  playCount: ColumnType<number, number | undefined, number>;
  likeCount: ColumnType<number, number | undefined, number>;
  isNft: Bool;
  nftPrice: number | null;
  nftEdition: string | null;
  nftContractAddress: string | null;
  nftTokenId: string | null;
  nftTotalSupply: number | null;
  nftAvailableSupply: number | null;
  /** The drop's own name (e.g. 'Founders Edition'). */
  nftEditionName: string | null;
  /** When the drop opened. */
  nftDroppedAt: string | null;
  /** When the artist ended the drop early: no more sales, sold editions stay. */
  nftEndedAt: string | null;
  /** 'draft' after upload, 'published' once the owner publishes. */
  status: ColumnType<TrackStatus, TrackStatus | undefined, TrackStatus>;
  visibility: ColumnType<TrackVisibility, TrackVisibility | undefined, TrackVisibility>;
  releaseType: ColumnType<string, string | undefined, string>;
  isOriginal: Bool;
  tags: List;
  featured: Bool;
  featuredArtist: string | null;
  /** Offered with an exclusive licence (the Beat Bank's EXCLUSIVE badge). */
  isExclusive: Bool;
  /** When an exclusive licence was sold: the beat has left the market. */
  exclusiveSoldAt: string | null;
  /** Key of the audio object in storage (null for tracks whose audioUrl points elsewhere). */
  storageKey: string | null;
  /** Key of the stored preview of a priced track (its opening, faded out), once the make-preview job made it. */
  previewKey: string | null;
  coverKey: string | null;
  /** Waveform peaks, 0..1, computed once by the analysis job. */
  waveform: Json<number[]>;
  codec: string | null;
  sampleRate: number | null;
  bitrate: number | null;
  /** Integrated loudness in LUFS. */
  loudness: number | null;
  energy: number | null;
  danceability: number | null;
  /** The tempo the analysis measured (written only by the analysis job, decision 0053). */
  measuredBpm: number | null;
  /** The key the analysis measured (written only by the analysis job). */
  measuredKey: string | null;
  /** When the analysis last measured tempo and key; null for tracks not measured since these columns exist. */
  measuredAt: string | null;
  analysisStatus: ColumnType<AnalysisStatus, AnalysisStatus | undefined, AnalysisStatus>;
  analysisError: string | null;
  publishedAt: string | null;
  updatedAt: Timestamp;
  /** When a moderator removed it (it then shows nowhere; decision 0061). */
  removedAt: string | null;
}

export type TrackStatus = 'draft' | 'published';

export type TrackVisibility = 'public' | 'private' | 'unlisted';

export type AnalysisStatus = 'pending' | 'processing' | 'done' | 'failed';

export interface TrackLikesTable {
  userId: number;
  trackId: number;
  createdAt: Timestamp;
}

export interface TrackPlaysTable {
  id: Generated<number>;
  trackId: number;
  userId: number | null;
  /** The user id, or a hash of a signed-out listener's address. */
  listenerKey: string;
  /** Where the play came from: the site's own player ('app') or an embedded one ('embed'); decision 0057. */
  source: ColumnType<PlaySource, PlaySource | undefined, PlaySource>;
  createdAt: Timestamp;
}

/** The tracks tables, under their names in the database. */
export interface TracksTables {
  tracks: TracksTable;
  trackLikes: TrackLikesTable;
  trackPlays: TrackPlaysTable;
}

/** How the tracks tables store their booleans and JSON values (decision 0042). */
export const tracksStoredAs: TablesStoredAs<TracksTables> = {
  tracks: storedAs<TracksTable>()({
    boolean: [
      'isClean',
      'isPublic',
      'isExplicit',
      'allowDownload',
      'allowComments',
      'isNft',
      'isOriginal',
      'featured',
      'isExclusive',
    ],
    json: ['tags', 'waveform'],
  }),
  trackLikes: storedAs<TrackLikesTable>()({}),
  trackPlays: storedAs<TrackPlaysTable>()({}),
};
