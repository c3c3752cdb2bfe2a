import { documentTitle, SITE_NAME, type PageInfo } from '@common/pages';
import type { PagePreview } from './preview';
import { escapeHtml } from '@common/html';

/** A description cut to what previews show (about 200 characters), on a word boundary. */
export function clip(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(value)}" />`;

/** The head of a page: what every page gets (title, description, canonical, robots) and its preview if any. */
export interface PageHead {
  page: PageInfo;
  /** The page's absolute canonical URL; null for the not-found page. */
  canonicalUrl: string | null;
  origin: string;
  preview: PagePreview | null;
  /** false: robots noindex (pages for one person, unlisted things, the not-found page). */
  indexable: boolean;
}

/** The tags a page's head holds, escaped. */
export function renderHead({ page, canonicalUrl, origin, preview, indexable }: PageHead): string {
  const title = documentTitle(preview?.title ?? page.title);
  const description = clip(preview?.description ?? page.description);
  const tags = [`<title>${escapeHtml(title)}</title>`, meta('name', 'description', description)];
  if (canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`);
  if (!indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (!preview || !canonicalUrl) return tags.join('\n    ');
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonicalUrl),
  );
  if (preview.image) {
    tags.push(
      meta('property', 'og:image', preview.image.url),
      meta('property', 'og:image:type', 'image/png'),
      meta('property', 'og:image:width', String(preview.image.width)),
      meta('property', 'og:image:height', String(preview.image.height)),
      meta('property', 'og:image:alt', preview.image.alt),
    );
  }
  if (preview.audio) {
    tags.push(
      meta('property', 'og:audio', preview.audio.url),
      meta('property', 'og:audio:type', preview.audio.type),
    );
  }
  for (const [key, value] of preview.properties ?? []) tags.push(meta('property', key, value));
  tags.push(
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
  );
  if (preview.image) {
    tags.push(
      meta('name', 'twitter:image', preview.image.url),
      meta('name', 'twitter:image:alt', preview.image.alt),
    );
  }
  if (preview.oembed) {
    const href = `${origin}/api/oembed?url=${encodeURIComponent(canonicalUrl)}&format=json`;
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(href)}" title="${escapeHtml(preview.title)}" />`,
    );
  }
  return tags.join('\n    ');
}
