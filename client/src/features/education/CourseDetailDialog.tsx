import { EDUCATION_TEXTS, formatCourseDuration, type CourseDetail } from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { Award, BookOpen, Clock, Gift, Pencil, Star, Users } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { PaymentStep } from '@/features/payments';
import { errorMessage } from '@/lib/api';
import { Badge } from '@/ui/Badge';
import { ShareButton } from '@/features/sharing';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { CourseCurriculum } from './CourseCurriculum';
import { learnersLabel, priceLabel, ratingLabel } from './courseFormat';
import { educationKeys, lessonPath, lessonsOf } from './educationApi';
import { useEnrollment } from './useEnrollment';

/**
 * The course detail modal: the course's facts, its curriculum of collapsible modules, the certification
 * blurb and Enroll (free at once, paid through the payment step).
 */
export function CourseDetailDialog({
  courseId,
  onOpenChange,
  onEnrolled,
}: {
  courseId: number | null;
  onOpenChange: (open: boolean) => void;
  /** After 'Enrollment Successful' (the modal has been asked to close). */
  onEnrolled?: () => void;
}) {
  return (
    <Dialog open={courseId !== null} onOpenChange={onOpenChange}>
      {courseId !== null ? (
        <DialogContent className="max-w-2xl" data-testid="course-dialog" aria-describedby={undefined}>
          <CourseDetailBody
            courseId={courseId}
            onClose={() => onOpenChange(false)}
            onEnrolled={() => {
              onOpenChange(false);
              onEnrolled?.();
            }}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CourseDetailBody({
  courseId,
  onClose,
  onEnrolled,
}: {
  courseId: number;
  onClose: () => void;
  onEnrolled: () => void;
}) {
  const { user } = useAuth();
  const course = useQuery<CourseDetail>({ queryKey: educationKeys.course(courseId), staleTime: 0 });
  const enrollment = useEnrollment(course.data, onEnrolled);

  if (course.isPending) {
    return (
      <>
        <DialogTitle className="sr-only">Course details</DialogTitle>
        <div className="grid place-items-center py-16">
          <Spinner className="size-8" label="Loading the course" />
        </div>
      </>
    );
  }
  if (course.isError) {
    return (
      <DialogHeader>
        <DialogTitle>Course not available</DialogTitle>
        <DialogDescription>{errorMessage(course.error)}</DialogDescription>
      </DialogHeader>
    );
  }

  const data = course.data;
  const lessons = lessonsOf(data);
  const hasFree = lessons.some((l) => l.isFree);
  const firstFree = lessons.find((l) => l.isFree);
  const resumeId =
    data.enrollment?.lastAccessedLessonId ?? lessons.find((l) => !l.completed)?.id ?? lessons[0]?.id;

  if (enrollment.checkout) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Enroll in {data.title}</DialogTitle>
          <DialogDescription>Pay once and every lesson of the course is yours.</DialogDescription>
        </DialogHeader>
        {enrollment.error ? (
          <p role="alert" className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300">
            {enrollment.error}
          </p>
        ) : null}
        <PaymentStep
          checkout={enrollment.checkout}
          onSuccess={(result) => void enrollment.paid(result)}
          onCancel={enrollment.back}
          onBack={enrollment.back}
        />
      </>
    );
  }

  function handleOpenLesson(lesson: { isFree: boolean }) {
    if (!user && lesson.isFree) {
      toast({ title: EDUCATION_TEXTS.freeContentTitle, description: EDUCATION_TEXTS.freeContentBody });
    }
    onClose();
  }

  return (
    <>
      <DialogHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="neutral">{data.level}</Badge>
          {data.featured ? <Badge variant="gold">Featured</Badge> : null}
          {!data.published ? <Badge variant="neutral">Draft</Badge> : null}
        </div>
        <DialogTitle>{data.title}</DialogTitle>
        <p className="text-sm text-muted">by {data.instructor}</p>
      </DialogHeader>
      {/* The cover's own 16:9 shape, as on the course cards: a wider box would cut off its level badge. */}
      <img
        src={data.coverImage}
        alt=""
        className="aspect-video w-full rounded-xl bg-black/30 object-cover"
        width={1200}
        height={675}
      />
      <p className="whitespace-pre-line text-sm leading-relaxed text-foreground/90">{data.description}</p>

      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="course-facts">
        <Fact icon={<Clock aria-hidden />} label="Duration" value={formatCourseDuration(data.duration)} />
        <Fact
          icon={<BookOpen aria-hidden />}
          label="Content"
          value={`${data.modulesCount} modules, ${data.lessonsCount} lessons`}
        />
        <Fact icon={<Users aria-hidden />} label="Enrolled" value={learnersLabel(data.enrolledCount)} />
        <Fact icon={<Star aria-hidden />} label="Rating" value={ratingLabel(data.rating, data.ratingCount)} />
      </dl>

      {data.prerequisites.length > 0 ? (
        <section aria-labelledby={`prereq-${data.id}`} className="grid gap-1 text-sm">
          <h3 id={`prereq-${data.id}`} className="font-semibold">
            Prerequisites
          </h3>
          <ul className="list-inside list-disc text-muted">
            {data.prerequisites.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {!user && hasFree ? (
        <div
          role="note"
          className="flex items-start gap-3 rounded-xl border border-emerald-400/30 bg-emerald-400/10 px-4 py-3 text-sm"
        >
          <Gift className="mt-0.5 size-4 shrink-0 text-emerald-300" aria-hidden />
          <div className="grid gap-1">
            <p className="font-semibold text-emerald-100">{EDUCATION_TEXTS.freeContentTitle}</p>
            <p className="text-emerald-50/90">{EDUCATION_TEXTS.freeContentBody}</p>
          </div>
        </div>
      ) : null}

      {data.enrollment ? (
        <div className="grid gap-2 rounded-xl border border-primary/30 bg-primary/10 px-4 py-3 text-sm">
          <p className="font-semibold">
            You are enrolled: {data.enrollment.progress}% complete ({data.enrollment.completedLessons} of{' '}
            {data.enrollment.totalLessons} lessons)
          </p>
          {data.certificate ? (
            <p>
              Certificate{' '}
              <Link
                href={`/certificates/${data.certificate.certificateNumber}`}
                className="font-semibold text-primary-text underline"
                onClick={onClose}
              >
                {data.certificate.certificateNumber}
              </Link>{' '}
              ({data.certificate.status})
            </p>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby={`curriculum-${data.id}`} className="grid gap-3">
        <h3 id={`curriculum-${data.id}`} className="text-lg font-bold">
          Curriculum
        </h3>
        <CourseCurriculum course={data} onOpenLesson={handleOpenLesson} />
      </section>

      <section
        aria-labelledby={`certification-${data.id}`}
        className="flex items-start gap-3 rounded-xl border border-amber-400/30 bg-amber-400/10 px-4 py-3 text-sm"
      >
        <Award className="mt-0.5 size-5 shrink-0 text-amber-300" aria-hidden />
        <div className="grid gap-1">
          <h3 id={`certification-${data.id}`} className="font-semibold text-amber-100">
            Certification
          </h3>
          <p className="text-amber-50/90">{data.certificationBlurb}</p>
        </div>
      </section>

      {enrollment.error ? (
        <p role="alert" className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-red-300">
          {enrollment.error}
        </p>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
        {data.published ? (
          <ShareButton
            url={`/education?course=${data.id}`}
            title={`${data.title}, a course on Panda Nation`}
            variant="ghost"
          />
        ) : null}
        {data.canEdit ? (
          <Button asChild variant="ghost">
            <Link href={`/education/manage?course=${data.id}`} onClick={onClose}>
              <Pencil aria-hidden />
              Edit course
            </Link>
          </Button>
        ) : null}
        {!data.enrollment && firstFree ? (
          <Button asChild variant="outline">
            <Link href={lessonPath(data.id, firstFree.id)} onClick={() => handleOpenLesson(firstFree)}>
              Start free lesson
            </Link>
          </Button>
        ) : null}
        {data.enrollment ? (
          resumeId !== undefined ? (
            <Button asChild>
              <Link href={lessonPath(data.id, resumeId)} onClick={onClose}>
                {data.enrollment.completedLessons > 0 ? 'Continue learning' : 'Start learning'}
              </Link>
            </Button>
          ) : null
        ) : (
          <Button onClick={() => void enrollment.start()} disabled={enrollment.pending}>
            {enrollment.pending
              ? 'Enrolling...'
              : data.price === 0
                ? 'Enroll for free'
                : `Enroll for ${priceLabel(data.price)}`}
          </Button>
        )}
      </div>
    </>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-xl border border-white/10 bg-white/[0.03] px-3 py-2">
      <dt className="flex items-center gap-1.5 text-xs text-muted [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}
