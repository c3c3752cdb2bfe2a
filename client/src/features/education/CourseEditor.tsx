import type { AuthoringCourse } from '@common/education';
import { useQuery } from '@tanstack/react-query';
import { Eye, EyeOff, Star, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Spinner } from '@/ui/Spinner';
import { AddModuleForm } from './AddModuleForm';
import { CourseDetailsForm } from './CourseDetailsForm';
import { deleteCourse, educationKeys, moved, orderOf, reorderCourse, updateCourse } from './educationApi';
import { ModuleEditor } from './ModuleEditor';
import { useCourseSave } from './useCourseSave';

/** Edits one course: its details, publishing, modules and lessons (Markdown) and their order. */
export function CourseEditor({ courseId, onDeleted }: { courseId: number; onDeleted: () => void }) {
  const course = useQuery<AuthoringCourse>({ queryKey: educationKeys.authoring(courseId), staleTime: 0 });
  const { busy, save } = useCourseSave(courseId);
  // Featuring a course on /education is an administrator's call.
  const isAdmin = useAuth().user?.role === 'admin';

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
    void save(() => reorderCourse(data.id, { modules: moved(order.modules, index, step) }));
  };
  const reorderLessons = (moduleIndex: number, index: number, step: -1 | 1) => {
    const order = orderOf(data);
    const target = order.modules[moduleIndex]!;
    target.lessonIds = moved(target.lessonIds, index, step);
    void save(() => reorderCourse(data.id, order));
  };

  async function handleDelete() {
    if (!window.confirm(`Delete "${data.title}"? This cannot be undone.`)) return;
    if (await save(() => deleteCourse(data.id), 'Course deleted')) {
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
              void save(
                () => updateCourse(data.id, { published: !data.published }),
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
                void save(
                  () => updateCourse(data.id, { featured: !data.featured }),
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

      <CourseDetailsForm course={data} save={save} busy={busy} />

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
              save={save}
              onMove={(step) => reorderModules(index, step)}
              onMoveLesson={(lessonIndex, step) => reorderLessons(index, lessonIndex, step)}
            />
          ))}
        </ol>
        <AddModuleForm courseId={data.id} save={save} busy={busy} />
      </section>
    </section>
  );
}
