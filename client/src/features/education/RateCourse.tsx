import { COURSE } from '@common/education';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/useToast';
import { rateCourse, refreshLearning } from './educationApi';

const STARS = Array.from({ length: COURSE.ratingMax - COURSE.ratingMin + 1 }, (_, i) => COURSE.ratingMin + i);

/** Rating a course once, 1 to 5 stars, offered after the first module is finished. */
export function RateCourse({
  courseId,
  myRating,
  canRate,
}: {
  courseId: number;
  myRating: number | null;
  canRate: boolean;
}) {
  const [choice, setChoice] = useState<number | null>(null);
  const [pending, setPending] = useState(false);

  if (myRating !== null) {
    return (
      <p className="inline-flex items-center gap-2 text-sm text-muted" data-testid="my-rating">
        <Star className="size-4 fill-amber-300 text-amber-300" aria-hidden />
        You rated this course {myRating} out of {COURSE.ratingMax}.
      </p>
    );
  }
  if (!canRate) return null;

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (choice === null) return;
    setPending(true);
    try {
      await rateCourse(courseId, choice);
      toast({
        title: 'Thanks for rating',
        description: `You gave this course ${choice} out of ${COURSE.ratingMax}.`,
      });
      await refreshLearning(courseId);
    } catch (failure) {
      toast({ title: 'Rating not saved', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-3 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4"
      aria-labelledby="rate-course-title"
    >
      <fieldset className="grid gap-2">
        <legend id="rate-course-title" className="mb-1 text-sm font-semibold">
          Rate this course
        </legend>
        <div className="flex gap-1">
          {STARS.map((value) => (
            <label
              key={value}
              className="cursor-pointer rounded-full p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
            >
              <input
                type="radio"
                name="course-rating"
                value={value}
                checked={choice === value}
                onChange={() => setChoice(value)}
                className="sr-only"
              />
              <Star
                className={cn(
                  'size-7 text-amber-300',
                  choice !== null && value <= choice ? 'fill-amber-300' : 'fill-transparent',
                )}
                aria-hidden
              />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" size="sm" className="justify-self-start" disabled={choice === null || pending}>
        {pending ? 'Saving...' : 'Submit rating'}
      </Button>
    </form>
  );
}
