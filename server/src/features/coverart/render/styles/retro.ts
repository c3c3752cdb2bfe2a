import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, grain, verticalGround } from '../effects';

/**
 * Retro: a 1970s-80s sleeve: a big sun cut by stripes, wavy rainbow bands sweeping across, the motif as a flat
 * silhouette in front, and bold serif type with an offset shadow.
 */
export function paintRetro(s: Scene): void {
  const { g, size, rng, palette } = s;
  verticalGround(s, [css(palette.light, 1, -0.05), accentCss(s, 2, 1, 0.25)]);
  // The striped sun, unless the instructions named one (theirs is drawn with the other subjects).
  const sunR = size * rng.range(0.22, 0.3);
  const sunX = s.composition.motif.x + s.composition.motif.w / 2;
  const sunY = s.composition.horizon - sunR * 0.55;
  if (!s.plan.some((item) => item.kind === 'sun')) {
    const sun = g.createLinearGradient(0, sunY - sunR, 0, sunY + sunR);
    sun.addColorStop(0, accentCss(s, 1, 1, 0.1));
    sun.addColorStop(1, accentCss(s, 0));
    g.fillStyle = sun;
    g.beginPath();
    g.arc(sunX, sunY, sunR, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = css(palette.light, 1, -0.05);
    for (let k = 0; k < 7; k += 1) {
      const y = sunY + sunR * (0.1 + k * 0.14);
      g.fillRect(sunX - sunR, y, sunR * 2, 4 + k * 2.5);
    }
  }
  const bands = 4;
  const amp = 30 + s.energy * 60;
  const phase = rng.range(0, Math.PI * 2);
  for (let b = 0; b < bands; b += 1) {
    g.beginPath();
    const top = s.composition.horizon + b * 34 - 20;
    g.moveTo(0, top);
    for (let x = 0; x <= size; x += 16) g.lineTo(x, top + Math.sin(x / 160 + phase) * amp);
    for (let x = size; x >= 0; x -= 16) g.lineTo(x, top + 34 + Math.sin(x / 160 + phase) * amp);
    g.closePath();
    g.fillStyle = b === bands - 1 ? css(palette.deep, 1, 0.1) : accentCss(s, b);
    g.fill();
  }
  g.fillStyle = css(palette.deep, 1, 0.1);
  g.fillRect(0, s.composition.horizon + bands * 34 + 10, size, size);
  drawMotif(s, {
    fill: css(palette.deep, 0.92),
    detail: accentCss(s, 1, 0.9),
    mode: 'fill',
  });
  grain(s, 6000, 0.08, false);
  setType(s, {
    family: 'CoverSerif',
    artistFamily: 'CoverCondensed',
    artistColor: css(palette.deep),
    size: 116,
    color: accentCss(s, 1, 1, 0.15),
    extrude: { color: css(palette.deep), depth: 7 },
    stroke: { color: css(palette.deep), width: 3 },
  });
}
