import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss, glow } from '../effects';

/**
 * Cyberpunk: night, a neon perspective grid, the motif as neon tubing over a skyline of lit windows,
 * scan lines and glitch slices displaced sideways; glowing monospaced type.
 */
export function paintCyberpunk(s: Scene): void {
  const { g, size, rng, palette } = s;
  g.fillStyle = css(palette.deep, 1, -0.08);
  g.fillRect(0, 0, size, size);
  glow(s, size / 2, s.composition.horizon, size * 0.6, accentCss(s, 1, 0.35));
  const horizon = s.composition.horizon;
  let x = 0;
  while (x < size) {
    const w = rng.range(30, 90);
    const h = rng.range(size * 0.1, size * 0.45);
    g.fillStyle = css(palette.deep, 1, 0.04);
    g.fillRect(x, horizon - h, w, h);
    for (let y = horizon - h + 10; y < horizon - 8; y += 14) {
      for (let wx = x + 5; wx < x + w - 8; wx += 12) {
        if (rng.chance(0.3)) {
          g.fillStyle = accentCss(s, rng.int(0, 2), 0.8, 0.1);
          g.fillRect(wx, y, 6, 6);
        }
      }
    }
    x += w + 4;
  }
  g.fillStyle = css(palette.deep, 1, -0.1);
  g.fillRect(0, horizon, size, size - horizon);
  g.strokeStyle = accentCss(s, 0, 0.8);
  g.lineWidth = 2;
  for (let i = -16; i <= 16; i += 1) {
    g.beginPath();
    g.moveTo(size / 2 + i * 10, horizon);
    g.lineTo(size / 2 + i * 120, size);
    g.stroke();
  }
  for (let k = 1; k < 10; k += 1) {
    const y = horizon + (size - horizon) * (k / 10) ** 2;
    g.beginPath();
    g.moveTo(0, y);
    g.lineTo(size, y);
    g.stroke();
  }
  g.shadowColor = accentCss(s, 2);
  g.shadowBlur = 30;
  drawMotif(s, {
    fill: accentCss(s, 2, 1, 0.1),
    detail: accentCss(s, 0, 1, 0.1),
    mode: 'stroke',
    lineWidth: 6,
  });
  g.shadowBlur = 0;
  const slices = 4 + Math.round(s.energy * 8);
  for (let i = 0; i < slices; i += 1) {
    const y = Math.floor(rng.range(0, size - 40));
    const h = Math.floor(rng.range(4, 36));
    const strip = g.getImageData(0, y, size, h);
    g.putImageData(strip, Math.floor(rng.range(-60, 60)), y);
  }
  g.fillStyle = 'rgba(0,0,0,0.22)';
  for (let y = 0; y < size; y += 4) g.fillRect(0, y, size, 1);
  setType(s, {
    family: 'CoverMono',
    size: 104,
    color: css(palette.light),
    upper: true,
    shadow: { color: accentCss(s, 1), blur: 28 },
    stroke: { color: accentCss(s, 1, 1, 0.1), width: 2 },
  });
}
