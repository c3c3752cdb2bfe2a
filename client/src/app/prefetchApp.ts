/** The name of the meta element in which the build lists the platform's files (see vite.config.ts). */
export const APP_FILES_META = 'pn-app-files';

let prefetched = false;

/**
 * Asks the browser to fetch the platform's code into its HTTP cache at idle priority (`rel=prefetch`: fetched,
 * not run), so that entering does not wait for the network. The build lists the files in a meta element; the
 * development server has none (its modules load on demand).
 */
export function prefetchApp(): void {
  if (prefetched) return;
  prefetched = true;
  const files = document.querySelector<HTMLMetaElement>(`meta[name="${APP_FILES_META}"]`)?.content ?? '';
  for (const file of files.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = file;
    document.head.append(link);
  }
}
