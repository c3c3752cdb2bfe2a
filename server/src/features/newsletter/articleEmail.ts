import type { Article } from '@common/newsletter';
import { escapeHtml } from '@common/html';

/** An image path of this site as an absolute URL (mail programs have no base address). */
function absolute(url: string, origin: string): string {
  return url.startsWith('/') ? `${origin}${url}` : url;
}

/** A plain-text body as HTML paragraphs: blank lines split paragraphs, single line breaks stay. */
function paragraphs(body: string): string {
  return body
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/**
 * A published article as the simple HTML of a campaign: title, subtitle, image, byline, sections, and a link to
 * the article's own page. Every text is escaped: bodies are plain text, never markup.
 */
export function articleEmailHtml(article: Article, origin: string): string {
  const link = `${origin}/newsletter/${article.id}`;
  const parts = [
    `<h1>${escapeHtml(article.title)}</h1>`,
    `<p><em>${escapeHtml(article.subtitle)}</em></p>`,
    `<p><img src="${escapeHtml(absolute(article.imageURL, origin))}" alt="" width="560" style="max-width:100%;height:auto"></p>`,
    `<p>By ${escapeHtml(article.author)} · ${article.readTime} min read</p>`,
    ...article.sections.map(
      (section) => `<h2>${escapeHtml(section.heading)}</h2>\n${paragraphs(section.body)}`,
    ),
    `<p><a href="${escapeHtml(link)}">Read it on Panda Nation</a></p>`,
  ];
  return parts.join('\n');
}
