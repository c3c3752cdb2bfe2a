import type { Track } from '@common/tracks';
import { ExternalLink, ListMusic, ListPlus, MoreHorizontal, Play } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAddToPlaylist } from '@/features/playlists';
import { usePlayer } from '@/lib/playerStore';
import { toast } from '@/ui/useToast';

function MenuItem({ onSelect, children }: { onSelect: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      role="menuitem"
      onClick={onSelect}
      className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm outline-none transition-colors hover:bg-white/10 focus-visible:bg-white/10 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}

/**
 * The 'more' menu of a track row: play, add to queue, open the track page. A small disclosure menu of its own
 * (no positioning library), so Home's first load stays light; Escape or a click elsewhere closes it.
 */
export function TrackMoreMenu({ track, list }: { track: Track; list: Track[] }) {
  const player = usePlayer();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const addTo = useAddToPlaylist();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const handlePointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [open]);

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  // The dialog gives the focus back to the menu's button when it closes.
  const handleAddToPlaylist = () => {
    setOpen(false);
    trigger.current?.focus();
    addTo.open(track);
  };

  return (
    <div ref={root} className="relative" onClick={(event) => event.stopPropagation()}>
      <button
        ref={trigger}
        type="button"
        aria-label={`More options for ${track.title}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="grid size-9 place-items-center rounded-full text-muted transition-colors hover:bg-white/5 hover:text-foreground"
      >
        <MoreHorizontal className="size-5" aria-hidden />
      </button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={`Options for ${track.title}`}
          className="absolute right-0 top-full z-50 mt-1 min-w-48 rounded-xl border border-white/10 bg-surface p-1 shadow-xl"
        >
          <MenuItem onSelect={choose(() => player.playTrack(track, list))}>
            <Play aria-hidden /> Play now
          </MenuItem>
          <MenuItem
            onSelect={choose(() => {
              player.enqueue(track);
              toast({ title: 'Added to queue', description: `${track.title} by ${track.artist}` });
            })}
          >
            <ListPlus aria-hidden /> Add to queue
          </MenuItem>
          <MenuItem onSelect={handleAddToPlaylist}>
            <ListMusic aria-hidden /> Add to playlist
          </MenuItem>
          <MenuItem onSelect={choose(() => navigate(`/tracks/${track.id}`))}>
            <ExternalLink aria-hidden /> Open track page
          </MenuItem>
        </div>
      ) : null}
      {addTo.dialog}
    </div>
  );
}
