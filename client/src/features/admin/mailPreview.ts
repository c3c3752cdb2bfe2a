/**
 * How an email's HTML is shown in the outbox: in a frame that runs none of its scripts, has no access to the
 * app's origin (cookies, storage, API) and submits no forms, but whose links open, each in a new tab outside
 * the frame's restrictions, as they would from a mail program.
 */
export const MAIL_PREVIEW_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

const BASE_TARGET = '<base target="_blank">';

/**
 * The message's HTML with `<base target="_blank">` as the first element of its head, so that every link opens
 * in a new tab (the first `<base>` with a target wins over any the message carries). It goes after the
 * doctype when there is no head or html tag, so the document keeps its rendering mode.
 */
export function mailPreviewDocument(html: string): string {
  for (const tag of [/<head(?:\s[^>]*)?>/i, /<html(?:\s[^>]*)?>/i, /<!doctype[^>]*>/i]) {
    const match = tag.exec(html);
    if (match) {
      const end = match.index + match[0].length;
      return `${html.slice(0, end)}${BASE_TARGET}${html.slice(end)}`;
    }
  }
  return `${BASE_TARGET}${html}`;
}
