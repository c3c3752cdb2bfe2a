import { type RefObject, useEffect, useState } from 'react';

export interface ScrollEdges {
  /** Content hidden to the left. */
  start: boolean;
  /** Content hidden to the right. */
  end: boolean;
}

/**
 * Which sides of a horizontally scrolling element hide content, kept current on scroll and resize.
 * A vertical mouse wheel over the element scrolls it sideways.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ start: false, end: false });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      const start = element.scrollLeft > 1;
      const end = element.scrollLeft < max - 1;
      setEdges((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
    };
    const handleWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaY) <= Math.abs(event.deltaX)) return;
      if (element.scrollWidth <= element.clientWidth) return;
      element.scrollLeft += event.deltaY;
      event.preventDefault();
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    element.addEventListener('scroll', update, { passive: true });
    element.addEventListener('wheel', handleWheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', update);
      element.removeEventListener('wheel', handleWheel);
    };
  }, [ref]);

  return edges;
}
