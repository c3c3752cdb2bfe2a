import { Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { fieldClass, labelClass, resetIfSent } from './authoringForm';
import { addLesson } from './educationApi';
import type { SaveCourse } from './useCourseSave';

/** The form that adds a lesson at the end of a module. */
export function AddLessonForm({
  moduleId,
  moduleTitle,
  save,
  busy,
}: {
  moduleId: number;
  moduleTitle: string;
  save: SaveCourse;
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
          const sent = { title, content };
          void save(() => addLesson(moduleId, sent), 'Lesson added').then((ok) => {
            if (!ok) return;
            setTitle(resetIfSent(sent.title, ''));
            setContent(resetIfSent(sent.content, ''));
          });
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
