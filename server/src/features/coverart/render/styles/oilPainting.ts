import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow, verticalGround, wave } from '../effects';

/**
 * Oil painting: an underpainting (sky, light, the motif) is sampled by thousands of short brush strokes whose
 * direction follows a smooth flow field and whose length grows with energy; italic serif type.
 */
export function paintOilPainting(s: Scene): void {
  const { g, size, rng, palette } = s;
  verticalGround(s, [accentCss(s, 2, 1, 0.1), css(palette.ground, 1, 0.1), accentCss(s, 0, 1, -0.05)]);
  glow(
    s,
    rng.range(size * 0.2, size * 0.8),
    rng.range(size * 0.1, size * 0.4),
    size * 0.4,
    css(palette.light, 0.8),
  );
  drawMotif(s, {
    fill: css(palette.deep, 1, 0.1),
    detail: accentCss(s, 1),
    mode: 'fill',
  });
  const data = g.getImageData(0, 0, size, size).data;
  const fx = wave(rng);
  const fy = wave(rng);
  const length = 9 + s.energy * 14;
  g.lineCap = 'round';
  const strokes = 2400;
  for (let i = 0; i < strokes; i += 1) {
    const x = rng.next() * size;
    const y = rng.next() * size;
    const p = (Math.floor(y) * size + Math.floor(x)) * 4;
    const a = (fx(x / size) + fy(y / size)) * Math.PI * 0.6;
    const len = length * rng.range(0.6, 1.4);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len;
    const shade = rng.range(-14, 14);
    g.strokeStyle = `rgb(${data[p]! + shade},${data[p + 1]! + shade},${data[p + 2]! + shade})`;
    g.lineWidth = rng.range(6, 13);
    g.beginPath();
    g.moveTo(x - dx, y - dy);
    g.lineTo(x + dx, y + dy);
    g.stroke();
  }
  setType(s, {
    family: 'CoverSerifItalic',
    artistFamily: 'CoverSerif',
    size: 108,
    color: css(palette.light),
    shadow: { color: 'rgba(0,0,0,0.55)', blur: 10, dy: 4 },
  });
}
