const POLL_MS = 100;

/**
 * True while a full-screen fixed layer (the welcome splash, an open modal) sits over the middle of the
 * page, so that nothing the visitor could read is showing yet.
 */
function isScreenCovered(): boolean {
  const { innerWidth: width, innerHeight: height } = window;
  let node = document.elementFromPoint(width / 2, height / 2);
  while (node && node !== document.body && node !== document.documentElement) {
    if (getComputedStyle(node).position === 'fixed') {
      const rect = node.getBoundingClientRect();
      if (rect.width >= width * 0.9 && rect.height >= height * 0.9) return true;
    }
    node = node.parentElement;
  }
  return false;
}

/**
 * Calls `onShown` once the page has been visible, uncovered, for `delayMs` in a row. The delay restarts
 * whenever something covers the page again. Returns a function that cancels the wait.
 */
export function afterScreenShown(delayMs: number, onShown: () => void): () => void {
  let shownSince: number | null = null;
  const check = () => {
    if (document.visibilityState === 'hidden' || isScreenCovered()) {
      shownSince = null;
      return;
    }
    const now = performance.now();
    shownSince ??= now;
    if (now - shownSince >= delayMs) {
      window.clearInterval(timer);
      onShown();
    }
  };
  const timer = window.setInterval(check, POLL_MS);
  return () => window.clearInterval(timer);
}
