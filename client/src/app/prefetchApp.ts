/** The name of the meta element in which the build lists the platform's files (see vite.config.ts). */
export const APP_FILES_META = 'pn-app-files';

/** Links added per task: each starts a request on the main thread, and the platform has about 60 files. */
const LINKS_PER_TASK = 8;

/**
 * Asks the browser to fetch the platform's code into its HTTP cache at idle priority (`rel=prefetch`: fetched,
 * not run), so that entering does not wait for the network. The build lists the files in a meta element; the
 * development server has none (its modules load on demand). The links are added a few per task, so that the page
 * answers input in between. The meta element is marked once its files are asked for: a page prefetches them once.
 */
export function prefetchApp(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`);
  if (!meta || meta.dataset.prefetched) return;
  meta.dataset.prefetched = 'true';
  const files = meta.content.split(' ').filter(Boolean);
  const addFrom = (start: number) => {
    for (const file of files.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = file;
      document.head.append(link);
    }
    if (start + LINKS_PER_TASK < files.length) setTimeout(() => addFrom(start + LINKS_PER_TASK));
  };
  addFrom(0);
}
