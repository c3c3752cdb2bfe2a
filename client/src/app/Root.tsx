import { lazy, Suspense, useState, useTransition } from 'react';
import { loadApp, warmApp } from './loadApp';
import { prefetchApp } from './prefetchApp';
import { WelcomeSplash } from './WelcomeSplash';

/**
 * The platform (providers, shell, the routed page and the toasts) with the code of the page in the address:
 * loaded when the visitor enters (or shows the intent to), from the HTTP cache where the splash prefetched it.
 */
const App = lazy(loadApp);

/**
 * The welcome splash, shown first on every load, then the platform. The first load carries only the splash;
 * once its title shows, the platform's code is prefetched at idle priority. Entering is a transition: the splash
 * stays (its button busy) until the platform can show, so no blank screen comes between them; when its code
 * cannot be loaded, the splash says so and stays.
 */
export function Root() {
  const [entered, setEntered] = useState(false);
  const [failed, setFailed] = useState(false);
  const [entering, startEntering] = useTransition();

  function enter() {
    setFailed(false);
    startEntering(async () => {
      try {
        await loadApp();
      } catch {
        setFailed(true);
        return;
      }
      startEntering(() => setEntered(true));
    });
  }

  return (
    <Suspense fallback={null}>
      {entered ? (
        <App />
      ) : (
        <WelcomeSplash
          entering={entering}
          failed={failed}
          onShown={prefetchApp}
          onIntent={warmApp}
          onEnter={enter}
        />
      )}
    </Suspense>
  );
}
