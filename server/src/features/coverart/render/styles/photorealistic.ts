import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow, grain, verticalGround, vignette } from '../effects';

/**
 * Photorealistic: a photographed dusk scene: graded sky, low sun with haze, the motif as a backlit silhouette
 * reflected on wet ground, out-of-focus bokeh, lens vignette and film grain; light sans type.
 */
export function paintPhotorealistic(s: Scene): void {
  const { g, size, rng, palette } = s;
  const horizon = s.composition.horizon;
  verticalGround(s, [
    css(palette.deep),
    css(palette.ground),
    accentCss(s, 1, 1, 0.1),
    accentCss(s, 0, 1, 0.2),
  ]);
  const sunX = rng.range(size * 0.25, size * 0.75);
  glow(s, sunX, horizon - size * 0.05, size * 0.5, css(palette.light, 0.55));
  glow(s, sunX, horizon - size * 0.05, size * 0.12, css(palette.light, 0.95));
  const box = { ...s.composition.motif, y: horizon - s.composition.motif.h, x: s.composition.motif.x };
  drawMotif(s, box, { fill: css(palette.deep, 0.96), detail: css(palette.deep, 0.85, 0.08), mode: 'fill' });
  g.fillStyle = css(palette.deep);
  g.fillRect(0, horizon, size, size - horizon);
  g.save();
  g.translate(0, horizon * 2);
  g.scale(1, -1);
  g.globalAlpha = 0.25;
  drawMotif(s, box, { fill: css(palette.ground), detail: css(palette.ground), mode: 'fill' });
  g.restore();
  for (let y = horizon + 6; y < size; y += rng.range(6, 14)) {
    g.fillStyle = css(palette.light, rng.range(0.03, 0.12));
    g.fillRect(sunX - rng.range(20, 160), y, rng.range(40, 320), 2);
  }
  for (let i = 0; i < 10 + s.energy * 14; i += 1) {
    const r = rng.range(12, 48);
    glow(s, rng.range(0, size), rng.range(0, horizon), r, accentCss(s, i, 0.25, 0.2));
  }
  vignette(s, 0.7);
  grain(s, 5000, 0.06);
  grain(s, 5000, 0.08, false);
  setType(s, {
    family: 'CoverSansLight',
    artistFamily: 'CoverSans',
    size: 96,
    color: css(palette.light),
    shadow: { color: 'rgba(0,0,0,0.6)', blur: 12, dy: 3 },
  });
}
