import type { KnowledgePassageView } from '@common/mentor';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { mentorKeys } from './mentorApi';

/** A knowledge-base passage opened from an answer's source link (?source=id). */
export function SourceDialog({ sourceId, onClose }: { sourceId: string | null; onClose: () => void }) {
  const passage = useQuery<KnowledgePassageView>({
    queryKey: mentorKeys.passage(sourceId ?? ''),
    enabled: sourceId !== null,
  });
  return (
    <Dialog open={sourceId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        {passage.isPending ? (
          <>
            <DialogTitle className="sr-only">Loading the source</DialogTitle>
            <Spinner className="size-8" label="Loading the source" />
          </>
        ) : passage.isError ? (
          <DialogHeader>
            <DialogTitle>Source not found</DialogTitle>
            <DialogDescription>{errorMessage(passage.error)}</DialogDescription>
          </DialogHeader>
        ) : (
          <>
            <DialogHeader>
              <Badge className="mb-1 justify-self-start">{passage.data.topicLabel}</Badge>
              <DialogTitle>{passage.data.title}</DialogTitle>
              <DialogDescription>
                From the Panda Nation knowledge base the mentors answer from.
              </DialogDescription>
            </DialogHeader>
            <p className="leading-relaxed">{passage.data.text}</p>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
