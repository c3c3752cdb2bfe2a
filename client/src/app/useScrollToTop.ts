import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** A new page starts at the top. */
export function useScrollToTop(): void {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}
