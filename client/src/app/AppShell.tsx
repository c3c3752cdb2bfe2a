import { matchRoute, useLocation, useRouter } from 'wouter';
import { PlayerHost } from '@/features/player/PlayerHost';
import { SubscriptionDialogHost } from '@/features/subscription/SubscriptionDialogHost';
import { TutorialHost } from '@/features/tutorial/TutorialHost';
import { cn } from '@/lib/cn';
import { useHasCurrentTrack } from '@/lib/playerStore';
import { AppRouter } from './AppRouter';
import { BottomBar } from './BottomBar';
import { ROUTES } from './routes';
import { SiteHeader } from './SiteHeader';
import { useScrollToTop } from './useScrollToTop';

/** Whether the current path shows a built screen: false where the router shows the not-found page. */
function useHasScreen(): boolean {
  const [location] = useLocation();
  const { parser } = useRouter();
  return Boolean(ROUTES.find(({ path }) => matchRoute(parser, path, location)[0])?.screen);
}

/**
 * The layout around every page: header, main, the mini player, the phone bottom bar and the tutorials
 * (it mounts once the welcome splash is passed). While the mini player shows, the page ends above it, and `--pn-player-offset` holds its
 * height for other fixed elements. The page also ends above the Tutorial button, which covers nothing there.
 */
export function AppShell() {
  useScrollToTop();
  const hasScreen = useHasScreen();
  const playerShown = useHasCurrentTrack();
  return (
    <div
      className={cn(
        'flex min-h-dvh flex-col',
        playerShown ? '[--pn-player-offset:4rem] md:[--pn-player-offset:4.5rem]' : '[--pn-player-offset:0px]',
      )}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary-strong px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      {/*
        The end of the page clears the fixed bars and the Tutorial button above them, so that scrolling to the end
        brings everything out from under the button: on phones the bottom bar (4rem), the button's gap (1rem), the
        button (3rem) and 1rem; wider, the button's gap (1.5rem), the button (2.75rem) and 1.25rem.
      */}
      <main
        id="main"
        tabIndex={-1}
        className="flex-1 pb-[calc(9rem+var(--pn-player-offset)+env(safe-area-inset-bottom))] outline-none md:pb-[calc(5.5rem+var(--pn-player-offset)+env(safe-area-inset-bottom))]"
      >
        <AppRouter />
      </main>
      <PlayerHost />
      <BottomBar />
      <TutorialHost hasScreen={hasScreen} />
      <SubscriptionDialogHost />
    </div>
  );
}
