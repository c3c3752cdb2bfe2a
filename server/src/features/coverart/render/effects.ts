import { accent, css } from './palette';
import type { Rng } from './random';
import type { Scene } from './scene';

/** A vertical gradient over the whole canvas. */
export function verticalGround(s: Scene, stops: string[]): void {
  const grad = s.g.createLinearGradient(0, 0, 0, s.size);
  stops.forEach((c, i) => grad.addColorStop(i / Math.max(1, stops.length - 1), c));
  s.g.fillStyle = grad;
  s.g.fillRect(0, 0, s.size, s.size);
}

/** Darkens the corners. */
export function vignette(s: Scene, strength = 0.6): void {
  const half = s.size / 2;
  const grad = s.g.createRadialGradient(half, half, s.size * 0.3, half, half, s.size * 0.75);
  grad.addColorStop(0, 'rgba(0,0,0,0)');
  grad.addColorStop(1, `rgba(0,0,0,${strength})`);
  s.g.fillStyle = grad;
  s.g.fillRect(0, 0, s.size, s.size);
}

/** Fine noise, as film grain or paper, drawn as many tiny dots from the seed. */
export function grain(s: Scene, count: number, alpha: number, light = true): void {
  const { g, rng } = s;
  g.fillStyle = light ? `rgba(255,255,255,${alpha})` : `rgba(0,0,0,${alpha})`;
  for (let i = 0; i < count; i += 1) g.fillRect(rng.next() * s.size, rng.next() * s.size, 2, 2);
}

/** A soft glowing disc. */
export function glow(s: Scene, x: number, y: number, r: number, color: string): void {
  const grad = s.g.createRadialGradient(x, y, 0, x, y, r);
  grad.addColorStop(0, color);
  grad.addColorStop(1, 'rgba(0,0,0,0)');
  s.g.fillStyle = grad;
  s.g.fillRect(x - r, y - r, r * 2, r * 2);
}

/** A point on a smooth curve through the seed (for flowing shapes). */
export function wave(rng: Rng): (t: number) => number {
  const a = rng.range(0.5, 2);
  const b = rng.range(1, 3);
  const p = rng.range(0, Math.PI * 2);
  return (t) => Math.sin(t * a * Math.PI * 2 + p) * 0.6 + Math.sin(t * b * Math.PI * 2 + p * 1.7) * 0.4;
}

/** The accent colour at i as CSS. */
export const accentCss = (s: Scene, i: number, alpha = 1, lighten = 0) =>
  css(accent(s.palette, i), alpha, lighten);
