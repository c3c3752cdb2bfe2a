import { escapeHtml } from './html';
/**
 * The HTML a campaign may hold, shared by the server's sanitiser and the client's composer so the two cannot
 * drift: the allow-list of tags, attributes and link schemes, the check of a link the composer adds, and the
 * composer's own serialiser, which writes exactly what the sanitiser keeps (its tags, its attribute quoting,
 * its escaping and its `<br />`).
 */

/** Tags a campaign may use: text, lists, links, tables and images of this site. Everything else goes. */
export const CAMPAIGN_ALLOWED_TAGS = [
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
] as const;

/** Attributes kept, by tag ('*': on every tag). */
export const CAMPAIGN_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  '*': ['style', 'align', 'title'],
  a: ['href', 'name'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan', 'valign'],
  th: ['colspan', 'rowspan', 'valign', 'scope'],
  table: ['width', 'cellpadding', 'cellspacing', 'border'],
  ol: ['start'],
};

/** The schemes a link may use (a path of this site, '/...', is made absolute by the server). */
export const CAMPAIGN_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The schemes an image may use (and only from this site). */
export const CAMPAIGN_IMAGE_SCHEMES = ['http', 'https'] as const;

/** The tags the composer writes: a subset of the allow-list. */
export const COMPOSER_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'ul',
  'ol',
  'li',
  'blockquote',
  'a',
] as const satisfies readonly (typeof CAMPAIGN_ALLOWED_TAGS)[number][];

export const CAMPAIGN_LINK_PROBLEM =
  'Use a web address (https://...), an email address (mailto:...) or a page of this site (/...)';

/**
 * A link as the composer stores it, or why it cannot be used: http(s) and mailto addresses and paths of this
 * site are kept; a bare domain ('example.com/tour') gets https://; any other scheme (javascript:, data:...) is
 * refused.
 */
export function campaignLinkHref(input: string): { href: string } | { problem: string } {
  // Control characters and spaces inside a scheme are how 'java\tscript:' slips past naive checks.
  const text = input.trim();
  const control = [...text].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127);
  if (!text || control || /\s/.test(text)) return { problem: CAMPAIGN_LINK_PROBLEM };
  if (text.startsWith('/')) {
    return text.startsWith('//') ? { problem: CAMPAIGN_LINK_PROBLEM } : { href: text };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  const href = scheme ? text : /^[^/?#@:]+\.[a-z]{2,}([/?#]|$)/i.test(text) ? `https://${text}` : null;
  if (!href) return { problem: CAMPAIGN_LINK_PROBLEM };
  try {
    const url = new URL(href);
    const protocol = url.protocol.slice(0, -1);
    if (!(CAMPAIGN_LINK_SCHEMES as readonly string[]).includes(protocol))
      return { problem: CAMPAIGN_LINK_PROBLEM };
    if (protocol !== 'mailto' && !url.hostname) return { problem: CAMPAIGN_LINK_PROBLEM };
  } catch {
    return { problem: CAMPAIGN_LINK_PROBLEM };
  }
  return { href };
}

/** Whether the content holds any markup at all (otherwise it is plain text typed as it is). */
export const hasMarkup = (content: string) => /<\/?[a-z][^>]*>/i.test(content);

/** Plain text as HTML: blank lines split paragraphs, single line breaks stay. */
export function plainTextHtml(content: string): string {
  return content
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** A node of the composer's document, as its editor exports it (ProseMirror JSON). */
export interface ComposerNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: ComposerNode[];
  text?: string;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
}

// The sanitiser's escaping: &, < and > in text; the same and " in attributes. Nothing else.
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

const MARK_TAGS: Record<string, string> = { bold: 'strong', italic: 'em' };

function markOpen(mark: NonNullable<ComposerNode['marks']>[number]): [string, string] | null {
  if (mark.type === 'link') {
    const href = typeof mark.attrs?.href === 'string' ? campaignLinkHref(mark.attrs.href) : null;
    return href && 'href' in href ? [`<a href="${escapeAttribute(href.href)}">`, '</a>'] : null;
  }
  const tag = MARK_TAGS[mark.type];
  return tag ? [`<${tag}>`, `</${tag}>`] : null;
}

// Links outermost, so a link's text keeps one <a> however its words are emphasised.
const markOrder = (type: string) => (type === 'link' ? 0 : type === 'bold' ? 1 : 2);

function inline(nodes: ComposerNode[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.type === 'hardBreak') {
      html += '<br />';
      continue;
    }
    if (node.type !== 'text' || !node.text) continue;
    const marks = [...(node.marks ?? [])]
      .sort((a, b) => markOrder(a.type) - markOrder(b.type))
      .map(markOpen)
      .filter((pair): pair is [string, string] => pair !== null);
    html +=
      marks.map(([open]) => open).join('') +
      escapeText(node.text) +
      marks
        .map(([, close]) => close)
        .reverse()
        .join('');
  }
  return html;
}

function block(node: ComposerNode): string {
  const children = node.content ?? [];
  switch (node.type) {
    case 'paragraph':
      return `<p>${inline(children)}</p>`;
    case 'heading': {
      const level = Number(node.attrs?.level);
      const tag = level === 1 || level === 2 || level === 3 ? `h${level}` : 'h2';
      return `<${tag}>${inline(children)}</${tag}>`;
    }
    case 'bulletList':
      return `<ul>${children.map(block).join('')}</ul>`;
    case 'orderedList': {
      const start = Number(node.attrs?.start ?? 1);
      const attribute = Number.isInteger(start) && start !== 1 ? ` start="${start}"` : '';
      return `<ol${attribute}>${children.map(block).join('')}</ol>`;
    }
    case 'listItem':
      return `<li>${children.map(block).join('')}</li>`;
    case 'blockquote':
      return `<blockquote>${children.map(block).join('')}</blockquote>`;
    case 'doc': {
      // The editor keeps an empty paragraph after a last list, quote or heading to type into: not content.
      let end = children.length;
      while (end > 0 && children[end - 1]!.type === 'paragraph' && !children[end - 1]!.content?.length)
        end -= 1;
      return children.slice(0, end).map(block).join('');
    }
    default:
      return children.map(block).join('');
  }
}

/** Whether a document holds no words (an empty composer sends '' so 'Missing Content' applies). */
function isBlank(node: ComposerNode): boolean {
  if (node.type === 'text') return !node.text?.trim();
  return (node.content ?? []).every(isBlank);
}

/**
 * The composer's document as campaign HTML, written the way the server's sanitiser writes what it keeps, so
 * sending it changes nothing (a path of this site aside, which the server makes absolute). Blank: ''.
 */
export function composerHtml(doc: ComposerNode): string {
  return isBlank(doc) ? '' : block(doc);
}
