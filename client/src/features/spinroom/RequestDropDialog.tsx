import {
  DROP_MESSAGE_MAX,
  SPINROOM_MESSAGES,
  type CrateBeat,
  type DropRequestCreated,
} from '@common/spinroom';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { showLoginToast } from '@/features/auth';
import { ApiError, errorMessage, request } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { toast } from '@/ui/useToast';

/** Request Drop: asks the track's artist to drop it, with an optional message. */
export function RequestDropDialog({ beat, onClose }: { beat: CrateBeat | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const messageId = useId();
  const mutation = useMutation({
    mutationFn: async (input: { trackId: number; message: string }) =>
      request<DropRequestCreated>('POST', `/api/tracks/${input.trackId}/drop-requests`, {
        body: {
          message: input.message.trim() || undefined,
        },
      }),
    onSuccess: () => {
      toast({
        title: SPINROOM_MESSAGES.dropRequested,
        description: `${beat?.artist ?? 'The artist'} will see your request.`,
      });
      setMessage('');
      onClose();
    },
    onError: (error) => {
      // Other errors show inside the dialog, where the message can be changed and sent again.
      if (error instanceof ApiError && error.status === 401) {
        onClose();
        showLoginToast(SPINROOM_MESSAGES.loginToRequestDrop, 'to join in.');
      }
    },
  });

  function handleClose() {
    mutation.reset();
    setMessage('');
    onClose();
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (beat) mutation.mutate({ trackId: beat.id, message });
  }

  return (
    <Dialog
      open={beat !== null}
      onOpenChange={(open) => {
        if (!open) handleClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Drop</DialogTitle>
          <DialogDescription>
            Ask {beat?.artist ?? 'the artist'} to drop “{beat?.title}”. A short note helps.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={messageId} className="text-sm font-medium">
              Message (optional)
            </label>
            <textarea
              id={messageId}
              value={message}
              maxLength={DROP_MESSAGE_MAX}
              rows={4}
              onChange={(e) => setMessage(e.target.value)}
              placeholder="Where and when you'd play it..."
              className="w-full resize-none rounded-xl border border-border bg-black/30 px-3 py-2 text-sm outline-none placeholder:text-muted/70 focus:border-primary"
            />
            <p className="text-right text-xs text-muted">
              {message.length}/{DROP_MESSAGE_MAX}
            </p>
          </div>
          {mutation.error && !(mutation.error instanceof ApiError && mutation.error.status === 401) ? (
            <p role="alert" className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300">
              {errorMessage(mutation.error)}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={handleClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              <Send aria-hidden />
              {mutation.isPending ? 'Sending...' : 'Send Request'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
