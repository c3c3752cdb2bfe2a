import {
  CAMPAIGN_ALLOWED_ATTRIBUTES,
  CAMPAIGN_ALLOWED_TAGS,
  CAMPAIGN_IMAGE_SCHEMES,
  CAMPAIGN_LINK_SCHEMES,
  hasMarkup,
  plainTextHtml,
} from '@common/campaignHtml';
import sanitizeHtml from 'sanitize-html';

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const size = [/^\d{1,4}(\.\d+)?(px|%|em|rem)$/, /^auto$/];

/** An address of this site, absolute (a mail program has no base address to resolve a relative one against). */
function absolute(url: string | undefined, origin: string): string | undefined {
  if (url === undefined) return undefined;
  const trimmed = url.trim();
  return trimmed.startsWith('/') && !trimmed.startsWith('//') ? `${origin}${trimmed}` : trimmed;
}

/** Whether an image address is on this site (anything else could be a tracker or change after sending). */
function isOwnImage(src: string | undefined, origin: string): boolean {
  if (!src) return false;
  try {
    const url = new URL(src);
    return url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:');
  } catch {
    return false;
  }
}

/**
 * Cleans a campaign's HTML with an allow-list: no scripts, styles, event handlers, forms, frames, embedded
 * objects or SVG; links only to http(s) and mailto; images only from this site (`origin`), so no remote tracker
 * pixel learns who opened the email; inline styles only for colour, alignment, weight and sizes.
 */
export function sanitizeCampaignHtml(dirty: string, origin: string): string {
  return sanitizeHtml(dirty, {
    // The allow-list is shared with the composer (common/campaignHtml.ts), which writes only what it keeps.
    allowedTags: [...CAMPAIGN_ALLOWED_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(CAMPAIGN_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: [...CAMPAIGN_LINK_SCHEMES],
    allowedSchemesByTag: { img: [...CAMPAIGN_IMAGE_SCHEMES] },
    allowProtocolRelative: false,
    allowedStyles: {
      '*': {
        color: colour,
        'background-color': colour,
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(normal|bold|[1-9]00)$/],
        'font-style': [/^(normal|italic)$/],
        'text-decoration': [/^(none|underline|line-through)$/],
        'font-size': size,
        width: size,
        'max-width': size,
        height: size,
      },
    },
    disallowedTagsMode: 'discard',
    // Their text is code or markup, never words for the reader.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'object'],
    nestingLimit: 64,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.href ? { href: absolute(attribs.href, origin)! } : {}) },
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.src ? { src: absolute(attribs.src, origin)! } : {}) },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnImage(frame.attribs.src, origin),
  });
}

/**
 * The content of a campaign as safe HTML: markup is sanitised; plain text becomes paragraphs (blank lines
 * split them, single line breaks stay), as it was typed.
 */
export function campaignContentHtml(content: string, origin: string): string {
  if (hasMarkup(content)) return sanitizeCampaignHtml(content, origin);
  return plainTextHtml(content);
}
