import type { MyLearning } from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { Award, CalendarClock, PlayCircle } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { certificatePath, educationKeys, formatDay, lessonPath } from './educationApi';
import { ProgressBar } from './ProgressBar';

/** My Learning: each enrolled course with its progress, last accessed date, and where to resume. */
export function MyLearningTab({ onBrowse }: { onBrowse: () => void }) {
  const learning = useQuery<MyLearning>({ queryKey: educationKeys.learning, staleTime: 0 });

  if (learning.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading your courses" />
      </div>
    );
  }
  if (learning.isError) return <p role="alert">{errorMessage(learning.error)}</p>;

  const { courses } = learning.data;
  if (courses.length === 0) {
    return (
      <div className="mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border border-white/10 bg-surface/60 px-6 py-10 text-center">
        <h2 className="text-xl font-bold">No courses yet</h2>
        <p className="text-sm text-muted">Enroll in a course and your progress appears here.</p>
        <Button onClick={onBrowse}>Browse courses</Button>
      </div>
    );
  }

  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" aria-label="Your courses">
      {courses.map((item) => (
        <li
          key={item.courseId}
          className="flex min-w-0 flex-col gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:flex-row"
          data-testid="learning-item"
        >
          <img
            src={item.coverImage}
            alt=""
            className="aspect-video w-full shrink-0 rounded-xl bg-black/30 object-cover sm:w-40 sm:self-start"
            width={320}
            height={180}
          />
          <div className="grid min-w-0 flex-1 gap-2">
            <h3 className="text-lg font-bold leading-snug">{item.courseTitle}</h3>
            <p className="text-sm text-muted">by {item.instructor}</p>
            <ProgressBar
              value={item.progress}
              label={`${item.courseTitle} progress`}
              caption={`${item.progress}% complete · ${item.completedLessons} of ${item.totalLessons} lessons`}
            />
            <p className="inline-flex items-center gap-1.5 text-xs text-muted">
              <CalendarClock className="size-3.5" aria-hidden />
              {item.lastAccessedDate
                ? `Last accessed ${formatDay(item.lastAccessedDate)}`
                : 'Not started yet'}
            </p>
            {item.currentModule && item.currentLesson && !item.completedAt ? (
              <p className="text-sm">
                <span className="text-muted">Current: </span>
                {item.currentModule.title} · <span className="font-semibold">{item.currentLesson.title}</span>
              </p>
            ) : null}
            <div className="mt-1 flex flex-wrap gap-2">
              {item.currentLesson ? (
                <Button asChild size="sm">
                  <Link href={lessonPath(item.courseId, item.currentLesson.id)}>
                    <PlayCircle aria-hidden />
                    {item.completedAt ? 'Review' : item.lastAccessedDate ? 'Resume' : 'Start'}
                    <span className="sr-only"> {item.courseTitle}</span>
                  </Link>
                </Button>
              ) : null}
              {item.certificateNumber ? (
                <Button asChild size="sm" variant="outline">
                  <Link href={certificatePath(item.certificateNumber)}>
                    <Award aria-hidden />
                    Certificate
                    <span className="sr-only"> for {item.courseTitle}</span>
                  </Link>
                </Button>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
