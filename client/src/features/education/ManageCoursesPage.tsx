import { EDUCATION_MESSAGES, type AuthoringCourseList, type CourseLevel } from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, PenSquare, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { ApiError, errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/queryClient';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { CourseEditor } from './CourseEditor';
import { createCourse, educationKeys } from './educationApi';
import { fieldClass, labelClass, parsePrice } from './authoringForm';
import { LevelAndPriceFields } from './LevelAndPriceFields';

/** /education/manage: administrators and instructors create, edit, order and publish courses. */
export default function ManageCoursesPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const selected = Number(new URLSearchParams(search).get('course')) || null;
  const list = useQuery<AuthoringCourseList>({ queryKey: educationKeys.authoringList, staleTime: 0 });

  const select = (id: number | null) =>
    navigate(id === null ? '/education/manage' : `/education/manage?course=${id}`, { replace: true });

  if (list.isPending) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner className="size-8" label="Loading your courses" />
      </div>
    );
  }
  if (list.isError) {
    const forbidden = list.error instanceof ApiError && list.error.status === 403;
    return (
      <div className="mx-auto max-w-md px-4 py-20 text-center">
        <h1 className="text-xl font-bold">Course authoring</h1>
        <p className="mt-2 text-muted">
          {forbidden ? EDUCATION_MESSAGES.authorsOnly : errorMessage(list.error)}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link href="/education">Back to Education</Link>
        </Button>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-screen-xl space-y-6 px-4 py-6 sm:py-8 lg:px-6">
      <header className="space-y-2">
        <Link
          href="/education"
          className="inline-flex items-center gap-1 text-sm text-muted hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          Education
        </Link>
        <h1 className="flex items-center gap-2 text-3xl font-extrabold tracking-tight">
          <PenSquare className="size-7 shrink-0 text-primary-text" aria-hidden />
          Manage courses
        </h1>
        <p className="text-muted">
          Write courses in Markdown, order their modules and lessons, and publish when they are ready. Drafts
          are invisible to learners.
        </p>
      </header>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="course-list-heading" className="grid gap-3">
            <h2 id="course-list-heading" className="text-lg font-bold">
              {list.data.isAdmin ? 'All courses' : 'Your courses'}
            </h2>
            {list.data.courses.length === 0 ? (
              <p className="text-sm text-muted">No courses yet: create the first one below.</p>
            ) : (
              <ul className="grid gap-2">
                {list.data.courses.map((course) => (
                  <li key={course.id}>
                    <button
                      type="button"
                      onClick={() => select(course.id)}
                      aria-current={selected === course.id ? 'true' : undefined}
                      className={cn(
                        'grid w-full gap-1 rounded-xl border px-3 py-2 text-left text-sm',
                        selected === course.id
                          ? 'border-primary bg-primary/10'
                          : 'border-white/10 bg-white/[0.03] hover:border-white/30',
                      )}
                    >
                      <span className="font-semibold break-words">{course.title}</span>
                      <span className="flex flex-wrap items-center gap-2 text-xs text-muted">
                        {course.published ? <Badge>Published</Badge> : <Badge variant="neutral">Draft</Badge>}
                        {course.modulesCount} modules · {course.lessonsCount} lessons · {course.enrolledCount}{' '}
                        enrolled
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <NewCourseForm onCreated={select} />
        </div>
        <div className="min-w-0">
          {selected ? (
            <CourseEditor key={selected} courseId={selected} onDeleted={() => select(null)} />
          ) : (
            <p className="rounded-2xl border border-dashed border-white/15 p-8 text-center text-muted">
              Choose a course to edit it, or create a new one.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function NewCourseForm({ onCreated }: { onCreated: (id: number) => void }) {
  const id = useId();
  const [title, setTitle] = useState('');
  const [level, setLevel] = useState<CourseLevel>('Beginner');
  const [price, setPrice] = useState('0');
  const [description, setDescription] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const cents = parsePrice(price);
    if (cents === null) {
      setError('Enter the price in dollars, for example 5 or 4.99 (0 for a free course)');
      return;
    }
    setPending(true);
    setError(null);
    try {
      const course = await createCourse({
        title,
        level,
        price: cents,
        description,
      });
      await queryClient.invalidateQueries({ queryKey: educationKeys.authoringList });
      toast({ title: 'Course created', description: `${title} is a draft until you publish it.` });
      setTitle('');
      setDescription('');
      onCreated(course.id);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void handleSubmit(event)}
      className="grid gap-3 rounded-2xl border border-white/10 bg-surface/60 p-4"
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        New course
      </h2>
      <label className={labelClass}>
        Title
        <input className={fieldClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      <LevelAndPriceFields
        level={level}
        onLevel={setLevel}
        price={price}
        onPrice={setPrice}
        className="grid-cols-2"
      />
      <label className={labelClass}>
        Description
        <textarea
          className={cn(fieldClass, 'min-h-20')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending || title.trim() === ''} className="justify-self-start">
        <Plus aria-hidden />
        {pending ? 'Creating...' : 'Create course'}
      </Button>
    </form>
  );
}
