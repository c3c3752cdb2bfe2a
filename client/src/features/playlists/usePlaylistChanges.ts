import type { PlaylistDetail, PlaylistUpdate } from '@common/playlists';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { toast } from '@/ui/useToast';
import { playlistKey, playlistsApi, refreshPlaylists, settlePlaylist } from './playlistsApi';
import { moved } from './queueTracks';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorMessage(error), variant: 'destructive' });

/** The owner's changes to a playlist (details, removing and reordering tracks) and anyone's save. */
export function usePlaylistChanges(playlist: PlaylistDetail) {
  const key = playlistKey(playlist.id);

  const update = useMutation({
    mutationFn: (changes: PlaylistUpdate) => playlistsApi.update(playlist.id, changes),
    onSuccess: settlePlaylist,
  });

  const removeTrack = useMutation({
    mutationFn: (track: { trackId: number; title: string | null }) =>
      playlistsApi.removeTrack(playlist.id, track.trackId),
    onSuccess: async (changed, track) => {
      await settlePlaylist(changed);
      toast({ title: `Removed from ${playlist.title}`, description: track.title ?? undefined });
    },
    onError: failed('Could not remove the track'),
  });

  // The new order shows at once; a refusal puts the server's order back.
  const reorder = useMutation({
    mutationFn: ({ from, to }: { from: number; to: number }) => {
      const tracks = moved(playlist.tracks, from, to).map((t, position) => ({ ...t, position }));
      queryClient.setQueryData<PlaylistDetail | null>(key, (old) => (old ? { ...old, tracks } : old));
      return playlistsApi.reorder(
        playlist.id,
        tracks.map((t) => t.trackId),
      );
    },
    // The page keeps its optimistic order (a later move may already be showing); the cards' covers follow.
    onSuccess: () => refreshPlaylists(),
    onError: async (error) => {
      failed('Could not save the new order')(error);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });

  const save = useMutation({
    mutationFn: (saved: boolean) => playlistsApi.save(playlist.id, saved),
    onSuccess: async (_, saved) => {
      await refreshPlaylists(playlist.id);
      toast({ title: saved ? `Saved ${playlist.title}` : `Removed ${playlist.title} from your playlists` });
    },
    onError: failed('Could not save the playlist'),
  });

  return { update, removeTrack, reorder, save };
}
