import type { FastifyRequest } from 'fastify';

/** An entity tag without its weakness mark (W/"x" -> "x"), for the weak comparison. */
const opaque = (tag: string) => tag.replace(/^W\//, '');

/**
 * Whether the client already holds the version `etag` names, by its If-None-Match: the weak comparison (W/"x"
 * matches "x"), and `*` matches any version, as RFC 9110 section 13.1.2 asks. False without the header.
 */
export function holdsVersion(request: Pick<FastifyRequest, 'headers'>, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (!ifNoneMatch) return false;
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || opaque(trimmed) === wanted;
  });
}
