import { formatCourseDuration, type CourseSummary } from '@common/education';
import { BookOpen, Clock, Star, Users } from 'lucide-react';
import { Badge } from '@/ui/Badge';
import { learnersLabel, priceLabel, ratingLabel } from './courseFormat';

/**
 * A course in the catalogue; its title is the button that opens the course detail modal. A card in the first row
 * (`atTop`) loads its cover at once: the first cover is the page's largest image, its LCP element.
 */
export function CourseCard({
  course,
  onOpen,
  atTop = false,
}: {
  course: CourseSummary;
  onOpen: (id: number) => void;
  atTop?: boolean;
}) {
  return (
    <article
      className="group relative flex w-full min-w-0 flex-col overflow-hidden rounded-2xl border border-white/10 bg-surface/60 transition-colors focus-within:border-primary/60 hover:border-primary/60"
      data-testid="course-card"
    >
      <img
        src={course.coverImage}
        alt=""
        className="aspect-video w-full bg-black/30 object-cover"
        loading={atTop ? 'eager' : 'lazy'}
        fetchPriority={atTop ? 'high' : 'auto'}
        width={640}
        height={360}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{course.level}</Badge>
          {course.featured ? <Badge variant="gold">Featured</Badge> : null}
          {course.enrolled ? <Badge>Enrolled</Badge> : null}
        </div>
        <h3 className="text-lg font-bold leading-snug">
          <button
            type="button"
            onClick={() => onOpen(course.id)}
            className="text-left outline-none after:absolute after:inset-0 after:content-[''] focus-visible:underline"
          >
            {course.title}
          </button>
        </h3>
        <p className="text-sm text-muted">by {course.instructor}</p>
        <p className="line-clamp-3 text-sm text-foreground/85">{course.description}</p>
        <ul className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          <li className="inline-flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {formatCourseDuration(course.duration)}
          </li>
          <li className="inline-flex items-center gap-1">
            <BookOpen className="size-3.5" aria-hidden />
            {course.modulesCount} modules, {course.lessonsCount} lessons
          </li>
          <li className="inline-flex items-center gap-1">
            <Star className="size-3.5 text-amber-300" aria-hidden />
            {ratingLabel(course.rating, course.ratingCount)}
          </li>
          <li className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {learnersLabel(course.enrolledCount)}
          </li>
        </ul>
        <p className="text-lg font-extrabold text-primary-text">{priceLabel(course.price)}</p>
      </div>
    </article>
  );
}
