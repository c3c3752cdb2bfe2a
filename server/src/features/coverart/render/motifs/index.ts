import type { CoverArtSubjectKind } from '@common/coverartSubjects';
import type { Box } from '../composition';
import { css } from '../palette';
import type { Layer, Placed } from '../plan';
import { createRng } from '../random';
import type { Scene } from '../scene';
import { drawCat, drawFigure, drawHorse, drawLion, drawWolf } from './beings';
import { drawMountains, drawRain, drawRoad, drawSkyline, drawTrees, drawWaves } from './land';
import type { Ink, Pen } from './pen';
import { drawBird, drawClouds, drawMoon, drawStars, drawSun } from './sky';
import { THEME_DRAWINGS } from './themes';
import {
  drawCar,
  drawCrown,
  drawFire,
  drawFlowers,
  drawHeart,
  drawMicrophone,
  drawNeonRing,
  drawPalm,
} from './things';

export type { Ink } from './pen';

/** One drawing per subject of the vocabulary. */
const DRAWINGS: Record<CoverArtSubjectKind, (p: Pen, item: Placed) => void> = {
  moon: drawMoon,
  sun: drawSun,
  stars: drawStars,
  clouds: drawClouds,
  rain: drawRain,
  'city skyline': drawSkyline,
  mountains: drawMountains,
  road: drawRoad,
  waves: drawWaves,
  'palm trees': drawPalm,
  trees: drawTrees,
  flowers: drawFlowers,
  fire: drawFire,
  'neon light': drawNeonRing,
  figure: drawFigure,
  car: drawCar,
  lion: drawLion,
  wolf: drawWolf,
  bird: drawBird,
  cat: drawCat,
  horse: drawHorse,
  heart: drawHeart,
  crown: drawCrown,
  microphone: drawMicrophone,
};

/** How a style asks for the scene's motifs to be drawn. */
export interface MotifOptions {
  /** Shifts everything (an extrusion's layers). */
  offset?: { dx: number; dy: number };
  /** Only these layers (default: all). */
  layers?: readonly Layer[];
  /** Where the theme's motif goes instead of the composition's box. */
  themeBox?: Box;
}

const tintCss = (t: { h: number; s: number; l: number }, alpha = 1) =>
  `hsla(${t.h}, ${(t.s * 100).toFixed(0)}%, ${(t.l * 100).toFixed(0)}%, ${alpha})`;

function drawItem(s: Scene, item: Placed, ink: Ink, options: MotifOptions): void {
  const { g } = s;
  const pen = (inkUsed: Ink): Pen => ({
    g,
    ink: inkUsed,
    palette: s.palette,
    rng: createRng(item.seed),
    size: s.size,
    horizon: s.composition.horizon,
    energy: s.energy,
  });
  g.save();
  if (item.layer === 'sky') {
    // Nothing in the sky shows below the horizon: a low sun sets behind the ground.
    g.beginPath();
    g.rect(0, 0, s.size, s.composition.horizon);
    g.clip();
  }
  if (item.kind === 'theme') {
    if (item.faint) g.globalAlpha = 0.45;
    THEME_DRAWINGS[s.theme](g, options.themeBox ?? item.box, createRng(item.seed), ink, s.energy);
    g.restore();
    return;
  }
  const subject = item.subject;
  const tint = subject?.tint;
  const inked: Ink = tint
    ? { ...ink, fill: tintCss(tint), glow: item.layer === 'sky' ? tintCss(tint) : (ink.glow ?? ink.fill) }
    : ink;
  DRAWINGS[item.kind](pen(inked), item);
  if (subject?.neon && item.kind !== 'neon light') {
    // Neon: the drawing again as glowing tubes, a wide coloured glow under a thin bright core.
    const color = tint ? tintCss(tint) : css(s.palette.accents[0]!, 1, 0.12);
    g.shadowColor = color;
    g.shadowBlur = s.size * 0.03;
    const width = Math.max(3, s.size * 0.007);
    for (const [paint, lineWidth] of [
      [color, width * 1.8],
      [css(s.palette.light), width * 0.6],
    ] as const) {
      DRAWINGS[item.kind](pen({ fill: paint, detail: paint, glow: paint, mode: 'stroke', lineWidth }), item);
    }
  }
  g.restore();
}

/**
 * Draws the scene's plan (the theme's motif and the subjects of the instructions) in the style's ink: the sky,
 * then the horizon, the ground, the theme, the subjects from far to near, and the weather over them.
 */
export function drawMotif(s: Scene, ink: Ink, options: MotifOptions = {}): void {
  const { g } = s;
  // What shines is the lightest tone on the filled styles; the outline styles draw it in their line colour.
  const inkWithGlow: Ink = {
    ...ink,
    glow: ink.glow ?? (ink.mode === 'fill' ? css(s.palette.light) : ink.fill),
  };
  g.save();
  if (options.offset) g.translate(options.offset.dx, options.offset.dy);
  for (const item of s.plan) {
    if (options.layers && !options.layers.includes(item.layer)) continue;
    drawItem(s, item, inkWithGlow, options);
  }
  g.restore();
}
