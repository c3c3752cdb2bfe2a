import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow, verticalGround } from '../effects';

/**
 * 3D render: a studio floor in perspective, glossy shaded spheres and cubes with contact shadows, the motif
 * extruded in depth, and extruded type.
 */
export function paint3dRender(s: Scene): void {
  const { g, size, rng, palette } = s;
  const horizon = s.composition.horizon * 0.85;
  verticalGround(s, [css(palette.ground, 1, 0.15), css(palette.deep)]);
  g.strokeStyle = css(palette.light, 0.12);
  g.lineWidth = 2;
  for (let i = -12; i <= 12; i += 1) {
    g.beginPath();
    g.moveTo(size / 2 + i * 18, horizon);
    g.lineTo(size / 2 + i * 160, size);
    g.stroke();
  }
  for (let k = 1; k < 12; k += 1) {
    const y = horizon + (size - horizon) * (k / 12) ** 1.8;
    g.beginPath();
    g.moveTo(0, y);
    g.lineTo(size, y);
    g.stroke();
  }
  const objects = 3 + Math.round(s.energy * 4);
  for (let i = 0; i < objects; i += 1) {
    const y = rng.range(horizon + 30, size - 40);
    const depth = (y - horizon) / (size - horizon);
    const r = 24 + depth * 90;
    const x = rng.range(r, size - r);
    g.fillStyle = 'rgba(0,0,0,0.35)';
    g.beginPath();
    g.ellipse(x + r * 0.2, y, r * 1.05, r * 0.25, 0, 0, Math.PI * 2);
    g.fill();
    const c = s.palette.accents[i % s.palette.accents.length]!;
    if (i % 2 === 0) {
      const shade = g.createRadialGradient(x - r * 0.35, y - r * 1.35, r * 0.1, x, y - r, r * 1.1);
      shade.addColorStop(0, css(c, 1, 0.35));
      shade.addColorStop(0.5, css(c));
      shade.addColorStop(1, css(c, 1, -0.3));
      g.fillStyle = shade;
      g.beginPath();
      g.arc(x, y - r, r, 0, Math.PI * 2);
      g.fill();
    } else {
      const h = r * 1.4;
      g.fillStyle = css(c, 1, 0.1);
      g.beginPath();
      g.moveTo(x - h / 2, y - h);
      g.lineTo(x, y - h - h * 0.3);
      g.lineTo(x + h / 2 + h * 0.3, y - h - h * 0.3);
      g.lineTo(x + h / 2, y - h);
      g.fill();
      g.fillStyle = css(c);
      g.fillRect(x - h / 2, y - h, h, h);
      g.fillStyle = css(c, 1, -0.25);
      g.beginPath();
      g.moveTo(x + h / 2, y - h);
      g.lineTo(x + h / 2 + h * 0.3, y - h - h * 0.3);
      g.lineTo(x + h / 2 + h * 0.3, y - h * 0.3);
      g.lineTo(x + h / 2, y);
      g.fill();
    }
  }
  const m = s.composition.motif;
  // The extrusion: the subjects and the theme stacked in darker layers behind, then the face in front.
  for (let d = 18; d > 0; d -= 3) {
    drawMotif(
      s,
      { fill: accentCss(s, 0, 1, -0.35 + d * 0.005), detail: accentCss(s, 0, 1, -0.35), mode: 'fill' },
      { offset: { dx: d, dy: d }, layers: ['theme', 'subject'] },
    );
  }
  drawMotif(s, { fill: accentCss(s, 0, 1, 0.05), detail: css(palette.light), mode: 'fill' });
  glow(s, m.x + m.w * 0.3, m.y + m.h * 0.2, m.w * 0.4, css(palette.light, 0.25));
  setType(s, {
    family: 'CoverSans',
    artistFamily: 'CoverSans',
    size: 118,
    color: css(palette.light),
    extrude: { color: accentCss(s, 1, 1, -0.3), depth: 10 },
  });
}
