import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { useBlocks, useSetBlocked } from './useBlocks';

/**
 * Block (after a confirmation) or unblock a person from their profile. Shown only to a signed-in visitor who
 * is not that person.
 */
export function BlockButton({ userId, name }: { userId: number; name: string }) {
  const blocks = useBlocks(true);
  const change = useSetBlocked(name);
  const [open, setOpen] = useState(false);
  const blocked = blocks.data?.blocked.some((p) => p.id === userId) ?? false;
  if (blocked) {
    return (
      <Button
        variant="outline"
        disabled={change.isPending}
        onClick={() => change.mutate({ userId, blocked: false })}
        data-testid="unblock-user"
      >
        <Ban aria-hidden />
        Unblock
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setOpen(true)}
        disabled={blocks.isLoading}
        data-testid="block-user"
      >
        <Ban aria-hidden />
        Block
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Block {name}?</DialogTitle>
            <DialogDescription>
              They will no longer be able to comment on your tracks, message you, send you collaboration
              requests or gifts, or join your listening parties, and you will not see their comments. They are
              not told. You can unblock them from Settings.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => change.mutate({ userId, blocked: true }, { onSuccess: () => setOpen(false) })}
              disabled={change.isPending}
              data-testid="confirm-block"
            >
              <Ban aria-hidden />
              Block
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
