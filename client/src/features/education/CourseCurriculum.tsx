import { formatCourseDuration, type CourseDetail } from '@common/education';
import { CheckCircle2, ChevronDown, Lock, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';
import { lessonPath } from './educationApi';

/**
 * The curriculum: one collapsible section per module (the first open), its lessons with their durations.
 * Lessons the caller may read are links; the others carry a lock.
 */
export function CourseCurriculum({
  course,
  onOpenLesson,
}: {
  course: CourseDetail;
  /** Called when a lesson link is followed (the modal closes). */
  onOpenLesson?: (lesson: { id: number; isFree: boolean }) => void;
}) {
  const [open, setOpen] = useState<Set<number>>(() => new Set(course.modules.slice(0, 1).map((m) => m.id)));
  const baseId = useId();
  const unlocked = course.enrollment !== null || course.canEdit;

  function toggle(id: number) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <ol className="grid gap-2" aria-label="Curriculum">
      {course.modules.map((module, index) => {
        const expanded = open.has(module.id);
        const panelId = `${baseId}-module-${module.id}`;
        return (
          <li key={module.id} className="rounded-xl border border-white/10 bg-white/[0.03]">
            <h4>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(module.id)}
                className="flex w-full items-start gap-3 rounded-xl px-4 py-3 text-left hover:bg-white/5"
              >
                <span className="min-w-0 flex-1">
                  <span className="block text-xs font-semibold uppercase tracking-wide text-muted">
                    Module {index + 1}
                  </span>
                  <span className="block font-semibold">{module.title}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted">
                    {module.lessons.length} lessons · {formatCourseDuration(module.duration)}
                    {module.isFree ? <Badge>Free</Badge> : null}
                  </span>
                </span>
                <ChevronDown
                  className={cn(
                    'mt-1 size-5 shrink-0 text-muted transition-transform',
                    expanded && 'rotate-180',
                  )}
                  aria-hidden
                />
              </button>
            </h4>
            <div id={panelId} hidden={!expanded} className="border-t border-white/10 px-2 py-2">
              {module.description ? (
                <p className="px-2 pb-2 text-sm text-muted">{module.description}</p>
              ) : null}
              <ul className="grid gap-1">
                {module.lessons.map((lesson) => {
                  const readable = unlocked || lesson.isFree;
                  const body = (
                    <>
                      {lesson.completed ? (
                        <CheckCircle2
                          className="size-4 shrink-0 text-emerald-400"
                          role="img"
                          aria-label="Completed"
                        />
                      ) : readable ? (
                        <PlayCircle className="size-4 shrink-0 text-primary-text" aria-hidden />
                      ) : (
                        <Lock className="size-4 shrink-0 text-muted" role="img" aria-label="Locked" />
                      )}
                      <span className="min-w-0 flex-1 break-words">{lesson.title}</span>
                      {lesson.isFree && !unlocked ? <Badge>Free</Badge> : null}
                      <span className="shrink-0 text-xs tabular-nums text-muted">{lesson.duration} min</span>
                    </>
                  );
                  return (
                    <li key={lesson.id}>
                      {readable ? (
                        <Link
                          href={lessonPath(course.id, lesson.id)}
                          onClick={() => onOpenLesson?.(lesson)}
                          className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm hover:bg-white/5 hover:text-primary-text"
                        >
                          {body}
                        </Link>
                      ) : (
                        <div className="flex items-center gap-2 px-2 py-2 text-sm text-foreground/80">
                          {body}
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
