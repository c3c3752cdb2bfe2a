import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow, wave } from '../effects';

/** Modern digital art: glowing gradient blobs, flowing ribbons, a clean glowing silhouette, bold sans type. */
export function paintModernDigital(s: Scene): void {
  const { g, size, rng, palette } = s;
  const grad = g.createLinearGradient(0, 0, size, size);
  grad.addColorStop(0, css(palette.deep));
  grad.addColorStop(1, css(palette.ground));
  g.fillStyle = grad;
  g.fillRect(0, 0, size, size);
  g.globalCompositeOperation = 'screen';
  for (let i = 0; i < 5; i += 1) {
    glow(
      s,
      rng.range(0, size),
      rng.range(0, size),
      rng.range(size * 0.25, size * 0.55),
      accentCss(s, i, 0.55),
    );
  }
  const ribbons = 3 + Math.round(s.energy * 5);
  for (let i = 0; i < ribbons; i += 1) {
    const f = wave(rng);
    const y0 = rng.range(size * 0.2, size * 0.8);
    const amp = size * (0.08 + s.energy * 0.12);
    g.beginPath();
    for (let x = -20; x <= size + 20; x += 16) g.lineTo(x, y0 + f(x / size) * amp);
    g.strokeStyle = accentCss(s, i, 0.5, 0.1);
    g.lineWidth = rng.range(3, 18);
    g.stroke();
  }
  g.globalCompositeOperation = 'source-over';
  g.shadowColor = accentCss(s, 0, 0.9);
  g.shadowBlur = 40;
  drawMotif(s, {
    fill: css(palette.light, 0.92),
    detail: accentCss(s, 1),
    mode: 'fill',
  });
  g.shadowBlur = 0;
  setType(s, {
    family: 'CoverSans',
    artistFamily: 'CoverSansLight',
    size: 120,
    color: css(palette.light),
    upper: true,
    shadow: { color: accentCss(s, 0, 0.8), blur: 24 },
  });
}
