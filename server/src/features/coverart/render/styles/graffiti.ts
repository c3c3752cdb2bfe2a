import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow } from '../effects';

/**
 * Graffiti: a brick wall under spray paint: soft sprayed clouds, drips, scribbled tags, the motif as a stencil,
 * and a thick outlined title with a block shadow.
 */
export function paintGraffiti(s: Scene): void {
  const { g, size, rng, palette } = s;
  g.fillStyle = css(palette.deep, 1, 0.08);
  g.fillRect(0, 0, size, size);
  const bh = 44;
  const bw = 104;
  for (let row = 0; row * bh < size; row += 1) {
    const offset = row % 2 === 0 ? 0 : bw / 2;
    for (let x = -offset; x < size; x += bw) {
      g.fillStyle = css(palette.ground, rng.range(0.5, 0.9), rng.range(-0.05, 0.05));
      g.fillRect(x + 3, row * bh + 3, bw - 6, bh - 6);
    }
  }
  const clouds = 5 + Math.round(s.energy * 6);
  for (let i = 0; i < clouds; i += 1) {
    glow(s, rng.range(0, size), rng.range(0, size), rng.range(120, 320), accentCss(s, i, 0.7));
  }
  for (let i = 0; i < 26; i += 1) {
    const x = rng.range(0, size);
    const y = rng.range(size * 0.2, size * 0.8);
    const len = rng.range(30, 180);
    g.strokeStyle = accentCss(s, i, 0.8);
    g.lineWidth = rng.range(3, 8);
    g.beginPath();
    g.moveTo(x, y);
    g.lineTo(x, y + len);
    g.stroke();
    g.beginPath();
    g.arc(x, y + len, g.lineWidth * 0.9, 0, Math.PI * 2);
    g.fillStyle = accentCss(s, i, 0.8);
    g.fill();
  }
  for (let i = 0; i < 5; i += 1) {
    g.beginPath();
    let x = rng.range(0, size * 0.8);
    let y = rng.range(0, size);
    g.moveTo(x, y);
    for (let k = 0; k < 12; k += 1) {
      x += rng.range(-10, 40);
      y += rng.range(-40, 40);
      g.quadraticCurveTo(x + rng.range(-30, 30), y + rng.range(-30, 30), x, y);
    }
    g.strokeStyle = css(palette.light, 0.5);
    g.lineWidth = rng.range(3, 7);
    g.stroke();
  }
  drawMotif(s, { fill: css(palette.deep, 0.88), detail: accentCss(s, 2), mode: 'fill' });
  setType(s, {
    family: 'CoverSans',
    size: 140,
    color: accentCss(s, 1, 1, 0.15),
    upper: true,
    stroke: { color: css(palette.deep), width: 8 },
    extrude: { color: css(palette.deep), depth: 12 },
    rotate: -6 + s.rng.range(0, 4),
  });
}
