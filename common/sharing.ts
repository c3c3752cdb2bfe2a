import { z } from 'zod';
import { formatStartTime } from './pages';

/** What a share image's address may carry: `v`, which changes with the image so caches fetch the new one. */
export const shareImageQuerySchema = z.object({ v: z.string().max(64).optional() });

/** Messages the sharing routes answer with. */
export const SHARING_MESSAGES = {
  imageNotFound: 'No share image: nothing public has that address',
} as const;

/** A page's absolute address to share, starting at `startSeconds` when given (a track link's `?t=1:23`). */
export function shareLink(origin: string, path: string, startSeconds?: number | null): string {
  const url = new URL(path, origin);
  if (startSeconds !== undefined && startSeconds !== null && startSeconds >= 1) {
    url.searchParams.set('t', formatStartTime(startSeconds));
  }
  // `t=1:23` reads better than `t=1%3A23`, and a colon is allowed in a query.
  return url
    .toString()
    .replace(
      /([?&]t=)([\d%A]+)/,
      (_all, key: string, value: string) => `${key}${value.replace(/%3A/g, ':')}`,
    );
}

/** Where each network's share form is, for a link and its title. */
export function networkShareLinks(link: string, title: string): { name: string; href: string }[] {
  const url = encodeURIComponent(link);
  const text = encodeURIComponent(title);
  return [
    { name: 'X', href: `https://twitter.com/intent/tweet?url=${url}&text=${text}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${link}`)}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${url}&title=${text}` },
    { name: 'Email', href: `mailto:?subject=${text}&body=${encodeURIComponent(`${title}\n${link}`)}` },
  ];
}
