import type { AppContext } from '../../context';
import { escapeHtml } from '@common/html';
import type { SitemapEntry } from './preview';
import { previewProviders } from './providers/index';
import { PAGES } from '@common/pages';

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Every indexable page without a parameter (/, /beatbank, /education...). */
function fixedPages(): SitemapEntry[] {
  return PAGES.filter((page) => page.indexable && !page.path.includes(':')).map((page) => ({
    path: page.path,
  }));
}

/**
 * /sitemap.xml: the fixed public pages, then the public things the providers list (no private one), at most
 * `max` addresses in all; each provider's query reads only what still fits.
 */
export async function buildSitemap(ctx: AppContext, origin: string, max = SITEMAP_MAX_URLS): Promise<string> {
  const entries = fixedPages().slice(0, max);
  for (const provider of previewProviders) {
    const room = max - entries.length;
    if (room <= 0) break;
    if (provider.sitemap) entries.push(...(await provider.sitemap(ctx, room)));
  }
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${escapeHtml(isoDate(entry.lastModified))}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A stored timestamp as the W3C date a sitemap takes (the day is enough). */
function isoDate(value: string): string {
  const date = new Date(value.includes('T') || value.endsWith('Z') ? value : `${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? value.slice(0, 10) : date.toISOString().slice(0, 10);
}

/** /robots.txt: everything but the API (share images and oEmbed aside) and the embed pages; where the sitemap is. */
export function buildRobots(origin: string): string {
  return [
    'User-agent: *',
    // Link previews fetch share images and oEmbed answers; some preview bots obey robots.txt.
    'Allow: /api/share-image/',
    'Allow: /api/oembed',
    'Disallow: /api/',
    'Disallow: /embed/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
