import {
  LIKED_PLAYLIST_ID,
  PLAYLIST_MESSAGES,
  playlistAddTrackSchema,
  playlistCreateSchema,
  playlistOrderSchema,
  playlistUpdateSchema,
} from '@common/playlists';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { badRequest } from '../../lib/errors';
import { parseId, parseUserId, USER_NOT_FOUND } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../auth';
import { addTrack, removeTrack, reorderTracks } from './commands/changeTracks';
import { createPlaylist } from './commands/createPlaylist';
import { deletePlaylist } from './commands/deletePlaylist';
import { listMyPlaylists, listUserPlaylists } from './commands/listPlaylists';
import { readPlaylist } from './commands/readPlaylist';
import { setPlaylistSaved } from './commands/savePlaylist';
import { updatePlaylist } from './commands/updatePlaylist';
import { parsePlaylistId } from './queries';
import { likedPlaylist } from './views';

type WithId = FastifyRequest<{ Params: { id: string } }>;
type WithTrack = FastifyRequest<{ Params: { id: string; trackId: string } }>;

const playlistParams = z.object({
  id: z
    .string()
    .describe(`A playlist id (a positive integer; anything else answers 404), or '${LIKED_PLAYLIST_ID}'`),
});

/** A changed playlist's id: Liked tracks changes only through likes (400), anything else unknown is a 404. */
function changedPlaylistId(value: string): number {
  if (value === LIKED_PLAYLIST_ID) throw badRequest(PLAYLIST_MESSAGES.likedIsBuiltIn);
  return parsePlaylistId(value);
}

