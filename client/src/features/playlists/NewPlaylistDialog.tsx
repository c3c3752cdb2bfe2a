import type { PlaylistDetail } from '@common/playlists';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/ui/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/Dialog';
import { toast } from '@/ui/useToast';
import { playlistsApi, refreshPlaylists } from './playlistsApi';
import { playlistPath } from './playlistFacts';
import { PlaylistForm } from './PlaylistForm';

/** "New playlist": a title, a description and who sees it; the new playlist's page opens. */
export function NewPlaylistDialog() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden />
          New playlist
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>New playlist</DialogTitle>
          <DialogDescription>Add tracks to it from any track page, list or the player.</DialogDescription>
        </DialogHeader>
        <PlaylistForm
          submitLabel="Create playlist"
          busyLabel="Creating..."
          onSubmit={async (values) => {
            const created: PlaylistDetail = await playlistsApi.create(values);
            await refreshPlaylists();
            setOpen(false);
            toast({ title: 'Playlist created', description: created.title });
            navigate(playlistPath(created.id));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
