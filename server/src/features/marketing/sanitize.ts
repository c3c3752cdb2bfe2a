import sanitizeHtml from 'sanitize-html';

const colour = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
  /^[a-z]{3,20}$/i,
];
const size = [/^\d{1,4}(\.\d+)?(px|%|em|rem)$/, /^auto$/];

/** Tags a campaign may use: text, lists, links, tables and images of this site. Everything else goes. */
const ALLOWED_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'small',
  'sub',
  'sup',
  'mark',
  'span',
  'div',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
];

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
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      '*': ['style', 'align', 'title'],
      a: ['href', 'name'],
      img: ['src', 'alt', 'width', 'height'],
      td: ['colspan', 'rowspan', 'valign'],
      th: ['colspan', 'rowspan', 'valign', 'scope'],
      table: ['width', 'cellpadding', 'cellspacing', 'border'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
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

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Whether the content holds any markup at all (otherwise it is plain text typed into the box). */
const hasMarkup = (content: string) => /<\/?[a-z][^>]*>/i.test(content);

/**
 * The content of a campaign as safe HTML: markup is sanitised; plain text becomes paragraphs (blank lines
 * split them, single line breaks stay), as it was typed.
 */
export function campaignContentHtml(content: string, origin: string): string {
  if (hasMarkup(content)) return sanitizeCampaignHtml(content, origin);
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}
