import type { ComponentType } from 'react';

type AppModule = {
  default: ComponentType;
  preloadScreen(pathname: string): Promise<void>;
  preloadSession(): Promise<void>;
};

let loading: Promise<AppModule> | null = null;

/**
 * The longest entering waits for the session's user: past it the platform shows, with its own loading states
 * (a protected page's spinner), rather than keeping the visitor on the splash while the server is slow.
 */
const SESSION_WAIT_MS = 3000;

function atMost(ms: number, work: Promise<void>): Promise<void> {
  return Promise.race([work, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/**
 * Loads (and runs) the platform's code and the code of the page in the address, and reads the session's user
 * (waiting for it up to SESSION_WAIT_MS), once: called when the visitor shows the intent to enter (pointer over
 * or pressing Enter Platform) and by the lazy platform itself, so a click finds the work under way or done. A
 * failed load is forgotten, so that the next call tries again.
 */
export function loadApp(): Promise<AppModule> {
  loading ??= (async () => {
    // The Content-Security-Policy has no 'unsafe-eval', and zod otherwise tries `new Function` when it builds an
    // object schema (the browser reports that as a violation). Every schema is built in the platform's chunks,
    // so zod is set up before they are run.
    const { config } = await import('zod/v4/core');
    config({ jitless: true });
    const app = await import('./App');
    await Promise.all([
      app.preloadScreen(window.location.pathname),
      atMost(SESSION_WAIT_MS, app.preloadSession()),
    ]);
    return app;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** `loadApp` for event handlers: starts the load and leaves its outcome to the lazy platform. */
export function warmApp(): void {
  loadApp().catch(() => undefined);
}
