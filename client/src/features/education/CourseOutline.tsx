import type { CourseDetail } from '@common/education';
import { CheckCircle2, Circle, Lock } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { lessonPath } from './educationApi';
import { ProgressBar } from './ProgressBar';

/** The course outline beside a lesson: every module and lesson, ticks for completed ones, the current marked. */
export function CourseOutline({
  course,
  currentLessonId,
}: {
  course: CourseDetail;
  currentLessonId: number;
}) {
  const unlocked = course.enrollment !== null || course.canEdit;
  return (
    <nav
      aria-label="Course outline"
      className="grid gap-4 rounded-2xl border border-white/10 bg-surface/60 p-4"
    >
      <h2 className="text-base font-bold">Course outline</h2>
      {course.enrollment ? (
        <ProgressBar
          value={course.enrollment.progress}
          label="Course progress"
          caption={`${course.enrollment.progress}% complete · ${course.enrollment.completedLessons} of ${course.enrollment.totalLessons} lessons`}
        />
      ) : null}
      <ol className="grid gap-4">
        {course.modules.map((module, index) => (
          <li key={module.id} className="grid gap-1">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
              Module {index + 1}: {module.title}
            </h3>
            <ul className="grid gap-0.5">
              {module.lessons.map((lesson) => {
                const current = lesson.id === currentLessonId;
                const readable = unlocked || lesson.isFree;
                const icon = lesson.completed ? (
                  <CheckCircle2
                    className="size-4 shrink-0 text-emerald-400"
                    role="img"
                    aria-label="Completed"
                  />
                ) : readable ? (
                  <Circle className="size-4 shrink-0 text-muted" aria-hidden />
                ) : (
                  <Lock className="size-4 shrink-0 text-muted" role="img" aria-label="Locked" />
                );
                return (
                  <li key={lesson.id}>
                    <Link
                      href={lessonPath(course.id, lesson.id)}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'flex items-start gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-white/5',
                        current && 'bg-primary/15 font-semibold text-primary-text',
                      )}
                    >
                      <span className="mt-0.5">{icon}</span>
                      <span className="min-w-0 flex-1 break-words">{lesson.title}</span>
                      <span className="shrink-0 text-xs tabular-nums text-muted">{lesson.duration} min</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}
