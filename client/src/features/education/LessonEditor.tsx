import type { AuthoringLesson } from '@common/education';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { fieldClass, labelClass } from './authoringForm';
import { deleteLesson, updateLesson } from './educationApi';
import { type LessonMedia, LessonMediaFields } from './LessonMediaFields';
import { MoveButtons } from './MoveButtons';
import type { SaveCourse } from './useCourseSave';

/** One lesson in the editor: its place, delete, and the form that edits its title, Markdown and media. */
export function LessonEditor({
  lesson,
  index,
  count,
  busy,
  save,
  onMove,
}: {
  lesson: AuthoringLesson;
  index: number;
  count: number;
  busy: boolean;
  save: SaveCourse;
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
              void save(() => deleteLesson(lesson.id), 'Lesson deleted');
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
            void save(() => updateLesson(lesson.id, { title, content, ...media }), 'Lesson saved').then(
              (ok) => ok && setEditing(false),
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
