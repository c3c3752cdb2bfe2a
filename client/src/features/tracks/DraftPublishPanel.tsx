import type { Track, TrackVisibility } from '@common/tracks';
import { useMutation } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { useState } from 'react';
import { errorMessage, request } from '@/lib/api';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/queryClient';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { publishDraftPayload, VISIBILITY_CHOICES } from './publishDraft';
import { trackDetailKey } from './trackCache';

/** For the owner of an unpublished upload: choose who can see it and publish it, from its own page. */
export function DraftPublishPanel({ track }: { track: Track }) {
  const [visibility, setVisibility] = useState<TrackVisibility>('public');
  const publish = useMutation({
    mutationFn: async () =>
      request<Track>('POST', `/api/tracks/${track.id}/publish`, {
        body: publishDraftPayload(track, visibility),
      }),
    onSuccess: async () => {
      toast({ title: 'Track published', description: `${track.title} is out.` });
      await queryClient.invalidateQueries({ queryKey: trackDetailKey(track.id) });
      await queryClient.invalidateQueries({
        predicate: (q) => /^\/api\/(tracks\?|me\/tracks|home\/)/.test(String(q.queryKey[0])),
      });
    },
    onError: (error) =>
      toast({ title: 'Error publishing track', description: errorMessage(error), variant: 'destructive' }),
  });

  return (
    <section
      aria-labelledby="draft-publish-title"
      className="rounded-2xl border border-amber-400/30 bg-amber-400/5 p-5 sm:p-6"
    >
      <h2 id="draft-publish-title" className="text-lg font-bold">
        This track is a draft
      </h2>
      <p className="mt-1 text-sm text-muted">Only you can see it. Choose who can hear it, then publish.</p>
      <div role="radiogroup" aria-label="Visibility" className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-3">
        {VISIBILITY_CHOICES.map((choice) => (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={visibility === choice.value}
            onClick={() => setVisibility(choice.value)}
            className={cn(
              'rounded-xl border px-4 py-3 text-left transition-colors',
              visibility === choice.value
                ? 'border-primary bg-primary/10'
                : 'border-white/10 hover:border-white/30',
            )}
          >
            <span className="block text-sm font-semibold">{choice.label}</span>
            <span className="block text-xs text-muted">{choice.hint}</span>
          </button>
        ))}
      </div>
      <Button className="mt-4" onClick={() => publish.mutate()} disabled={publish.isPending}>
        <Rocket aria-hidden />
        {publish.isPending ? 'Publishing...' : 'Publish Track'}
      </Button>
    </section>
  );
}
