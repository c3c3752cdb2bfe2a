import type { PlaylistDetail, PlaylistUpdate } from '@common/playlists';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
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
import { PlaylistForm } from './PlaylistForm';

/** The owner renames, describes and chooses who sees the playlist. */
export function EditPlaylistDialog({
  playlist,
  onSave,
}: {
  playlist: PlaylistDetail;
  onSave: (changes: PlaylistUpdate) => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Pencil aria-hidden />
          Edit details
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit playlist</DialogTitle>
          <DialogDescription>Its title, description and who can see it.</DialogDescription>
        </DialogHeader>
        <PlaylistForm
          initial={playlist}
          submitLabel="Save changes"
          busyLabel="Saving..."
          onSubmit={async (values) => {
            await onSave(values);
            setOpen(false);
            toast({ title: 'Playlist saved', description: values.title });
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
