import { useEffect } from 'react';
import { playerActions } from '@/lib/playerStore';

/** Elements where the space bar already means something: typing, or pressing a control. */
const SPACE_OWNERS =
  'input, textarea, select, button, a[href], summary, [contenteditable]:not([contenteditable="false"]), [role="button"], [role="checkbox"], [role="switch"], [role="tab"], [role="menuitem"], [role="option"], [role="radio"], [role="combobox"], [role="textbox"], [role="dialog"] *';

/** Whether a space typed with `target` focused belongs to that element rather than to the player. */
export function spaceBelongsTo(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(SPACE_OWNERS) !== null;
}

/** The space bar plays and pauses, unless the focused element uses the key itself. */
export function useSpaceToggle(): void {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.defaultPrevented || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (spaceBelongsTo(event.target)) return;
      event.preventDefault();
      playerActions.toggle();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}
