import { ROOM_LIMITS, type TrackInfo } from '@common/rooms';
import { Radio } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { useRoomClient, useRoomUser } from '../useListening';

/** Host New Listening Party: a Room Name; tracks are chosen from the catalogue once the room is open. */
export function HostPartyDialog({
  open,
  onOpenChange,
  initialName = '',
  trackInfo = null,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialName?: string;
  /** A scheduled party's track, played once the room opens. */
  trackInfo?: TrackInfo | null;
  /** Called with the new room's id once the request is sent. */
  onCreated?: (roomId: string) => void;
}) {
  const client = useRoomClient();
  const user = useRoomUser();
  const [name, setName] = useState(initialName);
  const [lastInitial, setLastInitial] = useState(initialName);
  const nameId = useId();
  if (initialName !== lastInitial) {
    setLastInitial(initialName);
    setName(initialName);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const roomId = client.createRoom(name, user, 'party', trackInfo);
    if (roomId) {
      setName('');
      onOpenChange(false);
      onCreated?.(roomId);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Host New Listening Party</DialogTitle>
          <DialogDescription>
            Name your room; once it is open you choose what plays from the catalogue.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4" noValidate>
          <div className="grid gap-1.5">
            <label htmlFor={nameId} className="text-sm font-medium">
              Room Name
            </label>
            <input
              id={nameId}
              value={name}
              maxLength={ROOM_LIMITS.roomNameMaxLength}
              onChange={(e) => setName(e.target.value)}
              placeholder="Friday night lo-fi"
              autoComplete="off"
              className="h-11 rounded-xl border border-border bg-black/30 px-3 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit">
              <Radio aria-hidden />
              Create Room
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
