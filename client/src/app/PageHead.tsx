import { documentTitle, matchPage, NOT_FOUND_PAGE } from '@common/pages';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Sets the document's meta description (the server wrote the first page's; this follows navigation). */
function setDescription(text: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = text;
}

/**
 * Gives every route its own document title and description as the user navigates (WCAG 2.4.2), from the one
 * page list the server reads too (common/pages.ts). Rendered before the routes, so a page that names itself
 * after what it shows (useDocumentTitle) has the last word.
 */
export function PageHead() {
  const [location] = useLocation();
  useEffect(() => {
    const page = matchPage(location)?.page ?? NOT_FOUND_PAGE;
    document.title = documentTitle(page.title);
    setDescription(page.description);
  }, [location]);
  return null;
}
