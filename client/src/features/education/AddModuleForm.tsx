import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/ui/Button';
import { fieldClass, labelClass, resetIfSent } from './authoringForm';
import { addModule } from './educationApi';
import type { SaveCourse } from './useCourseSave';

/** The form that adds a module at the end of the course. */
export function AddModuleForm({
  courseId,
  save,
  busy,
}: {
  courseId: number;
  save: SaveCourse;
  busy: boolean;
}) {
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
        const sent = { title, description, isFree };
        void save(() => addModule(courseId, sent), 'Module added').then((ok) => {
          if (!ok) return;
          setTitle(resetIfSent(sent.title, ''));
          setDescription(resetIfSent(sent.description, ''));
          setIsFree(resetIfSent(sent.isFree, false));
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
