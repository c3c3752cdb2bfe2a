import { COLLABORATION_MESSAGES, type Collaboration } from '@common/collab';
import { useMutation } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { rateCollaboration } from './collaborationQueries';

const RATINGS = [1, 2, 3, 4, 5] as const;
const WORDS: Record<(typeof RATINGS)[number], string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

function Stars({ value }: { value: number }) {
  return (
    <span className="inline-flex gap-0.5" aria-hidden>
      {RATINGS.map((n) => (
        <Star
          key={n}
          className={cn('size-5', n <= value ? 'fill-amber-300 text-amber-300' : 'text-white/30')}
        />
      ))}
    </span>
  );
}

/** After completion, the member rates the other (1-5) once; then their rating is shown. */
export function RatingSection({ collaboration, partner }: { collaboration: Collaboration; partner: string }) {
  const id = useId();
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rate = useMutation({
    mutationFn: (rating: number) => rateCollaboration(collaboration.id, rating),
    onSuccess: () =>
      toast({
        title: COLLABORATION_MESSAGES.rated,
        description: `Your rating counts in ${partner}'s average.`,
      }),
    onError: (failure) => setError(errorMessage(failure)),
  });

  if (collaboration.myRating !== null) {
    return (
      <div className="grid gap-1.5" data-testid="my-rating">
        <p className="text-sm font-semibold">Your rating of {partner}</p>
        <p className="flex items-center gap-2 text-sm">
          <Stars value={collaboration.myRating} />
          <span>
            {collaboration.myRating} out of 5 ({WORDS[collaboration.myRating as 1 | 2 | 3 | 4 | 5]})
          </span>
        </p>
      </div>
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (choice === null || rate.isPending) return;
    setError(null);
    rate.mutate(choice);
  }

  const shown = choice ?? 0;
  return (
    <form onSubmit={handleSubmit} className="grid gap-3" data-testid="rate-form">
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Rate {partner}</legend>
        <p className="text-xs text-muted">
          How was working together? You can rate once; it counts in {partner}&apos;s average rating.
        </p>
        <div className="flex flex-wrap gap-1">
          {RATINGS.map((n) => (
            <span key={n}>
              <input
                id={`${id}-${n}`}
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={choice === n}
                onChange={() => setChoice(n)}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-${n}`}
                title={WORDS[n]}
                className="grid size-11 cursor-pointer place-items-center rounded-full transition-colors hover:bg-white/10 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
              >
                <Star
                  className={cn('size-7', n <= shown ? 'fill-amber-300 text-amber-300' : 'text-white/40')}
                  aria-hidden
                />
                <span className="sr-only">
                  {n} {n === 1 ? 'star' : 'stars'}, {WORDS[n]}
                </span>
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={choice === null || rate.isPending} className="justify-self-start">
        {rate.isPending ? 'Sending...' : 'Send rating'}
      </Button>
    </form>
  );
}
