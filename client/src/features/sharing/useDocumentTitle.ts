import { documentTitle } from '@common/pages';
import { useEffect } from 'react';

/**
 * Names the document after what the page shows (a track's title, an artist's name) once it is known
 * (WCAG 2.4.2); the route's own title stays until then.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
