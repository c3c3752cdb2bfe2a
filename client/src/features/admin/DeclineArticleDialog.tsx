import { articleDeclineSchema, type ArticleWithStatus } from '@common/newsletter';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextAreaField } from '@/ui/form/TextAreaField';

const NOTE_MAX = articleDeclineSchema.shape.note.unwrap().maxLength ?? undefined;

/** Asks for the note the author will read, then declines the article. */
export function DeclineArticleDialog({
  article,
  pending,
  error,
  onDecline,
  onClose,
}: {
  article: ArticleWithStatus;
  pending: boolean;
  error: unknown;
  onDecline: (note: string) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Decline “{article.title}”?</DialogTitle>
          <DialogDescription>
            The article stays unpublished. {article.author} sees it marked as declined, with your note.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onDecline(note.trim());
          }}
        >
          {error ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
          <TextAreaField
            id="decline-note"
            label="Note to the author"
            optional
            rows={4}
            maxLength={NOTE_MAX}
            placeholder="What would make it ready to publish?"
            value={note}
            onValueChange={setNote}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? 'Declining...' : 'Decline article'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
