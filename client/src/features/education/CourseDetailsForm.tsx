import type { AuthoringCourse, CourseLevel } from '@common/education';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import { fieldClass, labelClass, parsePrice } from './authoringForm';
import { updateCourse } from './educationApi';
import { LevelAndPriceFields } from './LevelAndPriceFields';
import type { SaveCourse } from './useCourseSave';

/** The course's title, description, level, price and prerequisites, saved together. */
export function CourseDetailsForm({
  course,
  save,
  busy,
}: {
  course: AuthoringCourse;
  save: SaveCourse;
  busy: boolean;
}) {
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
    void save(
      () => updateCourse(course.id, { title, description, level, price: cents, prerequisites: list }),
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
