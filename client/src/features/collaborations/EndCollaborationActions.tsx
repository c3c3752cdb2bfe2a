import { COLLABORATION_MESSAGES, type Collaboration } from '@common/collab';
import { useMutation } from '@tanstack/react-query';
import { CircleCheckBig, CircleX } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { toast } from '@/ui/useToast';
import { collaborationKey, endCollaboration } from './collaborationQueries';

type Outcome = 'complete' | 'cancel';

const CONFIRM: Record<Outcome, { title: string; description: string; confirm: string; keep: string }> = {
  complete: {
    title: 'Complete this collaboration?',
    description:
      'It counts as a completed collaboration for both of you, and each of you can then rate the other. ' +
      'Milestones and messages can no longer change.',
    confirm: 'Complete collaboration',
    keep: 'Keep working',
  },
  cancel: {
    title: 'Cancel this collaboration?',
    description:
      'It ends without counting as completed and nobody can rate it. Milestones and messages stay ' +
      'readable but can no longer change.',
    confirm: 'Cancel collaboration',
    keep: 'Keep it',
  },
};

/** Complete and Cancel, each behind a confirmation; either member may end an active collaboration. */
export function EndCollaborationActions({ collaboration }: { collaboration: Collaboration }) {
  const [asking, setAsking] = useState<Outcome | null>(null);
  const end = useMutation({
    mutationFn: (outcome: Outcome) => endCollaboration(collaboration.id, outcome),
    onSuccess: (ended) => {
      setAsking(null);
      toast({
        title:
          ended.status === 'completed' ? COLLABORATION_MESSAGES.completed : COLLABORATION_MESSAGES.cancelled,
        description:
          ended.status === 'completed'
            ? `"${ended.project}" is done. Rate how it went below.`
            : `"${ended.project}" has ended.`,
      });
    },
    onError: (failure) => {
      setAsking(null);
      toast({
        title: 'Could not change the collaboration',
        description: errorMessage(failure),
        variant: 'destructive',
      });
      // The other member may have ended it meanwhile: show where it stands.
      void queryClient.invalidateQueries({ queryKey: collaborationKey(collaboration.id) });
    },
  });
  const copy = asking ? CONFIRM[asking] : null;

  return (
    <div className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-1">
      <Button onClick={() => setAsking('complete')}>
        <CircleCheckBig aria-hidden /> Complete
      </Button>
      <Button variant="outline" onClick={() => setAsking('cancel')}>
        <CircleX aria-hidden /> Cancel collaboration
      </Button>

      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        {asking && copy ? (
          <DialogContent className="max-w-md" data-testid="end-confirm">
            <DialogHeader>
              <DialogTitle>{copy.title}</DialogTitle>
              <DialogDescription>{copy.description}</DialogDescription>
            </DialogHeader>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setAsking(null)} disabled={end.isPending}>
                {copy.keep}
              </Button>
              <Button onClick={() => end.mutate(asking)} disabled={end.isPending}>
                {end.isPending ? 'Saving...' : copy.confirm}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </div>
  );
}
