import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow, verticalGround } from '../effects';

/**
 * Surreal: a dream desert under an impossible sky: a huge moon, spheres floating over their long shadows, a
 * doorway opening onto another sky, and the motif melting downwards; italic serif type.
 */
export function paintSurreal(s: Scene): void {
  const { g, size, rng, palette } = s;
  const horizon = s.composition.horizon;
  verticalGround(s, [accentCss(s, 2, 1, -0.15), accentCss(s, 1, 1, 0.15), css(palette.light, 1, -0.1)]);
  // The huge pale moon, unless the instructions named a moon (theirs is drawn with the other subjects).
  const moonX = rng.range(size * 0.15, size * 0.85);
  if (!s.plan.some((item) => item.kind === 'moon')) {
    glow(s, moonX, size * 0.22, size * 0.3, css(palette.light, 0.6));
    g.fillStyle = css(palette.light, 0.95);
    g.beginPath();
    g.arc(moonX, size * 0.22, size * 0.13, 0, Math.PI * 2);
    g.fill();
  }
  const sand = g.createLinearGradient(0, horizon, 0, size);
  sand.addColorStop(0, accentCss(s, 0, 1, 0.1));
  sand.addColorStop(1, css(palette.deep, 1, 0.1));
  g.fillStyle = sand;
  g.fillRect(0, horizon, size, size - horizon);
  const doorX = rng.range(size * 0.05, size * 0.7);
  const doorW = size * 0.16;
  const doorH = size * 0.3;
  g.fillStyle = 'rgba(0,0,0,0.3)';
  g.beginPath();
  g.moveTo(doorX, horizon + 40);
  g.lineTo(doorX + doorW, horizon + 40);
  g.lineTo(doorX + doorW + size * 0.35, size);
  g.lineTo(doorX + size * 0.25, size);
  g.fill();
  const night = g.createLinearGradient(0, horizon + 40 - doorH, 0, horizon + 40);
  night.addColorStop(0, css(palette.deep));
  night.addColorStop(1, accentCss(s, 2, 1, -0.2));
  g.fillStyle = night;
  g.fillRect(doorX, horizon + 40 - doorH, doorW, doorH);
  for (let i = 0; i < 12; i += 1) {
    g.fillStyle = css(palette.light, 0.9);
    g.fillRect(doorX + rng.range(4, doorW - 6), horizon + 40 - doorH + rng.range(4, doorH - 10), 3, 3);
  }
  const spheres = 2 + Math.round(s.energy * 3);
  for (let i = 0; i < spheres; i += 1) {
    const r = rng.range(24, 70);
    const x = rng.range(r, size - r);
    const y = rng.range(size * 0.3, horizon - r);
    const groundY = rng.range(horizon + 30, size - 20);
    g.fillStyle = 'rgba(0,0,0,0.28)';
    g.beginPath();
    g.ellipse(x + r * 2, groundY, r * 2.4, r * 0.22, 0, 0, Math.PI * 2);
    g.fill();
    const shade = g.createRadialGradient(x - r * 0.4, y - r * 0.4, r * 0.1, x, y, r);
    shade.addColorStop(0, css(palette.light));
    shade.addColorStop(1, accentCss(s, i, 1, -0.15));
    g.fillStyle = shade;
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fill();
  }
  const m = s.composition.motif;
  drawMotif(s, { fill: css(palette.deep, 0.9), detail: css(palette.light, 0.8), mode: 'fill' });
  // The melt: columns of the motif's lower edge pulled downwards.
  const bottom = Math.floor(m.y + m.h * 0.7);
  const drips = 10 + Math.round(s.energy * 10);
  for (let i = 0; i < drips; i += 1) {
    const x = Math.floor(rng.range(m.x, m.x + m.w - 20));
    const w = Math.floor(rng.range(8, 22));
    const strip = g.getImageData(x, bottom, w, 6);
    const len = Math.floor(rng.range(20, 120));
    for (let d = 0; d < len; d += 6) g.putImageData(strip, x, bottom + d);
  }
  setType(s, {
    family: 'CoverSerifItalic',
    size: 104,
    color: css(palette.light),
    shadow: { color: 'rgba(0,0,0,0.5)', blur: 16, dy: 6 },
  });
}
