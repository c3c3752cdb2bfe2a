import fs from 'node:fs';
import { matchPage, NOT_FOUND_PAGE, type PageInfo } from '@common/pages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { renderHead } from './head';
import type { PagePreview, PreviewAnswer } from './preview';
import { previewProviders } from './providers/index';

/** index.html cut where the page's head goes, with its own title and description taken out. */
interface Template {
  before: string;
  after: string;
}

/** Reads the built index.html once: the page's tags replace its title and description. */
function loadTemplate(indexPath: string): Template {
  const html = fs
    .readFileSync(indexPath, 'utf8')
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/i, '');
  // The head's tags go before </head>; a page written without one (its head implied) gets them before <body>,
  // else right after the doctype.
  let at = html.search(/<\/head>/i);
  if (at < 0) at = html.search(/<body[\s>]/i);
  if (at < 0) at = html.match(/^\s*<!doctype[^>]*>/i)?.[0].length ?? 0;
  return { before: html.slice(0, at), after: html.slice(at) };
}

/** The short addresses of a track and an artist (/track/12, /artist/3) lead to their pages. */
const SHORT_ADDRESS = /^\/(track|artist)\/([^/?#]+)\/?(\?.*)?$/;

interface PageHeadAnswer {
  status: number;
  page: PageInfo;
  preview: PagePreview | null;
  canonicalPath: string | null;
  indexable: boolean;
}

async function answerFor(ctx: AppContext, request: FastifyRequest, origin: string): Promise<PageHeadAnswer> {
  const [path = '/', search = ''] = request.url.split('?', 2);
  const matched = matchPage(path);
  if (!matched)
    return { status: 404, page: NOT_FOUND_PAGE, preview: null, canonicalPath: null, indexable: false };
  const { page, params } = matched;
  const own = { status: 200, page, preview: null, canonicalPath: path, indexable: page.indexable };
  const provider = previewProviders.find((p) => p.path === page.path);
  if (!provider) return own;
  let answer: PreviewAnswer;
  try {
    const viewer = () => request.currentUser();
    answer = await provider.preview({ ctx, params, query: new URLSearchParams(search), viewer, origin });
  } catch (error) {
    // The page still loads (the app says what went wrong); it goes without a preview.
    request.log.warn({ err: error }, 'page preview failed');
    return own;
  }
  if (answer === null)
    return { status: 404, page: NOT_FOUND_PAGE, preview: null, canonicalPath: null, indexable: false };
  if (answer === 'page') return own;
  if (answer === 'hidden') return { ...own, indexable: false };
  return {
    status: 200,
    page,
    preview: answer,
    canonicalPath: answer.canonicalPath,
    indexable: answer.indexable && page.indexable,
  };
}

/**
 * Serves the app's pages: index.html with each address's own title, description, canonical URL and, for the
 * things people share, Open Graph and Twitter Card tags. An address no page has, or an id nothing has, is a 404
 * with the app's not-found page.
 */
export function pageServer(ctx: AppContext, indexPath: string) {
  let template: Template | null = null;
  const origin = ctx.config.mail.linkOrigin;
  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const short = SHORT_ADDRESS.exec(request.url);
    if (short) return reply.redirect(`/${short[1]}s/${short[2]}${short[3] ?? ''}`, 301);
    template ??= loadTemplate(indexPath);
    const answer = await answerFor(ctx, request, origin);
    const head = renderHead({
      page: answer.page,
      canonicalUrl: answer.canonicalPath === null ? null : `${origin}${answer.canonicalPath}`,
      origin,
      preview: answer.preview,
      indexable: answer.indexable,
    });
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(`${template.before}  ${head}\n  ${template.after}`);
  };
}
