import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, grain, vignette } from '../effects';

/**
 * Vintage: an aged record sleeve: sepia paper, a faded sunburst, the motif printed in halftone dots, a worn
 * double border and serif type.
 */
export function paintVintage(s: Scene): void {
  const { g, size, rng, palette } = s;
  g.fillStyle = '#e9dcc0';
  g.fillRect(0, 0, size, size);
  g.fillStyle = css(palette.ground, 0.18);
  g.fillRect(0, 0, size, size);
  const cx = s.composition.motif.x + s.composition.motif.w / 2;
  const cy = s.composition.motif.y + s.composition.motif.h / 2;
  const rays = 24 + Math.round(s.energy * 12);
  for (let i = 0; i < rays; i += 2) {
    const a0 = (i / rays) * Math.PI * 2;
    const a1 = ((i + 1) / rays) * Math.PI * 2;
    g.beginPath();
    g.moveTo(cx, cy);
    g.arc(cx, cy, size * 1.2, a0, a1);
    g.closePath();
    g.fillStyle = accentCss(s, 0, 0.16);
    g.fill();
  }
  drawMotif(s, {
    fill: accentCss(s, 1, 0.85, -0.1),
    detail: css(palette.deep, 0.7),
    mode: 'fill',
  });
  // Halftone: dots over the printed area, larger where the paper is darker.
  const data = g.getImageData(0, 0, size, size).data;
  g.fillStyle = css(palette.deep, 0.7);
  const step = 16;
  for (let y = step / 2; y < size; y += step) {
    for (let x = step / 2; x < size; x += step) {
      const p = (Math.floor(y) * size + Math.floor(x)) * 4;
      const dark = 1 - (data[p]! + data[p + 1]! + data[p + 2]!) / 765;
      if (dark < 0.2) continue;
      g.beginPath();
      g.arc(x, y, (step / 2) * dark, 0, Math.PI * 2);
      g.fill();
    }
  }
  g.strokeStyle = css(palette.deep, 0.8);
  g.lineWidth = 10;
  g.strokeRect(34, 34, size - 68, size - 68);
  g.lineWidth = 3;
  g.strokeRect(56, 56, size - 112, size - 112);
  grain(s, 5000, 0.14, false);
  for (let i = 0; i < 40; i += 1) {
    g.fillStyle = 'rgba(233,220,192,0.7)';
    g.fillRect(rng.range(0, size), rng.range(0, size), rng.range(2, 40), rng.range(1, 3));
  }
  vignette(s, 0.35);
  setType(s, {
    family: 'CoverSerif',
    artistFamily: 'CoverSerifItalic',
    size: 104,
    color: css(palette.deep),
    artistColor: accentCss(s, 0, 1, -0.2),
  });
}
