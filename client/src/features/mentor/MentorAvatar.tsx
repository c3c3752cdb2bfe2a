import type { Mentor, MentorId } from '@common/mentor';
import { cn } from '@/lib/cn';

/** Each mentor's colours (white initials on these pass 4.5:1). */
const COLOURS: Record<MentorId, string> = {
  drizzy: 'bg-gradient-to-br from-[#db006e] to-[#7c1d6f]',
  vocal_coach: 'bg-gradient-to-br from-[#6d28d9] to-[#1d4ed8]',
  business_guru: 'bg-gradient-to-br from-[#047857] to-[#0f766e]',
};

/** The mentor's round avatar with their initials (decorative next to their name). */
export function MentorAvatar({ mentor, className }: { mentor: Mentor; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full text-sm font-extrabold tracking-wide text-white shadow-lg shadow-black/40 ring-2 ring-white/10',
        COLOURS[mentor.id],
        className,
      )}
    >
      {mentor.avatar}
    </span>
  );
}
