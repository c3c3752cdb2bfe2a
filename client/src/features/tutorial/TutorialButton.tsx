import { GraduationCap } from 'lucide-react';
import { loadTutorialDialog } from './loadTutorialDialog';

/**
 * The fixed bottom-right button that opens the current page's tutorial; clear of the mobile bottom bar and the
 * player. Its size and place are the room AppShell leaves at the end of every page, so it covers nothing there.
 */
export function TutorialButton({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      onPointerEnter={() => void loadTutorialDialog()}
      onFocus={() => void loadTutorialDialog()}
      className="fixed bottom-[calc(5rem+var(--pn-player-offset,0px)+env(safe-area-inset-bottom))] right-4 z-40 inline-flex size-12 items-center justify-center gap-2 rounded-full bg-primary-strong text-sm font-semibold text-white shadow-lg shadow-primary/30 transition hover:bg-primary-hover hover:shadow-primary/50 active:scale-95 md:bottom-[calc(1.5rem+var(--pn-player-offset,0px)+env(safe-area-inset-bottom))] md:right-6 md:h-11 md:w-auto md:px-4"
    >
      <GraduationCap className="size-5" aria-hidden />
      <span className="sr-only md:not-sr-only">Tutorial</span>
    </button>
  );
}
