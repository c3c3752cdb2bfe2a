import { lazy, Suspense, useState, useTransition } from 'react';
import { prefetchApp } from './prefetchApp';
import { WelcomeSplash } from './WelcomeSplash';

/**
 * The platform (providers, shell, the routed page and the toasts) with the code of the page in the address:
 * loaded when the visitor enters, from the HTTP cache where the splash prefetched it.
 */
const App = lazy(async () => {
  // The Content-Security-Policy has no 'unsafe-eval', and zod otherwise tries `new Function` when it builds an
  // object schema (the browser reports that as a violation). Every schema is built in the platform's chunks,
  // so zod is set up before they are run.
  const { config } = await import('zod/v4/core');
  config({ jitless: true });
  const app = await import('./App');
  await app.preloadScreen(window.location.pathname);
  return app;
});

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
          onEnter={() => startEntering(() => setEntered(true))}
        />
      )}
    </Suspense>
  );
}
