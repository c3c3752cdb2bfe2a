import {
  type AuthoringCourse,
  type AuthoringLesson,
  type AuthoringModule,
  type CourseLevel,
} from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Eye, EyeOff, Plus, Star, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth/useAuth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { queryClient } from '@/lib/queryClient';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { toast } from '@/ui/useToast';
import { fieldClass, labelClass, parsePrice } from './authoringForm';
import { LevelAndPriceFields } from './LevelAndPriceFields';
import { authoringRequest, educationKeys, moved, orderOf } from './educationApi';
import { type LessonMedia, LessonMediaFields } from './LessonMediaFields';

type Send = (
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  done?: string,
) => Promise<boolean>;

/** Edits one course: its details, publishing, modules and lessons (Markdown) and their order. */
export function CourseEditor({ courseId, onDeleted }: { courseId: number; onDeleted: () => void }) {
  const course = useQuery<AuthoringCourse>({ queryKey: educationKeys.authoring(courseId), staleTime: 0 });
  const [busy, setBusy] = useState(false);
  // Featuring a course on /education is an administrator's call.
  const isAdmin = useAuth().user?.role === 'admin';

  const send: Send = async (method, url, body, done) => {
    setBusy(true);
    try {
      const next = await authoringRequest(method, url, body);
      if (next) queryClient.setQueryData(educationKeys.authoring(courseId), next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: educationKeys.authoringList }),
        queryClient.invalidateQueries({ queryKey: educationKeys.courses }),
        queryClient.invalidateQueries({ queryKey: educationKeys.course(courseId) }),
      ]);
      if (done) toast({ title: done });
      return true;
    } catch (failure) {
      toast({ title: 'Not saved', description: errorMessage(failure), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (course.isPending) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading the course" />
      </div>
    );
  }
  if (course.isError) return <p role="alert">{errorMessage(course.error)}</p>;

  const data = course.data;
  const reorderModules = (index: number, step: -1 | 1) => {
    const order = orderOf(data);
    void send('PUT', `/api/courses/${data.id}/order`, { modules: moved(order.modules, index, step) });
  };
  const reorderLessons = (moduleIndex: number, index: number, step: -1 | 1) => {
    const order = orderOf(data);
    const target = order.modules[moduleIndex]!;
    target.lessonIds = moved(target.lessonIds, index, step);
    void send('PUT', `/api/courses/${data.id}/order`, order);
  };

  async function handleDelete() {
    if (!window.confirm(`Delete "${data.title}"? This cannot be undone.`)) return;
    if (await send('DELETE', `/api/courses/${data.id}`, undefined, 'Course deleted')) {
      queryClient.removeQueries({ queryKey: educationKeys.authoring(data.id) });
      onDeleted();
    }
  }

  return (
    <section aria-labelledby="editor-heading" className="grid gap-6" aria-busy={busy}>
      <div className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-surface/60 p-4 sm:flex-row sm:items-center">
        <div className="min-w-0 flex-1">
          <h2 id="editor-heading" className="text-xl font-bold break-words">
            {data.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            {data.published ? <Badge>Published</Badge> : <Badge variant="neutral">Draft</Badge>}
            by {data.instructor} · {data.enrolledCount} enrolled · {data.duration} min
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {data.published ? (
            <Button asChild variant="ghost" size="sm">
              <Link href={`/education?course=${data.id}`}>View</Link>
            </Button>
          ) : null}
          <Button
            size="sm"
            variant={data.published ? 'outline' : 'primary'}
            disabled={busy}
            onClick={() =>
              void send(
                'PATCH',
                `/api/courses/${data.id}`,
                { published: !data.published },
                data.published ? 'Course unpublished' : 'Course published',
              )
            }
          >
            {data.published ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
            {data.published ? 'Unpublish' : 'Publish'}
          </Button>
          {isAdmin ? (
            <Button
              size="sm"
              variant="outline"
              aria-pressed={data.featured}
              disabled={busy}
              onClick={() =>
                void send(
                  'PATCH',
                  `/api/courses/${data.id}`,
                  { featured: !data.featured },
                  data.featured ? 'Course no longer featured' : 'Course featured',
                )
              }
            >
              <Star aria-hidden />
              Featured
            </Button>
          ) : null}
          {data.enrolledCount === 0 ? (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => void handleDelete()}>
              <Trash2 aria-hidden />
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      <CourseDetailsForm course={data} send={send} busy={busy} />

      <section aria-labelledby="modules-heading" className="grid gap-4">
        <h3 id="modules-heading" className="text-lg font-bold">
          Modules and lessons
        </h3>
        {data.modules.length === 0 ? <p className="text-sm text-muted">No modules yet.</p> : null}
        <ol className="grid gap-4">
          {data.modules.map((module, index) => (
            <ModuleEditor
              key={module.id}
              module={module}
              index={index}
              count={data.modules.length}
              busy={busy}
              send={send}
              onMove={(step) => reorderModules(index, step)}
              onMoveLesson={(lessonIndex, step) => reorderLessons(index, lessonIndex, step)}
            />
          ))}
        </ol>
        <AddModuleForm courseId={data.id} send={send} busy={busy} />
      </section>
    </section>
  );
}

function CourseDetailsForm({ course, send, busy }: { course: AuthoringCourse; send: Send; busy: boolean }) {
  const [title, setTitle] = useState(course.title);
  const [description, setDescription] = useState(course.description);
  const [level, setLevel] = useState<CourseLevel>(course.level);
  const [price, setPrice] = useState((course.price / 100).toFixed(2));
  const [prerequisites, setPrerequisites] = useState(course.prerequisites.join('\n'));
  const [error, setError] = useState<string | null>(null);

  function handleSubmit(event: React.FormEvent) {
    event.preventDefault();
    const cents = parsePrice(price);
    if (cents === null) {
      setError('Enter the price in dollars, for example 5 or 4.99 (0 for a free course)');
      return;
    }
    setError(null);
    const list = prerequisites
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    void send(
      'PATCH',
      `/api/courses/${course.id}`,
      { title, description, level, price: cents, prerequisites: list },
      'Course saved',
    );
  }

  return (
    <details className="rounded-2xl border border-white/10 bg-surface/60 p-4">
      <summary className="cursor-pointer font-semibold">Course details</summary>
      <form onSubmit={handleSubmit} className="mt-4 grid gap-3">
        <label className={labelClass}>
          Title
          <input className={fieldClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <label className={labelClass}>
          Description
          <textarea
            className={cn(fieldClass, 'min-h-24')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </label>
        <LevelAndPriceFields
          level={level}
          onLevel={setLevel}
          price={price}
          onPrice={setPrice}
          className="sm:grid-cols-2"
        />
        <label className={labelClass}>
          Prerequisites (one a line)
          <textarea
            className={cn(fieldClass, 'min-h-16')}
            value={prerequisites}
            onChange={(e) => setPrerequisites(e.target.value)}
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-300">
            {error}
          </p>
        ) : null}
        <Button type="submit" size="sm" disabled={busy} className="justify-self-start">
          Save details
        </Button>
      </form>
    </details>
  );
}

function MoveButtons({
  label,
  index,
  count,
  busy,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  busy: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <span className="inline-flex gap-1">
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label={`Move ${label} up`}
        disabled={busy || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        className="size-8"
        aria-label={`Move ${label} down`}
        disabled={busy || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </span>
  );
}

function ModuleEditor({
  module,
  index,
  count,
  busy,
  send,
  onMove,
  onMoveLesson,
}: {
  module: AuthoringModule;
  index: number;
  count: number;
  busy: boolean;
  send: Send;
  onMove: (step: -1 | 1) => void;
  onMoveLesson: (index: number, step: -1 | 1) => void;
}) {
  const [title, setTitle] = useState(module.title);
  const titleId = useId();

  return (
    <li
      className="grid gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-4"
      data-testid="module-editor"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="min-w-0 flex-1 font-bold break-words">
          Module {index + 1}: {module.title}
        </h4>
        {module.isFree ? <Badge>Free</Badge> : null}
        <MoveButtons
          label={`module ${module.title}`}
          index={index}
          count={count}
          busy={busy}
          onMove={onMove}
        />
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Delete module ${module.title}`}
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Delete the module "${module.title}" and its lessons?`)) {
              void send('DELETE', `/api/modules/${module.id}`, undefined, 'Module deleted');
            }
          }}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send('PATCH', `/api/modules/${module.id}`, { title }, 'Module saved');
        }}
      >
        <label className={cn(labelClass, 'min-w-0 flex-1')} htmlFor={titleId}>
          Module title
          <input
            id={titleId}
            className={fieldClass}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={busy || title.trim() === ''}>
          Rename
        </Button>
      </form>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={module.isFree}
          disabled={busy}
          onChange={(e) => void send('PATCH', `/api/modules/${module.id}`, { isFree: e.target.checked })}
          className="size-4 accent-[var(--color-primary-strong)]"
        />
        Free module (open to everyone)
      </label>
      <ol className="grid gap-2">
        {module.lessons.map((lesson, lessonIndex) => (
          <LessonEditor
            key={lesson.id}
            lesson={lesson}
            index={lessonIndex}
            count={module.lessons.length}
            busy={busy}
            send={send}
            onMove={(step) => onMoveLesson(lessonIndex, step)}
          />
        ))}
      </ol>
      <AddLessonForm moduleId={module.id} moduleTitle={module.title} send={send} busy={busy} />
    </li>
  );
}

