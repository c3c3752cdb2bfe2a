import type { PlaylistDetail } from '@common/playlists';
import { useMutation } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Button } from '@/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog';
import { FormAlert } from '@/ui/form/FormAlert';
import { toast } from '@/ui/useToast';
import { playlistKey, playlistsApi, refreshPlaylists } from './playlistsApi';

/** Deleting a playlist asks first; afterwards the owner lands on their playlists. */
export function DeletePlaylistDialog({ playlist }: { playlist: PlaylistDetail }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const remove = useMutation({
    mutationFn: () => playlistsApi.remove(playlist.id),
    onSuccess: async () => {
      setOpen(false);
      navigate('/playlists');
      queryClient.removeQueries({ queryKey: playlistKey(playlist.id) });
      await refreshPlaylists();
      toast({ title: 'Playlist deleted', description: playlist.title });
    },
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost">
          <Trash2 aria-hidden />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {playlist.title}?</DialogTitle>
          <DialogDescription>
            The playlist goes for good, for you and everyone who saved it. Its tracks stay where they are.
          </DialogDescription>
        </DialogHeader>
        {remove.error ? <FormAlert>{errorMessage(remove.error)}</FormAlert> : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
            className="bg-red-600 shadow-none hover:bg-red-500"
          >
            <Trash2 aria-hidden />
            {remove.isPending ? 'Deleting...' : 'Delete playlist'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
