import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import vary from 'vary';

/** Bodies smaller than this go out as they are: the headers and the work cost more than the bytes saved. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * What is worth compressing: JSON, HTML, text, XML and SVG. Not server-sent events (each event must reach the
 * browser when it is written), not audio, images or downloads (`application/octet-stream`): those are already
 * compressed or are files the user keeps.
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/javascript(?:;|$)/u;

/** Brotli at quality 4: within a few per cent of its best ratio on JSON at a small fraction of the CPU. */
const BROTLI_QUALITY = 4;

/**
 * Compresses every compressible response above 1 kB for a client that accepts it (brotli, else gzip), with
 * `Vary: Accept-Encoding`. A response that already names its encoding (a precompressed asset, a body from
 * `encodedBody` below) goes out as it is; so do partial responses (Range).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: 6 },
  });
}

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** The encoding the client prefers among brotli and gzip, or null when it accepts neither. */
export function acceptedEncoding(request: Pick<FastifyRequest, 'headers'>): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  return negotiate(String(header), ENCODINGS);
}

function encode(bytes: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  return zlib.gzipSync(bytes, { level: 6 });
}

/** Compressed copies of bodies sent many times (a cached page), made once per encoding. */
const encodedCopies = new WeakMap<object, Map<Encoding, Buffer>>();

/**
 * Sets the body of `reply`, compressed as the client accepts when it is larger than 1 kB. With `keep`, an object
 * that lives as long as `body` is the same (a cache entry), the compressed copy is made once and reused.
 */
export function encodedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  keep?: object,
): Buffer | string {
  reply.header('Vary', vary.append(String(reply.getHeader('Vary') ?? ''), 'Accept-Encoding'));
  const encoding = acceptedEncoding(request);
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  if (!encoding || size < COMPRESS_ABOVE_BYTES) return body;
  let copies = keep ? encodedCopies.get(keep) : undefined;
  let bytes = copies?.get(encoding);
  if (!bytes) {
    bytes = encode(typeof body === 'string' ? Buffer.from(body, 'utf8') : body, encoding);
    if (keep) {
      if (!copies) encodedCopies.set(keep, (copies = new Map()));
      copies.set(encoding, bytes);
    }
  }
  reply.header('Content-Encoding', encoding);
  return bytes;
}
