import { Trash2 } from 'lucide-react';
import { Button } from '@/ui/Button';

/** The host's small delete button on a chat message (the room chat's and the live chat's alike). */
export function DeleteMessageButton({ sender, onDelete }: { sender: string; onDelete: () => void }) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="h-6 px-1 text-muted [&_svg]:size-3"
      aria-label={`Delete the message by ${sender}`}
      onClick={onDelete}
    >
      <Trash2 aria-hidden />
    </Button>
  );
}