function LessonEditor({
  lesson,
  index,
  count,
  busy,
  send,
  onMove,
}: {
  lesson: AuthoringLesson;
  index: number;
  count: number;
  busy: boolean;
  send: Send;
  onMove: (step: -1 | 1) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(lesson.title);
  const [content, setContent] = useState(lesson.content);
  const [media, setMedia] = useState<LessonMedia>({ videoId: lesson.videoId, trackId: lesson.trackId });

  return (
    <li
      className="grid gap-2 rounded-xl border border-white/10 bg-black/20 px-3 py-2"
      data-testid="lesson-editor"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 text-sm break-words">
          {index + 1}. {lesson.title} <span className="text-muted">· {lesson.duration} min</span>
        </span>
        <MoveButtons
          label={`lesson ${lesson.title}`}
          index={index}
          count={count}
          busy={busy}
          onMove={onMove}
        />
        <Button size="sm" variant="ghost" aria-expanded={editing} onClick={() => setEditing((v) => !v)}>
          {editing ? 'Close' : 'Edit'}
          <span className="sr-only"> lesson {lesson.title}</span>
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Delete lesson ${lesson.title}`}
          disabled={busy}
          onClick={() => {
            if (window.confirm(`Delete the lesson "${lesson.title}"?`)) {
              void send('DELETE', `/api/lessons/${lesson.id}`, undefined, 'Lesson deleted');
            }
          }}
        >
          <Trash2 aria-hidden />
        </Button>
      </div>
      {editing ? (
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void send(
              'PATCH',
              `/api/lessons/${lesson.id}`,
              { title, content, ...media },
              'Lesson saved',
            ).then((ok) => ok && setEditing(false));
          }}
        >
          <label className={labelClass}>
            Lesson title
            <input className={fieldClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
          </label>
          <label className={labelClass}>
            Content (Markdown)
            <textarea
              className={cn(fieldClass, 'min-h-48 font-mono')}
              value={content}
              onChange={(e) => setContent(e.target.value)}
            />
          </label>
          <LessonMediaFields value={media} onChange={setMedia} />
          <Button type="submit" size="sm" disabled={busy} className="justify-self-start">
            Save lesson
          </Button>
        </form>
      ) : null}
    </li>
  );
}

function AddModuleForm({ courseId, send, busy }: { courseId: number; send: Send; busy: boolean }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isFree, setIsFree] = useState(false);
  const id = useId();

  return (
    <form
      className="grid gap-3 rounded-2xl border border-dashed border-white/15 p-4"
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void send(
          'POST',
          `/api/courses/${courseId}/modules`,
          { title, description, isFree },
          'Module added',
        ).then((ok) => {
          if (!ok) return;
          setTitle('');
          setDescription('');
          setIsFree(false);
        });
      }}
    >
      <h4 id={`${id}-heading`} className="font-bold">
        Add a module
      </h4>
      <label className={labelClass}>
        Module title
        <input className={fieldClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      <label className={labelClass}>
        Module description
        <input className={fieldClass} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <label className="inline-flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isFree}
          onChange={(e) => setIsFree(e.target.checked)}
          className="size-4 accent-[var(--color-primary-strong)]"
        />
        Free module (open to everyone)
      </label>
      <Button type="submit" size="sm" disabled={busy || title.trim() === ''} className="justify-self-start">
        <Plus aria-hidden />
        Add module
      </Button>
    </form>
  );
}

function AddLessonForm({
  moduleId,
  moduleTitle,
  send,
  busy,
}: {
  moduleId: number;
  moduleTitle: string;
  send: Send;
  busy: boolean;
}) {
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');

  return (
    <details className="rounded-xl border border-dashed border-white/15 px-3 py-2">
      <summary className="cursor-pointer text-sm font-semibold">
        Add a lesson<span className="sr-only"> to {moduleTitle}</span>
      </summary>
      <form
        className="mt-3 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void send('POST', `/api/modules/${moduleId}/lessons`, { title, content }, 'Lesson added').then(
            (ok) => {
              if (!ok) return;
              setTitle('');
              setContent('');
            },
          );
        }}
      >
        <label className={labelClass}>
          Lesson title
          <input className={fieldClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <label className={labelClass}>
          Content (Markdown)
          <textarea
            className={cn(fieldClass, 'min-h-32 font-mono')}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </label>
        <Button type="submit" size="sm" disabled={busy || title.trim() === ''} className="justify-self-start">
          <Plus aria-hidden />
          Add lesson
        </Button>
      </form>
    </details>
  );
}
