import {
  COVER_ART,
  COVER_ART_MESSAGES,
  type CoverArtDrawRequest,
  coverArtPrompt,
  type CoverArtRenderer,
  type CoverArtRequest,
  type CoverArtResult,
  type CoverArtUnderstood,
  type CoverArtVariations,
  type CoverArtVariationsRequest,
} from '@common/coverart';
import { readInstructions } from '@common/coverartSubjects';
import { publicName } from '@common/people';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/connection';
import type { UserRow } from '../../../db/schema';
import { HttpError } from '../../../lib/errors';
import type { Storage } from '../../../media/storage/storage';
import type { ImageApi } from '../imageApi';
import { presentImage } from '../presenter';
import { RenderPoolBusyError, type RenderPool } from '../render/pool';
import { type RenderJob, seedOfRequest } from '../render/renderCover';
import { storeBytes } from '../storeImage';
import { genreFor } from './defaults';

/** What generating needs: where images are drawn and kept. */
export interface CoverArtDeps {
  db: Db;
  storage: Storage;
  pool: RenderPool;
  /** The configured images API, or null for the built-in renderer only. */
  imageApi: ImageApi | null;
  log: FastifyBaseLogger;
}

interface Drawn {
  bytes: Buffer;
  ext: string;
  contentType: string;
  renderer: CoverArtRenderer;
  revisedPrompt: string | null;
  seed: number;
}

/** The artist name an image shows: the one typed, else the user's public name, else none. */
export function artistNameFor(request: CoverArtRequest, user: UserRow | null): string {
  return request.artistName || (user ? publicName(user) : '');
}

async function renderBuiltIn(deps: CoverArtDeps, job: RenderJob): Promise<Drawn> {
  try {
    const bytes = await deps.pool.render(job);
    return {
      bytes,
      ext: 'png',
      contentType: 'image/png',
      renderer: 'built-in',
      revisedPrompt: null,
      seed: job.seed,
    };
  } catch (error) {
    if (error instanceof RenderPoolBusyError) {
      throw new HttpError(503, COVER_ART_MESSAGES.busy, { 'Retry-After': '5' });
    }
    throw error;
  }
}

/**
 * Draws `seeds.length` images of one request: through the images API when configured (falling back to the
 * built-in renderer for all of them when any call fails, with a notice), else with the built-in renderer.
 */
async function draw(
  deps: CoverArtDeps,
  request: CoverArtDrawRequest,
  prompt: string,
  seeds: number[],
): Promise<{ images: Drawn[]; notice?: string }> {
  if (deps.imageApi) {
    const api = deps.imageApi;
    try {
      const drawn = await Promise.all(seeds.map(() => api.draw(prompt)));
      return {
        images: drawn.map((d, i) => ({
          bytes: d.bytes,
          ext: d.type.ext,
          contentType: d.type.contentType,
          renderer: 'image-api' as const,
          revisedPrompt: d.revisedPrompt,
          seed: seeds[i]!,
        })),
      };
    } catch (error) {
      deps.log.warn({ err: error }, 'image service failed; the built-in renderer draws instead');
      const images = await Promise.all(seeds.map((seed) => renderBuiltIn(deps, { request, seed })));
      return { images, notice: COVER_ART_MESSAGES.fallbackNotice };
    }
  }
  return { images: await Promise.all(seeds.map((seed) => renderBuiltIn(deps, { request, seed }))) };
}

async function keep(
  deps: CoverArtDeps,
  user: UserRow | null,
  request: CoverArtDrawRequest,
  prompt: string,
  d: Drawn,
) {
  const key = await storeBytes(deps.storage, 'coverart', d.bytes, d.ext, d.contentType);
  return deps.db
    .insertInto('coverArtImages')
    .values({
      userId: user?.id ?? null,
      storageKey: key,
      trackTitle: request.trackTitle,
      artistName: request.artistName,
      genre: request.genre,
      mood: request.mood,
      theme: request.theme,
      style: request.style,
      colorScheme: request.colorScheme,
      additionalPrompt: request.additionalPrompt,
      seed: d.seed,
      prompt,
      revisedPrompt: d.revisedPrompt,
      renderer: d.renderer,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * The request as drawn: the artist's name and the genre resolved (a signed-in artist's own genre when none was
 * sent), its prompt, and its seed: the one sent, else one taken from the request itself, so the same request
 * always draws the same image.
 */
async function resolve(deps: CoverArtDeps, input: CoverArtRequest, user: UserRow | null) {
  const { seed, genre, ...rest } = input;
  const request: CoverArtDrawRequest = {
    ...rest,
    genre: genre ?? (await genreFor(deps.db, user)),
    artistName: artistNameFor(input, user),
  };
  return {
    request,
    prompt: coverArtPrompt(request, request.artistName),
    seed: seed ?? seedOfRequest(request),
  };
}

/** What the built-in renderer made of the instructions, when it drew every image. */
function understoodBy(request: CoverArtDrawRequest, images: Drawn[]): { understood?: CoverArtUnderstood } {
  if (images.some((image) => image.renderer !== 'built-in')) return {};
  const { drawn, notDrawn } = readInstructions(request.additionalPrompt);
  return { understood: { drawn, notDrawn } };
}

/** One cover: drawn, stored, recorded; answered as { webUrl, prompt, revised_prompt? }. */
export async function generateCoverArt(
  deps: CoverArtDeps,
  user: UserRow | null,
  input: CoverArtRequest,
): Promise<CoverArtResult> {
  const { request, prompt, seed } = await resolve(deps, input, user);
  const { images, notice } = await draw(deps, request, prompt, [seed]);
  const row = await keep(deps, user, request, prompt, images[0]!);
  return {
    ...presentImage(row),
    prompt,
    ...(row.revisedPrompt ? { revised_prompt: row.revisedPrompt } : {}),
    ...(notice ? { notice } : {}),
    ...understoodBy(request, images),
  };
}

/**
 * `count` variations of one request. Their seeds are consecutive from the base seed, so each has its own layout
 * (the layout is the seed modulo 4) and arrangement, and each can be drawn again alone with its seed.
 */
export async function generateVariations(
  deps: CoverArtDeps,
  user: UserRow | null,
  input: CoverArtVariationsRequest,
): Promise<CoverArtVariations> {
  const { count, ...single } = input;
  const { request, prompt, seed: base } = await resolve(deps, single, user);
  const seeds = Array.from({ length: count }, (_, i) => (base + i) % (COVER_ART.seedMax + 1));
  const { images, notice } = await draw(deps, request, prompt, seeds);
  const rows = [];
  for (const image of images) rows.push(await keep(deps, user, request, prompt, image));
  return {
    variations: rows.map(presentImage),
    count: rows.length,
    prompt,
    ...(notice ? { notice } : {}),
    ...understoodBy(request, images),
  };
}
