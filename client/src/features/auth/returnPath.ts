import { useLocation, useSearch } from 'wouter';

/** The query parameter of /auth naming the page to go back to once signed in or registered. */
export const RETURN_PARAM = 'next';

/** Any origin: only used to read a path the way a browser would, never requested. */
const PROBE_ORIGIN = 'http://return-path.invalid';

/**
 * A page of this site to go back to, from `?next=`: a path starting with one '/' that a browser would also read
 * as a path of this site, else null. '//host', '/\host' and paths hiding tabs, newlines or backslashes are
 * refused: browsers read them as another site (an open redirect). /auth itself is no page to go back to.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, carrying the page to go back to (none for the home page, where signing in goes anyway). */
export function signInPath(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  return path && path !== '/' ? `/auth?${RETURN_PARAM}=${encodeURIComponent(path)}` : '/auth';
}

/** The page /auth names to go back to (`?next=`), when it is a safe one. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** /auth for the current page: signing in or registering there comes back here. */
export function useSignInPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  // On /auth itself, keep the page it was opened for.
  if (location === '/auth') return search ? `/auth?${search}` : '/auth';
  return signInPath(search ? `${location}?${search}` : location);
}
