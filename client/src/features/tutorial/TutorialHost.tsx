import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { loadTutorialDialog } from './loadTutorialDialog';
import { afterScreenShown } from './screenCover';
import { tutorialDelayMs } from './tutorialDelay';
import type { TutorialPageKey } from './storageKeys';
import { TutorialButton } from './TutorialButton';
import { tutorialKeyForPath } from './tutorialPageKey';
import { isTutorialCompleted, markTutorialCompleted } from './tutorialStorage';

const TutorialDialog = lazy(loadTutorialDialog);

/**
 * The tutorials: opens the current page's tutorial once the page has been on screen for its delay (unless
 * it was completed before), and shows the Tutorial button that replays it. Pages without a tutorial
 * replay the home tutorial, and so does a path whose screen is not built yet (`hasScreen` false: the
 * not-found page shows), where the page's own tutorial would describe a screen that is not there.
 */
export function TutorialHost({ hasScreen }: { hasScreen: boolean }) {
  const [location] = useLocation();
  const pageKey = hasScreen ? tutorialKeyForPath(location) : null;
  const [openKey, setOpenKey] = useState<TutorialPageKey | null>(null);
  const [pageShown, setPageShown] = useState(false);

  // The button and the tutorials wait while a full-screen layer (welcome splash, another dialog) covers the page.
  useEffect(() => afterScreenShown(0, () => setPageShown(true)), []);

  useEffect(() => {
    if (!pageKey || openKey || isTutorialCompleted(pageKey)) return;
    void loadTutorialDialog();
    return afterScreenShown(tutorialDelayMs(pageKey), () => {
      if (!isTutorialCompleted(pageKey)) setOpenKey(pageKey);
    });
  }, [pageKey, openKey]);

  const handleClose = () => {
    if (openKey) markTutorialCompleted(openKey);
    setOpenKey(null);
  };

  return (
    <>
      {pageShown ? <TutorialButton onClick={() => setOpenKey(pageKey ?? 'home')} /> : null}
      {openKey ? (
        <Suspense fallback={null}>
          <TutorialDialog key={openKey} pageKey={openKey} onClose={handleClose} />
        </Suspense>
      ) : null}
    </>
  );
}
