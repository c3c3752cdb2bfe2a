import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss } from '../effects';

/**
 * Abstract: a Kandinsky-like field on paper: overlapping circles, arcs, bars and triangles multiplied
 * together, the motif reduced to an outline among them; condensed type set at an angle.
 */
export function paintAbstract(s: Scene): void {
  const { g, size, rng, palette } = s;
  g.fillStyle = css(palette.light, 1, -0.04);
  g.fillRect(0, 0, size, size);
  g.globalCompositeOperation = 'multiply';
  const shapes = 10 + Math.round(s.energy * 18);
  for (let i = 0; i < shapes; i += 1) {
    const x = rng.range(0, size);
    const y = rng.range(0, size);
    const r = rng.range(size * 0.03, size * 0.22);
    g.fillStyle = accentCss(s, i, rng.range(0.5, 0.9));
    g.strokeStyle = css(palette.deep, 0.9);
    g.lineWidth = rng.range(2, 10);
    g.beginPath();
    switch (i % 4) {
      case 0:
        g.arc(x, y, r, 0, Math.PI * 2);
        g.fill();
        break;
      case 1:
        g.moveTo(x, y - r);
        g.lineTo(x + r, y + r);
        g.lineTo(x - r, y + r * 0.6);
        g.closePath();
        g.fill();
        break;
      case 2:
        g.save();
        g.translate(x, y);
        g.rotate(rng.range(-1, 1));
        g.fillRect(-r, -r * 0.12, r * 2, r * 0.24);
        g.restore();
        break;
      default:
        g.arc(x, y, r, rng.range(0, 3), rng.range(3.5, 6));
        g.stroke();
    }
  }
  g.globalCompositeOperation = 'source-over';
  g.lineCap = 'round';
  for (let i = 0; i < 6; i += 1) {
    g.beginPath();
    g.moveTo(rng.range(0, size), rng.range(0, size));
    g.lineTo(rng.range(0, size), rng.range(0, size));
    g.strokeStyle = css(palette.deep, 0.85);
    g.lineWidth = rng.range(2, 6);
    g.stroke();
  }
  drawMotif(s, {
    fill: css(palette.deep),
    detail: accentCss(s, 2),
    mode: 'stroke',
    lineWidth: 7,
  });
  setType(s, {
    family: 'CoverCondensed',
    size: 110,
    color: css(palette.deep),
    artistColor: accentCss(s, 0, 1, -0.1),
    rotate: s.composition.layout % 2 === 0 ? -4 : 3,
  });
}
