import type { ArticleWithStatus } from '@common/newsletter';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { FormAlert } from '@/ui/form/FormAlert';

/** Asks before a published article goes to every subscriber: a campaign cannot be called back. */
export function EmailArticleDialog({
  article,
  pending,
  error,
  onSend,
  onClose,
}: {
  article: ArticleWithStatus;
  pending: boolean;
  error: unknown;
  onSend: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Email “{article.title}” to the subscribers?</DialogTitle>
          <DialogDescription>
            Everyone on the platform list gets it once: members who opted in with a verified address and
            confirmed newsletter subscribers. Each email has an unsubscribe link. It cannot be called back.
          </DialogDescription>
        </DialogHeader>
        {error ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onSend} disabled={pending}>
            {pending ? 'Queueing...' : 'Send the email'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
