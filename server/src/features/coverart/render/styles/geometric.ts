import { drawMotif } from '../motifs';
import { css, type Hsl } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';

/**
 * Geometric: a jittered triangle tessellation shaded along a diagonal through the palette; the motif painted in
 * light tones with a lighter tessellation multiplied over it; condensed type on a solid band.
 */
export function paintGeometric(s: Scene): void {
  const { g, size, rng, palette } = s;
  const cells = 8 + Math.round(s.energy * 8);
  const step = size / cells;
  const jitter = step * 0.3;
  const points: { x: number; y: number }[][] = [];
  for (let r = 0; r <= cells; r += 1) {
    const row: { x: number; y: number }[] = [];
    for (let c = 0; c <= cells; c += 1) {
      const edgeX = c === 0 || c === cells;
      const edgeY = r === 0 || r === cells;
      row.push({
        x: c * step + (edgeX ? 0 : rng.range(-jitter, jitter)),
        y: r * step + (edgeY ? 0 : rng.range(-jitter, jitter)),
      });
    }
    points.push(row);
  }
  const tones: Hsl[] = [palette.deep, palette.ground, ...palette.accents];
  const angle = rng.range(0, Math.PI * 2);
  const tri = (
    a: { x: number; y: number },
    b: { x: number; y: number },
    c: { x: number; y: number },
    light: boolean,
  ) => {
    const cx = (a.x + b.x + c.x) / 3;
    const cy = (a.y + b.y + c.y) / 3;
    const t = ((cx * Math.cos(angle) + cy * Math.sin(angle)) / size + 1) / 2;
    const index = Math.min(
      tones.length - 1,
      Math.max(0, Math.floor(t * tones.length + rng.range(-0.6, 0.6))),
    );
    g.fillStyle = light ? css(tones[index]!, 1, 0.3) : css(tones[index]!, 1, rng.range(-0.06, 0.06));
    g.beginPath();
    g.moveTo(a.x, a.y);
    g.lineTo(b.x, b.y);
    g.lineTo(c.x, c.y);
    g.closePath();
    g.fill();
    g.strokeStyle = g.fillStyle;
    g.lineWidth = 1;
    g.stroke();
  };
  const tessellate = (light: boolean) => {
    for (let r = 0; r < cells; r += 1) {
      for (let c = 0; c < cells; c += 1) {
        const p = points[r]![c]!;
        const q = points[r]![c + 1]!;
        const u = points[r + 1]![c]!;
        const v = points[r + 1]![c + 1]!;
        tri(p, q, v, light);
        tri(p, v, u, light);
      }
    }
  };
  tessellate(false);
  // The motif in light tones, then the tessellation multiplied over it, so its facets run through the motif too.
  g.save();
  g.globalCompositeOperation = 'source-over';
  drawMotif(s, {
    fill: css(palette.light, 0.9),
    detail: css(palette.deep, 0.8),
    mode: 'fill',
  });
  g.globalCompositeOperation = 'multiply';
  g.globalAlpha = 0.35;
  tessellate(true);
  g.restore();
  const t = s.composition.title;
  const bandY = t.top ? t.y - 30 : t.y - size * 0.2;
  g.fillStyle = css(palette.deep, 0.88);
  g.fillRect(0, bandY, size, size * 0.22);
  setType(s, {
    family: 'CoverCondensed',
    size: 110,
    color: css(palette.light),
    upper: true,
    artistColor: css(s.palette.accents[0]!, 1, 0.15),
  });
}
