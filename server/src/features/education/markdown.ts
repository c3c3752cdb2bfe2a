import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/** GitHub-flavoured Markdown (tables, strikethrough, autolinks); raw HTML in it is left to the sanitiser. */
const marked = new Marked({ gfm: true, breaks: false });

/**
 * What a lesson may contain once rendered: text, lists, quotes, code, tables, links, and images of this site.
 */
const ALLOWED_TAGS = [
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
  'strong',
  'em',
  'del',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

/** An image path of this site ('/media/...'), never another host (a tracker) or a data: URL. */
const isOwnPath = (src: string | undefined): boolean => Boolean(src && /^\/(?!\/)/.test(src));

/**
 * A lesson's Markdown as safe HTML, rendered on the server: an allow-list of tags and attributes, links only
 * to http(s) and mailto (opening with rel="noopener noreferrer nofollow"), images only from this site, no
 * scripts, styles, event handlers, frames or forms. A heading of level 1 becomes level 2 (the lesson's title
 * is the page's h1). Raw HTML in the Markdown is dropped, its text kept.
 */
export function renderLessonHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      a: ['href', 'title', 'rel'],
      img: ['src', 'alt', 'title'],
      th: ['align'],
      td: ['align'],
      ol: ['start'],
      code: ['class'],
    },
    allowedClasses: { code: [/^language-[\w-]+$/] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'svg', 'math', 'template', 'object'],
    nestingLimit: 64,
    transformTags: {
      h1: 'h2',
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
      }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPath(frame.attribs.src),
  });
}
