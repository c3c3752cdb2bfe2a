import { MENTORS, type MentorId } from '@common/mentor';
import { cn } from '@/lib/cn';
import { MentorAvatar } from './MentorAvatar';

/** Chooses which mentor the chat is with. */
export function MentorSwitcher({ value, onChange }: { value: MentorId; onChange: (id: MentorId) => void }) {
  return (
    <div role="group" aria-label="Choose a mentor" className="grid grid-cols-3 gap-2">
      {MENTORS.map((mentor) => {
        const active = mentor.id === value;
        return (
          <button
            key={mentor.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(mentor.id)}
            className={cn(
              'flex min-w-0 items-center gap-2 rounded-2xl border px-2 py-2 text-left transition-colors sm:gap-3 sm:px-3',
              active
                ? 'border-primary/60 bg-primary/10'
                : 'border-white/10 bg-surface/60 hover:border-white/25',
            )}
          >
            <MentorAvatar mentor={mentor} className="hidden size-9 text-xs min-[420px]:grid" />
            <span className="min-w-0">
              <span className="block text-xs font-bold leading-tight sm:truncate sm:text-sm">
                {mentor.name}
              </span>
              <span className="hidden truncate text-[11px] text-muted sm:block">{mentor.role}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
