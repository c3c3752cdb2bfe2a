import { COURSE_LEVELS, type CourseLevel } from '@common/education';
import { cn } from '@/lib/cn';
import { fieldClass, labelClass } from './authoringForm';

/** A course's level and its price in dollars, side by side (the new-course form and the course editor). */
export function LevelAndPriceFields({
  level,
  onLevel,
  price,
  onPrice,
  className,
}: {
  level: CourseLevel;
  onLevel: (level: CourseLevel) => void;
  price: string;
  onPrice: (price: string) => void;
  className?: string;
}) {
  return (
    <div className={cn('grid grid-cols-1 gap-3', className)}>
      <label className={labelClass}>
        Level
        <select className={fieldClass} value={level} onChange={(e) => onLevel(e.target.value as CourseLevel)}>
          {COURSE_LEVELS.map((l) => (
            <option key={l}>{l}</option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        Price (USD)
        <input
          className={fieldClass}
          inputMode="decimal"
          value={price}
          onChange={(e) => onPrice(e.target.value)}
        />
      </label>
    </div>
  );
}
