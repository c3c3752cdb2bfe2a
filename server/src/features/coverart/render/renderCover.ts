import { COVER_ART, type CoverArtDrawRequest } from '@common/coverart';
import { readInstructions } from '@common/coverartSubjects';
import { createCanvas } from '@napi-rs/canvas';
import { compositionOf, LAYOUTS } from './composition';
import { registerFonts } from './fonts';
import { paletteFor } from './palette';
import { namesLandscape, planScene } from './plan';
import { encodePng } from './png';
import { createRng, hashText } from './random';
import { energyOf, type Scene, themeOf } from './scene';
import { PAINTERS } from './styles';

/** What the renderer draws: the request (genre and artist name resolved) and a seed. */
export interface RenderJob {
  request: CoverArtDrawRequest;
  seed: number;
}

/** The request's fields in a fixed order, so equal requests hash equally. */
export function canonicalRequest(request: CoverArtDrawRequest): string {
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

/** The seed of a request that names none: taken from the request, so the same request draws the same image. */
export function seedOfRequest(request: CoverArtDrawRequest): number {
  return hashText(canonicalRequest(request)) % (COVER_ART.seedMax + 1);
}

/**
 * Paints one cover and returns it as PNG bytes. Every random choice comes from PRNGs seeded by the request and
 * the seed, so the same job gives the same bytes. The layout is the seed modulo 4, so consecutive seeds (the
 * variations) always differ in composition. The style's own painting and the theme's motif are seeded without
 * the additional instructions, so naming a moon adds a moon to the same picture; the subjects named are placed
 * and drawn by `planScene` and `drawMotif`.
 */
export function renderCover(job: RenderJob, size: number = COVER_ART.size): Buffer {
  registerFonts();
  const { request } = job;
  const { rng, energy, composition, plan } = arrangeCover(job, size);
  const canvas = createCanvas(size, size);
  const g = canvas.getContext('2d');
  const scene: Scene = {
    g,
    size,
    rng,
    palette: paletteFor(request.colorScheme, request.mood, rng),
    energy,
    mood: request.mood,
    genre: request.genre,
    theme: themeOf(request),
    style: request.style,
    title: request.trackTitle,
    artist: request.artistName,
    composition,
    plan,
  };
  PAINTERS[request.style](scene);
  return encodePng(g.getImageData(0, 0, size, size).data, size, size);
}

/**
 * The arrangement of one cover before any paint: its energy, its composition (the layout is the seed modulo 4)
 * and the plan of its motifs, with the random source the style paints with.
 */
export function arrangeCover(job: RenderJob, size: number = COVER_ART.size) {
  const { request } = job;
  const mix = Math.imul(job.seed >>> 0, 0x9e3779b1);
  const base = hashText(canonicalRequest({ ...request, additionalPrompt: '' }));
  const energy = energyOf(request.mood, request.genre);
  const composition = compositionOf(job.seed % LAYOUTS, size, energy);
  const { subjects } = readInstructions(request.additionalPrompt);
  const plan = planScene({
    size,
    composition,
    subjects,
    theme: Boolean(request.theme) || !namesLandscape(subjects),
    themeSeed: (base ^ mix ^ 0x2545f491) >>> 0,
    rng: createRng(base ^ mix ^ 0x6a09e667),
  });
  return { rng: createRng(base ^ mix), energy, composition, plan };
}
