import { useEffect, useState } from 'react';

/** Whether the welcome splash still covers the page (the shell around #main is inert meanwhile). */
const isCovered = () => Boolean(document.getElementById('main')?.closest('[inert]'));

/**
 * Becomes true once the welcome splash has been passed: a dialog opened from the address (a shared link)
 * waits for it, so that it never traps the focus under the splash.
 */
export function useShellUncovered(): boolean {
  // Read after the first commit, when the shell (and the splash's inert) is in the document.
  const [uncovered, setUncovered] = useState(false);
  useEffect(() => {
    if (uncovered) return;
    const check = () => {
      if (isCovered()) return;
      setUncovered(true);
      observer.disconnect();
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
    check();
    return () => observer.disconnect();
  }, [uncovered]);
  return uncovered;
}
