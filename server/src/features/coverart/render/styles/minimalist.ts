import { drawMotif } from '../motifs';
import { css } from '../palette';
import type { Scene } from '../scene';
import { setType } from '../type';
import { accentCss } from '../effects';

/**
 * Minimalist: one flat field, a single accent form, the motif as a thin line drawing, a hairline rule and small
 * light type in a lot of empty space.
 */
export function paintMinimalist(s: Scene): void {
  const { g, size, rng, palette } = s;
  const darkGround = s.mood === 'dark' || s.mood === 'mysterious' || s.mood === 'melancholic';
  const ground = darkGround ? palette.deep : palette.light;
  const ink = darkGround ? palette.light : palette.deep;
  g.fillStyle = css(ground);
  g.fillRect(0, 0, size, size);
  const m = s.composition.motif;
  const r = Math.min(m.w, m.h) * rng.range(0.28, 0.4);
  g.fillStyle = accentCss(s, 0, 0.95);
  g.beginPath();
  if (rng.chance(0.5)) g.arc(m.x + m.w * 0.5, m.y + m.h * 0.45, r, 0, Math.PI * 2);
  else g.rect(m.x + m.w * 0.5 - r, m.y + m.h * 0.45 - r, r * 2, r * 2);
  g.fill();
  const inner = { x: m.x + m.w * 0.2, y: m.y + m.h * 0.2, w: m.w * 0.6, h: m.h * 0.6 };
  drawMotif(s, { fill: css(ink), detail: css(ink, 0.6), mode: 'stroke', lineWidth: 3 }, { themeBox: inner });
  const t = s.composition.title;
  g.fillStyle = css(ink, 0.8);
  const ruleX = t.align === 'center' ? size * 0.4 : t.align === 'right' ? t.x - size * 0.2 : t.x;
  g.fillRect(ruleX, t.top ? t.y - 18 : t.y + 14, size * 0.2, 2);
  setType(s, { family: 'CoverSansLight', size: 64, color: css(ink), upper: true });
}
