import type { AuthoringModule } from '@common/education';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { AddLessonForm } from './AddLessonForm';
import { fieldClass, labelClass } from './authoringForm';
import { deleteModule, updateModule } from './educationApi';
import { LessonEditor } from './LessonEditor';
import { MoveButtons } from './MoveButtons';
import type { SaveCourse } from './useCourseSave';

/** One module in the editor: rename, free or not, delete, its place, and its lessons. */
export function ModuleEditor({
  module,
  index,
  count,
  busy,
  save,
  onMove,
  onMoveLesson,
}: {
  module: AuthoringModule;
  index: number;
  count: number;
  busy: boolean;
  save: SaveCourse;
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
              void save(() => deleteModule(module.id), 'Module deleted');
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
          void save(() => updateModule(module.id, { title }), 'Module saved');
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
          onChange={(e) => {
            const isFree = e.target.checked;
            void save(() => updateModule(module.id, { isFree }));
          }}
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
            save={save}
            onMove={(step) => onMoveLesson(lessonIndex, step)}
          />
        ))}
      </ol>
      <AddLessonForm moduleId={module.id} moduleTitle={module.title} save={save} busy={busy} />
    </li>
  );
}
