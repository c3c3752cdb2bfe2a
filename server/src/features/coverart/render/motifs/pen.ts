import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Palette } from '../palette';
import type { Rng } from '../random';
import type { Box } from '../scene';

/** A colour or gradient a shape is painted with. */
export type Paint = string | ReturnType<SKRSContext2D['createLinearGradient']>;

/** How a style inks the motifs: filled silhouettes or outlines, a second colour for details, a light colour. */
export interface Ink {
  fill: Paint;
  detail: Paint;
  mode: 'fill' | 'stroke';
  lineWidth?: number;
  /** What shines (moon, sun, stars, headlights); the style's lightest tone when not given. */
  glow?: Paint;
}

/** What a motif drawing is given: the context, the ink, the palette, its own random source and the scene. */
export interface Pen {
  g: SKRSContext2D;
  ink: Ink;
  palette: Palette;
  rng: Rng;
  size: number;
  horizon: number;
  energy: number;
}

/** The role a shape plays: the silhouette, a detail on it, or something that shines. */
export type Role = 'fill' | 'detail' | 'glow';

/** Paints the path `path` builds: filled, or outlined in the stroke styles. */
export function shape(p: Pen, path: () => void, role: Role = 'fill'): void {
  const { g, ink } = p;
  const paint = role === 'fill' ? ink.fill : role === 'detail' ? ink.detail : (ink.glow ?? ink.fill);
  g.beginPath();
  path();
  if (ink.mode === 'stroke') {
    g.strokeStyle = paint;
    g.lineWidth = ink.lineWidth ?? 6;
    g.lineJoin = 'round';
    g.lineCap = 'round';
    g.stroke();
  } else {
    g.fillStyle = paint;
    g.fill();
  }
}

/**
 * A path drawn in a box's own units: (0, 0) its top-left, (1, 1) its bottom-right, mirrored when `flip` (the
 * drawings face right; a flipped one faces left).
 */
export function unitPath(g: SKRSContext2D, b: Box, flip = false) {
  const X = (u: number) => (flip ? b.x + (1 - u) * b.w : b.x + u * b.w);
  const Y = (v: number) => b.y + v * b.h;
  return {
    X,
    Y,
    M: (u: number, v: number) => g.moveTo(X(u), Y(v)),
    L: (u: number, v: number) => g.lineTo(X(u), Y(v)),
    Q: (cu: number, cv: number, u: number, v: number) => g.quadraticCurveTo(X(cu), Y(cv), X(u), Y(v)),
    C: (c1u: number, c1v: number, c2u: number, c2v: number, u: number, v: number) =>
      g.bezierCurveTo(X(c1u), Y(c1v), X(c2u), Y(c2v), X(u), Y(v)),
    /** A closed polygon through points. */
    poly: (points: readonly (readonly [number, number])[]) => {
      points.forEach(([u, v], i) => (i === 0 ? g.moveTo(X(u), Y(v)) : g.lineTo(X(u), Y(v))));
      g.closePath();
    },
    /** An ellipse centred at (u, v) with radii in units of the box's height (so circles stay round). */
    E: (u: number, v: number, rx: number, ry = rx, rotation = 0) => {
      g.moveTo(X(u) + rx * b.h, Y(v));
      g.ellipse(X(u), Y(v), rx * b.h, ry * b.h, flip ? -rotation : rotation, 0, Math.PI * 2);
    },
  };
}

/** A soft glowing disc (a radial gradient to transparent). */
export function halo(g: SKRSContext2D, x: number, y: number, r: number, color: string): void {
  const grad = g.createRadialGradient(x, y, 0, x, y, r);
  grad.addColorStop(0, color);
  grad.addColorStop(1, 'rgba(0,0,0,0)');
  g.fillStyle = grad;
  g.fillRect(x - r, y - r, r * 2, r * 2);
}

/**
 * A path in units of the box's height, x measured from the box's centre (so proportions hold whatever the box's
 * width), y from its top; mirrored when `flip`.
 */
export function bodyPath(g: SKRSContext2D, b: Box, flip = false) {
  const cx = b.x + b.w / 2;
  const X = (x: number) => cx + (flip ? -x : x) * b.h;
  const Y = (y: number) => b.y + y * b.h;
  return {
    X,
    Y,
    M: (x: number, y: number) => g.moveTo(X(x), Y(y)),
    L: (x: number, y: number) => g.lineTo(X(x), Y(y)),
    Q: (cx1: number, cy1: number, x: number, y: number) => g.quadraticCurveTo(X(cx1), Y(cy1), X(x), Y(y)),
    C: (c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number) =>
      g.bezierCurveTo(X(c1x), Y(c1y), X(c2x), Y(c2y), X(x), Y(y)),
    E: (x: number, y: number, rx: number, ry = rx, rotation = 0) => {
      g.moveTo(X(x) + rx * b.h, Y(y));
      g.ellipse(X(x), Y(y), rx * b.h, ry * b.h, flip ? -rotation : rotation, 0, Math.PI * 2);
    },
    poly: (points: readonly (readonly [number, number])[]) => {
      points.forEach(([x, y], i) => (i === 0 ? g.moveTo(X(x), Y(y)) : g.lineTo(X(x), Y(y))));
      g.closePath();
    },
  };
}
