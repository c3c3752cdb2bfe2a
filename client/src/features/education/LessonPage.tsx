import {
  EDUCATION_TEXTS,
  type CourseDetail,
  type LessonCompletion,
  type LessonView,
} from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Award, CheckCircle2, Lock, LogIn } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { SignInLink, useAuth } from '@/features/auth';
import { ApiError, errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { CourseDetailDialog } from './CourseDetailDialog';
import { CourseOutline } from './CourseOutline';
import { certificatePath, completeLesson, educationKeys, lessonPath, refreshLearning } from './educationApi';
import { LessonMedia } from './LessonMedia';
import { RateCourse } from './RateCourse';
import './lesson.css';

/** /education/courses/:courseId/lessons/:lessonId: a lesson, Mark complete, previous and next, the outline. */
export default function LessonPage() {
  const params = useParams<{ courseId: string; lessonId: string }>();
  const courseId = Number(params.courseId);
  const lessonId = Number(params.lessonId);
  const valid = Number.isInteger(courseId) && courseId > 0 && Number.isInteger(lessonId) && lessonId > 0;
  const lesson = useQuery<LessonView>({
    queryKey: educationKeys.lesson(courseId, lessonId),
    enabled: valid,
    staleTime: 0,
  });
  const course = useQuery<CourseDetail>({
    queryKey: educationKeys.course(courseId),
    enabled: valid,
    staleTime: 0,
  });
  const [enrollOpen, setEnrollOpen] = useState(false);

  if (!valid) return <Problem title="Lesson not found" message="This address does not name a lesson." />;
  if (lesson.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label="Loading the lesson" />
      </div>
    );
  }

  const locked =
    lesson.error instanceof ApiError && (lesson.error.status === 401 || lesson.error.status === 403);

  return (
    <div className="mx-auto grid grid-cols-1 max-w-screen-xl gap-6 px-4 py-6 sm:py-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-6">
      <div className="min-w-0 space-y-6">
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <li>
              <Link href="/education" className="hover:text-foreground hover:underline">
                Education
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li className="min-w-0">
              <Link href={`/education?course=${courseId}`} className="hover:text-foreground hover:underline">
                {lesson.data?.courseTitle ?? course.data?.title ?? 'Course'}
              </Link>
            </li>
          </ol>
        </nav>
        {locked ? (
          <LockedLesson
            status={(lesson.error as ApiError).status}
            message={(lesson.error as ApiError).serverMessage}
            title={course.data ? titleOf(course.data, lessonId) : null}
            onEnroll={() => setEnrollOpen(true)}
          />
        ) : lesson.isError ? (
          <Problem title="This lesson could not be loaded" message={errorMessage(lesson.error)} />
        ) : (
          <LessonBody lesson={lesson.data} course={course.data} />
        )}
      </div>
      {course.data ? (
        <aside className="min-w-0 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-8rem)] lg:self-start lg:overflow-y-auto">
          <CourseOutline course={course.data} currentLessonId={lessonId} />
        </aside>
      ) : null}
      <CourseDetailDialog
        courseId={enrollOpen ? courseId : null}
        onOpenChange={setEnrollOpen}
        onEnrolled={() => void lesson.refetch()}
      />
    </div>
  );
}

function titleOf(course: CourseDetail, lessonId: number): string | null {
  for (const module of course.modules) {
    const found = module.lessons.find((l) => l.id === lessonId);
    if (found) return found.title;
  }
  return null;
}