/** Playlists: create, read, change, order, save; a user's public ones and the signed-in user's library. */
export function playlistsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const notFound = { 404: `${PLAYLIST_MESSAGES.notFound}: no such playlist, or someone else's private one.` };
  const owned = {
    ...notFound,
    400: `${PLAYLIST_MESSAGES.likedIsBuiltIn} (the id '${LIKED_PLAYLIST_ID}').`,
    403: PLAYLIST_MESSAGES.notOwner,
  };

  const createDoc = doc({
    summary: 'Create a playlist',
    auth: 'user',
    body: playlistCreateSchema,
    responses: { 201: 'PlaylistDetail' },
  });
  app.post('/api/playlists', createDoc, async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(playlistCreateSchema, request.body);
    reply.code(201).header('Cache-Control', 'no-store');
    return createPlaylist(db, user, input);
  });

  const readDoc = doc({
    summary: `A playlist's page with every track (${LIKED_PLAYLIST_ID}: the signed-in user's Liked tracks)`,
    auth: 'optional',
    params: playlistParams,
    responses: { 200: 'PlaylistDetail' },
    errors: { ...notFound, 401: `Asking for '${LIKED_PLAYLIST_ID}' without signing in.` },
  });
  app.get('/api/playlists/:id', readDoc, async (request: WithId, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (request.params.id === LIKED_PLAYLIST_ID) return likedPlaylist(db, await requireUser(request));
    const id = parsePlaylistId(request.params.id);
    return readPlaylist(db, await request.currentUser(), id);
  });

  const updateDoc = doc({
    summary: 'Rename, describe, change the visibility or the cover of an own playlist',
    auth: 'user',
    params: playlistParams,
    body: playlistUpdateSchema,
    responses: { 200: 'PlaylistDetail' },
    errors: { ...owned, 400: `${owned[400]} ${PLAYLIST_MESSAGES.badCover}.` },
  });
  app.patch('/api/playlists/:id', updateDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = changedPlaylistId(request.params.id);
    return updatePlaylist(db, user, id, parseInput(playlistUpdateSchema, request.body));
  });

  const deleteDoc = doc({
    summary: 'Delete an own playlist',
    auth: 'user',
    params: playlistParams,
    responses: { 204: null },
    errors: owned,
  });
  app.delete('/api/playlists/:id', deleteDoc, async (request: WithId, reply) => {
    const user = await requireUser(request);
    await deletePlaylist(db, user, changedPlaylistId(request.params.id));
    return reply.code(204).send();
  });

  const addDoc = doc({
    summary: 'Add a track to an own playlist, at a position or at the end',
    auth: 'user',
    params: playlistParams,
    body: playlistAddTrackSchema,
    responses: { 200: 'PlaylistDetail' },
    errors: {
      ...owned,
      400: `${owned[400]} ${PLAYLIST_MESSAGES.trackUnavailable}: someone else's private, unlisted or draft track, or no such track. ${PLAYLIST_MESSAGES.full}.`,
      409: PLAYLIST_MESSAGES.alreadyIn,
    },
  });
  app.post('/api/playlists/:id/tracks', addDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = changedPlaylistId(request.params.id);
    const { trackId, position } = parseInput(playlistAddTrackSchema, request.body);
    return addTrack(db, user, id, trackId, position);
  });

  const removeDoc = doc({
    summary: 'Take a track out of an own playlist',
    auth: 'user',
    params: playlistParams.extend({ trackId: z.string().describe('A track id in the playlist') }),
    responses: { 200: 'PlaylistDetail' },
    errors: { ...owned, 404: `${owned[404]} ${PLAYLIST_MESSAGES.notInPlaylist}.` },
  });
  app.delete('/api/playlists/:id/tracks/:trackId', removeDoc, async (request: WithTrack) => {
    const user = await requireUser(request);
    const id = changedPlaylistId(request.params.id);
    const trackId = parseId(request.params.trackId, PLAYLIST_MESSAGES.notInPlaylist);
    return removeTrack(db, user, id, trackId);
  });

  const orderDoc = doc({
    summary: "Put an own playlist's tracks in a new order (every track named once)",
    auth: 'user',
    params: playlistParams,
    body: playlistOrderSchema,
    responses: { 200: 'PlaylistDetail' },
    errors: { ...owned, 400: `${owned[400]} ${PLAYLIST_MESSAGES.badOrder}.` },
  });
  app.put('/api/playlists/:id/order', orderDoc, async (request: WithId) => {
    const user = await requireUser(request);
    const id = changedPlaylistId(request.params.id);
    return reorderTracks(db, user, id, parseInput(playlistOrderSchema, request.body).trackIds);
  });

  for (const [method, saved] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    const saveDoc = doc({
      summary: saved
        ? "Save someone else's playlist to the library"
        : 'Take a saved playlist out of the library',
      auth: 'user',
      params: playlistParams,
      responses: { 200: 'PlaylistSaveState' },
      errors: { ...notFound, 400: `${owned[400]} ${PLAYLIST_MESSAGES.ownPlaylist}.` },
    });
    app[method]('/api/playlists/:id/save', saveDoc, async (request: WithId) => {
      const user = await requireUser(request);
      return setPlaylistSaved(db, user, changedPlaylistId(request.params.id), saved);
    });
  }

  const userDoc = doc({
    summary: "A user's public playlists (unlisted and private ones are never listed)",
    auth: 'optional',
    responses: { 200: 'PlaylistList' },
    errors: { 404: USER_NOT_FOUND },
  });
  app.get('/api/users/:id/playlists', userDoc, async (request: WithId, reply) => {
    const userId = parseUserId(request.params.id);
    reply.header('Cache-Control', 'no-store');
    return listUserPlaylists(db, await request.currentUser(), userId);
  });

  const mineDoc = doc({
    summary: "The signed-in user's library: Liked tracks, their own playlists, then the ones they saved",
    auth: 'user',
    responses: { 200: 'PlaylistList' },
  });
  app.get('/api/me/playlists', mineDoc, async (request, reply) => {
    const user = await requireUser(request);
    reply.header('Cache-Control', 'no-store');
    return listMyPlaylists(db, user);
  });
}
