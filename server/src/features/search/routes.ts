import { searchQuerySchema, searchSuggestQuerySchema, SEARCH_MESSAGES } from '@common/search';
import { TRACK_MESSAGES } from '@common/tracks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseId } from '../../lib/ids';
import { parseInput } from '../../lib/validate';
import { searchCatalogue } from './commands/searchCatalogue';
import { similarTracks } from './commands/similarTracks';
import { suggestSearch } from './commands/suggestSearch';

/** Search, suggestions and "More like this". */
export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { database } = ctx;

  const searchDoc = doc({
    summary:
      'Search tracks, artists and DJs, beats, courses, videos, parties and articles, by words and by sound',
    auth: 'optional',
    query: searchQuerySchema,
    responses: { 200: 'SearchPage' },
    errors: {
      400: `${SEARCH_MESSAGES.badBpmRange}, ${SEARCH_MESSAGES.unknownKey}, or another invalid filter.`,
    },
  });
  app.get('/api/search', searchDoc, async (request, reply) => {
    const query = parseInput(searchQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return searchCatalogue(database, await request.currentUser(), query);
  });

  const suggestDoc = doc({
    summary: 'Suggestions as you type (from two characters), grouped by kind',
    auth: 'optional',
    query: searchSuggestQuerySchema,
    responses: { 200: 'SearchSuggestions' },
  });
  app.get('/api/search/suggest', suggestDoc, async (request, reply) => {
    const { q } = parseInput(searchSuggestQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return suggestSearch(database, q);
  });

  const similarDoc = doc({
    summary: 'More like this: the public tracks nearest a track by measured sound',
    auth: 'optional',
    responses: { 200: 'SimilarTracks' },
    errors: { 404: `${TRACK_MESSAGES.notFound}: no track has this id, or it is not yours to see.` },
  });
  app.get(
    '/api/tracks/:id/similar',
    similarDoc,
    async (request: FastifyRequest<{ Params: { id: string } }>) => {
      const id = parseId(request.params.id, TRACK_MESSAGES.notFound);
      return similarTracks(database, await request.currentUser(), id);
    },
  );
}