function LessonBody({ lesson, course }: { lesson: LessonView; course: CourseDetail | undefined }) {
  const { user } = useAuth();
  const [pending, setPending] = useState(false);
  const [completion, setCompletion] = useState<LessonCompletion | null>(null);
  const certificate = course?.certificate ?? null;
  const courseDone = Boolean(course?.enrollment?.completedAt) || Boolean(completion?.courseCompleted);

  async function handleComplete() {
    setPending(true);
    try {
      const result = await completeLesson(lesson.id);
      setCompletion(result);
      if (result.courseCompleted && result.certificate) {
        toast({
          title: 'Course complete',
          description: `Your certificate ${result.certificate.certificateNumber} is ready.`,
        });
      } else {
        toast({
          title: EDUCATION_TEXTS.completed,
          description: `${result.progress}% of the course complete.`,
        });
      }
      await refreshLearning(lesson.courseId);
    } catch (failure) {
      toast({ title: 'Progress not saved', description: errorMessage(failure), variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }

  const completed = lesson.completed || completion?.lessonId === lesson.id;
  const certificateNumber =
    completion?.certificate?.certificateNumber ?? certificate?.certificateNumber ?? null;

  return (
    <article className="min-w-0 space-y-6" aria-labelledby="lesson-title">
      <header className="space-y-2">
        <p className="text-sm font-semibold text-primary-text">{lesson.module.title}</p>
        <h1 id="lesson-title" className="text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
          {lesson.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span>{lesson.duration} min</span>
          {lesson.isFree ? <Badge>Free</Badge> : null}
          {completed ? (
            <span className="inline-flex items-center gap-1 text-emerald-400">
              <CheckCircle2 className="size-4" aria-hidden />
              {EDUCATION_TEXTS.completed}
            </span>
          ) : null}
        </div>
      </header>

      <LessonMedia lesson={lesson} />

      {/* Rendered from Markdown and sanitised with an allow-list on the server (common/education.ts). */}
      <div
        className="lesson-content"
        data-testid="lesson-content"
        dangerouslySetInnerHTML={{ __html: lesson.html }}
      />

      <div className="flex flex-wrap items-center gap-3 border-t border-white/10 pt-6">
        {!user ? (
          <p className="text-sm text-muted">
            <SignInLink className="font-semibold text-primary-text underline">Log in</SignInLink> to save your
            progress.
          </p>
        ) : completed ? (
          <p className="inline-flex items-center gap-2 font-semibold text-emerald-400" role="status">
            <CheckCircle2 className="size-5" aria-hidden />
            {EDUCATION_TEXTS.completed}
          </p>
        ) : (
          <Button onClick={() => void handleComplete()} disabled={pending}>
            <CheckCircle2 aria-hidden />
            {pending ? 'Saving...' : EDUCATION_TEXTS.markComplete}
          </Button>
        )}
      </div>

      {courseDone && certificateNumber ? (
        <section
          aria-labelledby="course-complete"
          className="flex flex-col gap-3 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4 sm:flex-row sm:items-center"
          data-testid="course-complete"
        >
          <Award className="size-8 shrink-0 text-amber-300" aria-hidden />
          <div className="min-w-0 flex-1">
            <h2 id="course-complete" className="font-bold">
              Course complete
            </h2>
            <p className="break-all text-sm text-amber-50/90">Your certificate: {certificateNumber}</p>
          </div>
          <Button asChild size="sm">
            <Link href={certificatePath(certificateNumber)}>View certificate</Link>
          </Button>
        </section>
      ) : null}

      {course ? (
        <RateCourse courseId={course.id} myRating={course.myRating} canRate={course.canRate} />
      ) : null}

      <nav aria-label="Lessons" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {lesson.previous ? (
          <Link
            href={lessonPath(lesson.courseId, lesson.previous.id)}
            className="grid gap-1 rounded-xl border border-white/10 px-4 py-3 hover:border-primary/60"
            rel="prev"
          >
            <span className="inline-flex items-center gap-1 text-xs text-muted">
              <ArrowLeft className="size-3.5" aria-hidden />
              Previous
            </span>
            <span className="font-semibold break-words">{lesson.previous.title}</span>
          </Link>
        ) : (
          <span className="hidden sm:block" />
        )}
        {lesson.next ? (
          <Link
            href={lessonPath(lesson.courseId, lesson.next.id)}
            className="grid gap-1 rounded-xl border border-white/10 px-4 py-3 text-right hover:border-primary/60"
            rel="next"
          >
            <span className="inline-flex items-center justify-end gap-1 text-xs text-muted">
              Next
              <ArrowRight className="size-3.5" aria-hidden />
            </span>
            <span className="font-semibold break-words">{lesson.next.title}</span>
          </Link>
        ) : null}
      </nav>
    </article>
  );
}

/** A paid lesson without enrolment: the server's message, and the way in (log in, or enrol). */
function LockedLesson({
  status,
  message,
  title,
  onEnroll,
}: {
  status: number;
  message: string;
  title: string | null;
  onEnroll: () => void;
}) {
  return (
    <section
      className="grid justify-items-start gap-4 rounded-2xl border border-white/10 bg-surface/60 p-6"
      aria-labelledby="lesson-title"
      data-testid="lesson-locked"
    >
      <Lock className="size-8 text-primary-text" aria-hidden />
      <h1 id="lesson-title" className="text-2xl font-extrabold tracking-tight break-words">
        {title ?? 'This lesson is locked'}
      </h1>
      <p role="alert" className="text-base">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onEnroll}>Enroll</Button>
        {status === 401 ? (
          <Button asChild variant="outline">
            <SignInLink>
              <LogIn aria-hidden />
              Log in
            </SignInLink>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

function Problem({ title, message }: { title: string; message: string }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-xl font-bold">{title}</h1>
      <p className="mt-2 text-sm text-muted">{message}</p>
      <Button asChild variant="outline" className="mt-6">
        <Link href="/education">Back to Education</Link>
      </Button>
    </div>
  );
}
