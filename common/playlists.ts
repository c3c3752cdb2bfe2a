import { z } from 'zod';

/** Playlists' wire contract (decision 0055). Both the client and the server import these. */

export const PLAYLIST_VISIBILITIES = ['public', 'unlisted', 'private'] as const;
export type PlaylistVisibility = (typeof PLAYLIST_VISIBILITIES)[number];

export const PLAYLIST_MAX_TRACKS = 500;
export const PLAYLIST_TITLE_MAX = 100;
export const PLAYLIST_DESCRIPTION_MAX = 1000;

/** The built-in "Liked tracks" playlist's id in addresses (/playlist/liked): every user's own. */
export const LIKED_PLAYLIST_ID = 'liked';

export const PLAYLIST_MESSAGES = {
  notFound: 'Playlist not found',
  notOwner: 'You can only change your own playlists',
  missingTitle: 'Please give the playlist a title.',
  full: `A playlist holds up to ${PLAYLIST_MAX_TRACKS} tracks`,
  trackUnavailable: 'This track cannot be added',
  alreadyIn: 'This track is already in the playlist',
  badOrder: 'The order must name every track of the playlist once',
  notInPlaylist: 'This track is not in the playlist',
  likedIsBuiltIn: 'Liked tracks changes when you like or unlike a track',
  ownPlaylist: 'Your own playlists are already in your library',
  badCover: 'Choose one of your own generated covers or uploaded images',
} as const;

const playlistTitle = z
  .string({ error: PLAYLIST_MESSAGES.missingTitle })
  .trim()
  .min(1, PLAYLIST_MESSAGES.missingTitle)
  .max(PLAYLIST_TITLE_MAX);
const playlistDescription = z.string().trim().max(PLAYLIST_DESCRIPTION_MAX);

export const playlistCreateSchema = z.object({
  title: playlistTitle,
  description: playlistDescription.optional(),
  visibility: z.enum(PLAYLIST_VISIBILITIES).default('public'),
});
export type PlaylistCreate = z.infer<typeof playlistCreateSchema>;

/** Only the fields sent change: no defaults here (a rename must never make a private playlist public). */
export const playlistUpdateSchema = z.object({
  title: playlistTitle.optional(),
  description: playlistDescription.optional(),
  visibility: z.enum(PLAYLIST_VISIBILITIES).optional(),
  /** A cover from the cover-art generator (an uploaded image URL); null goes back to the four-cover mosaic. */
  coverArt: z.string().trim().max(500).nullable().optional(),
});
export type PlaylistUpdate = z.infer<typeof playlistUpdateSchema>;

export const playlistAddTrackSchema = z.object({
  trackId: z.number().int().positive(),
  /** 0-based; absent appends. */
  position: z.number().int().min(0).max(PLAYLIST_MAX_TRACKS).optional(),
});

export const playlistOrderSchema = z.object({
  trackIds: z.array(z.number().int().positive()).max(PLAYLIST_MAX_TRACKS),
});

export interface PlaylistTrack {
  /** Position, 0-based. */
  position: number;
  trackId: number;
  /** False when the track has since become private, a draft or removed: shown as unavailable, not dropped. */
  available: boolean;
  /** Null when unavailable. */
  title: string | null;
  artist: string | null;
  artistId: number | null;
  coverArt: string | null;
  audioUrl: string | null;
  duration: number | null;
  addedAt: string;
}

export interface PlaylistSummary {
  id: number | typeof LIKED_PLAYLIST_ID;
  title: string;
  description: string | null;
  visibility: PlaylistVisibility;
  ownerId: number;
  ownerName: string;
  ownerUsername: string | null;
  /** The chosen cover, or null: the client draws the mosaic from `covers`. */
  coverArt: string | null;
  /** Up to four covers of the first tracks, for the mosaic. */
  covers: string[];
  trackCount: number;
  /** Seconds, available tracks only. */
  totalDuration: number;
  saves: number;
  savedByMe: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface PlaylistDetail extends PlaylistSummary {
  tracks: PlaylistTrack[];
}

/** What saving or unsaving answers: whether the viewer now keeps it, and how many people do. */
export interface PlaylistSaveState {
  saved: boolean;
  saves: number;
}

export interface PlaylistList {
  playlists: PlaylistSummary[];
}

/**
 * Routes: POST /api/playlists -> 201 PlaylistDetail; GET /api/playlists/:id (404 to others when private;
 * `liked` answers the signed-in user's Liked tracks); PATCH /api/playlists/:id; DELETE /api/playlists/:id;
 * POST /api/playlists/:id/tracks; DELETE /api/playlists/:id/tracks/:trackId; PUT /api/playlists/:id/order;
 * POST and DELETE /api/playlists/:id/save (save someone else's playlist: PlaylistSaveState); the changes of a
 * playlist's tracks answer its PlaylistDetail; GET /api/users/:id/playlists (public
 * ones); GET /api/me/playlists (own and saved, Liked tracks first).
 */
