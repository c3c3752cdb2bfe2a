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
 * stays (its button busy) until the platform can show, so no blank screen comes between them.
 */
export function Root() {
  const [entered, setEntered] = useState(false);
  const [entering, startEntering] = useTransition();
  return (
    <Suspense fallback={null}>
      {entered ? (
        <App />
      ) : (
        <WelcomeSplash
          entering={entering}
          onShown={prefetchApp}
          onIntent={warmApp}
          onEnter={() => startEntering(() => setEntered(true))}
        />
      )}
    </Suspense>
  );
}
