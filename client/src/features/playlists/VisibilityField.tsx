import { PLAYLIST_VISIBILITIES, type PlaylistVisibility } from '@common/playlists';
import { Globe, Link2, Lock } from 'lucide-react';
import { cn } from '@/lib/cn';

export const VISIBILITY_TEXT: Record<PlaylistVisibility, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone can find it on your profile' },
  unlisted: { label: 'Unlisted', hint: 'Only people with the link' },
  private: { label: 'Private', hint: 'Only you' },
};

const ICONS = { public: Globe, unlisted: Link2, private: Lock } as const;

/** Public, unlisted or private: a group of radio buttons (arrow keys move between them). */
export function VisibilityField({
  name,
  value,
  onValueChange,
}: {
  name: string;
  value: PlaylistVisibility;
  onValueChange: (value: PlaylistVisibility) => void;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Visibility</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {PLAYLIST_VISIBILITIES.map((visibility) => {
          const Icon = ICONS[visibility];
          const checked = value === visibility;
          return (
            <label
              key={visibility}
              className={cn(
                'flex cursor-pointer items-start gap-2 rounded-lg border p-2.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary/60',
                checked ? 'border-primary bg-primary/10' : 'border-white/10 hover:border-white/25',
              )}
            >
              <input
                type="radio"
                name={name}
                value={visibility}
                checked={checked}
                onChange={() => onValueChange(visibility)}
                className="sr-only"
              />
              <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>
                <span className="block font-semibold">{VISIBILITY_TEXT[visibility].label}</span>
                <span className="block text-xs text-muted">{VISIBILITY_TEXT[visibility].hint}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
