import { COVER_ART, type CoverArtRequest } from '@common/coverart';
import { createCanvas } from '@napi-rs/canvas';
import { registerFonts } from './fonts';
import { paletteFor } from './palette';
import { encodePng } from './png';
import { createRng, hashText } from './random';
import { compositionOf, energyOf, type Scene, themeOf } from './scene';
import { PAINTERS } from './styles';

/** What the renderer draws: the request (artist name already resolved) and a seed. */
export interface RenderJob {
  request: Omit<CoverArtRequest, 'seed'>;
  seed: number;
}

/** The request's fields in a fixed order, so equal requests hash equally. */
function canonical(request: RenderJob['request']): string {
  const r = request;
  return [
    r.trackTitle,
    r.artistName,
    r.genre,
    r.mood,
    r.theme,
    r.style,
    r.colorScheme,
    r.additionalPrompt,
  ].join('\u0001');
}

/**
 * Paints one cover and returns it as PNG bytes. Everything random comes from a PRNG seeded by the request and
 * the seed, so the same job gives the same bytes; the layout is the seed modulo 4, so consecutive seeds (the
 * variations) always differ in composition.
 */
export function renderCover(job: RenderJob, size: number = COVER_ART.size): Buffer {
  registerFonts();
  const { request } = job;
  const rng = createRng(hashText(canonical(request)) ^ Math.imul(job.seed >>> 0, 0x9e3779b1));
  const canvas = createCanvas(size, size);
  const g = canvas.getContext('2d');
  const energy = energyOf(request.mood, request.genre);
  const scene: Scene = {
    g,
    size,
    rng,
    palette: paletteFor(request.colorScheme, request.mood, rng),
    energy,
    mood: request.mood,
    genre: request.genre,
    theme: themeOf({ ...request, seed: job.seed }),
    style: request.style,
    title: request.trackTitle,
    artist: request.artistName,
    extra: request.additionalPrompt,
    composition: compositionOf(job.seed % 4, size, energy),
  };
  PAINTERS[request.style](scene);
  return encodePng(g.getImageData(0, 0, size, size).data, size, size);
}
