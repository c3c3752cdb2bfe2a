import { useSyncExternalStore } from 'react';

const NARROW = '(max-width: 639px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * The width of a chart's viewBox: narrower on phones, so its labels keep a readable size when the chart is scaled
 * to the screen.
 */
export function useChartWidth(): number {
  const narrow = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    () => false,
  );
  return narrow ? 420 : 800;
}
