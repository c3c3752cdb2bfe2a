import type { CoverArtTheme } from '@common/coverart';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Box } from '../composition';
import type { Rng } from '../random';
import type { Ink } from './pen';

type Draw = (g: SKRSContext2D, b: Box, rng: Rng, ink: Ink, energy: number) => void;

/** Paints a path in the ink's silhouette or detail colour. */
export function shape(g: SKRSContext2D, ink: Ink, path: () => void, detail = false): void {
  g.beginPath();
  path();
  if (ink.mode === 'stroke') {
    g.strokeStyle = detail ? ink.detail : ink.fill;
    g.lineWidth = ink.lineWidth ?? 6;
    g.stroke();
  } else {
    g.fillStyle = detail ? ink.detail : ink.fill;
    g.fill();
  }
}

/** A row of buildings standing on the box's bottom edge, windows in the detail colour. */
export function buildings(g: SKRSContext2D, b: Box, rng: Rng, ink: Ink, tall: boolean): void {
  let x = b.x;
  const base = b.y + b.h;
  while (x < b.x + b.w) {
    const w = rng.range(b.w * 0.06, b.w * (tall ? 0.12 : 0.18));
    const h = rng.range(b.h * (tall ? 0.35 : 0.25), b.h * (tall ? 1 : 0.7));
    const bx = x;
    shape(g, ink, () => {
      g.rect(bx, base - h, w, h);
      if (tall && rng.chance(0.3)) {
        g.moveTo(bx + w * 0.35, base - h);
        g.lineTo(bx + w * 0.5, base - h - b.h * 0.12);
        g.lineTo(bx + w * 0.65, base - h);
      }
    });
    const cols = Math.max(1, Math.floor(w / 18));
    const rows = Math.floor(h / 26);
    for (let r = 1; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        if (!rng.chance(0.45)) continue;
        const wx = bx + 5 + (c * (w - 10)) / cols;
        shape(g, ink, () => g.rect(wx, base - h + r * 26, Math.max(3, (w - 10) / cols - 5), 12), true);
      }
    }
    x += w + rng.range(0, b.w * 0.02);
  }
}

/** Two ridges of peaks standing on the box's bottom edge. */
export function ridges(g: SKRSContext2D, b: Box, rng: Rng, ink: Ink): void {
  const base = b.y + b.h;
  for (let layer = 0; layer < 2; layer += 1) {
    shape(
      g,
      ink,
      () => {
        g.moveTo(b.x, base);
        let x = b.x;
        while (x < b.x + b.w) {
          const w = rng.range(b.w * 0.2, b.w * 0.4);
          g.lineTo(x + w / 2, b.y + rng.range(0.05, 0.5) * b.h + layer * b.h * 0.25);
          x += w;
          g.lineTo(Math.min(x, b.x + b.w), base - rng.range(0, b.h * 0.15));
        }
        g.lineTo(b.x + b.w, base);
        g.closePath();
      },
      layer === 1,
    );
  }
}

/** A row of pointed trees standing on the box's bottom edge. */
export function trees(g: SKRSContext2D, b: Box, rng: Rng, ink: Ink): void {
  const base = b.y + b.h;
  const count = rng.int(4, 8);
  for (let i = 0; i < count; i += 1) {
    const x = b.x + (b.w * (i + rng.range(0.1, 0.9))) / count;
    const h = rng.range(b.h * 0.3, b.h * 0.6);
    shape(g, ink, () => {
      g.moveTo(x, base - h);
      g.lineTo(x + h * 0.22, base - h * 0.15);
      g.lineTo(x - h * 0.22, base - h * 0.15);
      g.closePath();
      g.rect(x - 4, base - h * 0.15, 8, h * 0.15);
    });
  }
}

/** A heart's outline around (cx, cy). */
export function heart(g: SKRSContext2D, cx: number, cy: number, r: number): void {
  g.moveTo(cx, cy + r * 0.9);
  g.bezierCurveTo(cx - r * 1.6, cy - r * 0.1, cx - r * 0.8, cy - r * 1.3, cx, cy - r * 0.45);
  g.bezierCurveTo(cx + r * 0.8, cy - r * 1.3, cx + r * 1.6, cy - r * 0.1, cx, cy + r * 0.9);
  g.closePath();
}

/** A star's outline around (cx, cy). */
export function star(g: SKRSContext2D, cx: number, cy: number, r: number, points = 5): void {
  for (let i = 0; i <= points * 2; i += 1) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) g.moveTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
    else g.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  g.closePath();
}

/** One drawing per theme, inside the box it is given. */
export const THEME_DRAWINGS: Record<CoverArtTheme, Draw> = {
  urban: (g, b, rng, ink) => buildings(g, { ...b, y: b.y + b.h * 0.3, h: b.h * 0.7 }, rng, ink, false),
  'city skyline': (g, b, rng, ink) => buildings(g, b, rng, ink, true),
  nature: (g, b, rng, ink) => {
    ridges(g, { ...b, h: b.h * 0.85 }, rng, ink);
    trees(g, { ...b, y: b.y + b.h * 0.45, h: b.h * 0.55 }, rng, ink);
  },
  space: (g, b, rng, ink) => {
    const r = Math.min(b.w, b.h) * 0.3;
    const cx = b.x + b.w * 0.5;
    const cy = b.y + b.h * 0.5;
    shape(g, ink, () => g.arc(cx, cy, r, 0, Math.PI * 2));
    g.save();
    g.translate(cx, cy);
    g.rotate(-0.35);
    g.beginPath();
    g.ellipse(0, 0, r * 1.7, r * 0.35, 0, 0, Math.PI * 2);
    g.strokeStyle = ink.detail;
    g.lineWidth = r * 0.08;
    g.stroke();
    g.restore();
    for (let i = 0; i < 14; i += 1) {
      const sx = b.x + rng.next() * b.w;
      const sy = b.y + rng.next() * b.h;
      shape(g, ink, () => star(g, sx, sy, rng.range(4, 12), 4), true);
    }
  },
  studio: (g, b, _rng, ink) => {
    const cx = b.x + b.w / 2;
    const r = Math.min(b.w, b.h) * 0.17;
    const top = b.y + b.h * 0.08;
    shape(g, ink, () => g.roundRect(cx - r, top, r * 2, r * 3, r));
    for (let i = 1; i < 6; i += 1) {
      shape(g, ink, () => g.rect(cx - r * 0.8, top + (i * r * 3) / 6, r * 1.6, r * 0.08), true);
    }
    g.beginPath();
    g.arc(cx, top + r * 2.2, r * 1.4, 0, Math.PI);
    g.strokeStyle = ink.fill;
    g.lineWidth = r * 0.18;
    g.stroke();
    shape(g, ink, () => {
      g.rect(cx - r * 0.1, top + r * 3.6, r * 0.2, b.h * 0.35);
      g.rect(cx - r * 1.2, b.y + b.h * 0.95, r * 2.4, r * 0.2);
    });
  },
  stage: (g, b, rng, ink, energy) => {
    const beams = 3 + Math.round(energy * 4);
    for (let i = 0; i < beams; i += 1) {
      const x = b.x + (b.w * (i + 0.5)) / beams;
      g.globalAlpha = 0.35;
      shape(
        g,
        ink,
        () => {
          g.moveTo(x, b.y);
          g.lineTo(x - b.w * 0.12 + rng.range(-30, 30), b.y + b.h * 0.85);
          g.lineTo(x + b.w * 0.12 + rng.range(-30, 30), b.y + b.h * 0.85);
          g.closePath();
        },
        true,
      );
      g.globalAlpha = 1;
    }
    shape(g, ink, () => g.rect(b.x, b.y + b.h * 0.85, b.w, b.h * 0.15));
    for (let x = b.x; x < b.x + b.w; x += rng.range(22, 40)) {
      const r = rng.range(14, 22);
      shape(g, ink, () => g.arc(x, b.y + b.h * 0.86, r, Math.PI, 0));
    }
  },
  'abstract patterns': (g, b, rng, ink) => {
    const cx = b.x + b.w / 2;
    const cy = b.y + b.h / 2;
    const rings = rng.int(6, 10);
    for (let i = rings; i > 0; i -= 1) {
      shape(g, ink, () => g.arc(cx, cy, (Math.min(b.w, b.h) / 2) * (i / rings), 0, Math.PI * 2), i % 2 === 0);
    }
  },
  'cultural heritage': (g, b, rng, ink) => {
    const bands = 5;
    const h = b.h / bands;
    for (let i = 0; i < bands; i += 1) {
      const y = b.y + i * h;
      shape(g, ink, () => g.rect(b.x, y + h * 0.1, b.w, h * 0.8), i % 2 === 1);
      const step = rng.range(34, 60);
      shape(
        g,
        ink,
        () => {
          for (let x = b.x; x < b.x + b.w - step; x += step) {
            g.moveTo(x, y + h * 0.5);
            g.lineTo(x + step / 2, y + h * 0.2);
            g.lineTo(x + step, y + h * 0.5);
            g.lineTo(x + step / 2, y + h * 0.8);
            g.closePath();
          }
        },
        i % 2 === 0,
      );
    }
  },
  technology: (g, b, rng, ink) => {
    g.lineWidth = ink.lineWidth ?? 6;
    for (let i = 0; i < 16; i += 1) {
      let x = b.x + rng.next() * b.w;
      let y = b.y + rng.next() * b.h;
      g.beginPath();
      g.moveTo(x, y);
      for (let k = 0; k < 4; k += 1) {
        if (k % 2 === 0) x = Math.min(b.x + b.w, Math.max(b.x, x + rng.range(-b.w * 0.3, b.w * 0.3)));
        else y = Math.min(b.y + b.h, Math.max(b.y, y + rng.range(-b.h * 0.3, b.h * 0.3)));
        g.lineTo(x, y);
      }
      g.strokeStyle = ink.fill;
      g.stroke();
      shape(g, ink, () => g.arc(x, y, 9, 0, Math.PI * 2), true);
    }
    const c = Math.min(b.w, b.h) * 0.22;
    shape(g, ink, () => g.rect(b.x + b.w / 2 - c / 2, b.y + b.h / 2 - c / 2, c, c));
  },
  dreams: (g, b, rng, ink) => {
    const cx = b.x + b.w * 0.7;
    const cy = b.y + b.h * 0.3;
    const r = Math.min(b.w, b.h) * 0.2;
    shape(
      g,
      ink,
      () => {
        g.arc(cx, cy, r, 0.6, Math.PI * 2 - 0.6 + Math.PI, false);
        g.arc(cx + r * 0.45, cy - r * 0.2, r * 0.85, Math.PI * 1.4, 0.45, true);
        g.closePath();
      },
      true,
    );
    for (let i = 0; i < 4; i += 1) {
      const x = b.x + rng.range(0, b.w * 0.7);
      const y = b.y + b.h * rng.range(0.45, 0.9);
      const w = rng.range(b.w * 0.2, b.w * 0.35);
      shape(g, ink, () => {
        g.ellipse(x + w / 2, y, w / 2, w * 0.16, 0, 0, Math.PI * 2);
        g.ellipse(x + w * 0.4, y - w * 0.1, w * 0.22, w * 0.2, 0, 0, Math.PI * 2);
        g.ellipse(x + w * 0.65, y - w * 0.08, w * 0.16, w * 0.14, 0, 0, Math.PI * 2);
      });
    }
  },
  rebellion: (g, b, rng, ink) => {
    const x = b.x + b.w * 0.5;
    shape(g, ink, () => {
      g.moveTo(x + b.w * 0.08, b.y);
      g.lineTo(x - b.w * 0.18, b.y + b.h * 0.55);
      g.lineTo(x, b.y + b.h * 0.52);
      g.lineTo(x - b.w * 0.1, b.y + b.h);
      g.lineTo(x + b.w * 0.2, b.y + b.h * 0.4);
      g.lineTo(x + b.w * 0.02, b.y + b.h * 0.43);
      g.closePath();
    });
    g.lineWidth = Math.max(8, b.w * 0.025);
    for (let i = 0; i < 4; i += 1) {
      const cx = b.x + b.w * (0.08 + i * 0.12) + rng.range(-6, 6);
      g.beginPath();
      g.ellipse(cx, b.y + b.h * (0.75 - i * 0.05), b.w * 0.07, b.w * 0.04, -0.4, 0, Math.PI * 2);
      g.strokeStyle = ink.detail;
      g.stroke();
    }
  },
  love: (g, b, rng, ink) => {
    const r = Math.min(b.w, b.h) * 0.36;
    shape(g, ink, () => heart(g, b.x + b.w / 2, b.y + b.h * 0.5, r));
    for (let i = 0; i < 5; i += 1) {
      const hx = b.x + rng.next() * b.w;
      const hy = b.y + rng.next() * b.h * 0.4;
      shape(g, ink, () => heart(g, hx, hy, rng.range(14, 34)), true);
    }
  },
  success: (g, b, _rng, ink) => {
    const cx = b.x + b.w / 2;
    const w = b.w * 0.62;
    const top = b.y + b.h * 0.3;
    const bottom = b.y + b.h * 0.78;
    g.globalAlpha = 0.5;
    for (let i = 0; i < 18; i += 1) {
      const a = (i / 18) * Math.PI * 2;
      shape(
        g,
        ink,
        () => {
          g.moveTo(cx, b.y + b.h * 0.5);
          g.lineTo(cx + Math.cos(a) * b.w * 0.6, b.y + b.h * 0.5 + Math.sin(a) * b.h * 0.6);
          g.lineTo(cx + Math.cos(a + 0.08) * b.w * 0.6, b.y + b.h * 0.5 + Math.sin(a + 0.08) * b.h * 0.6);
          g.closePath();
        },
        true,
      );
    }
    g.globalAlpha = 1;
    shape(g, ink, () => {
      g.moveTo(cx - w / 2, bottom);
      g.lineTo(cx - w / 2, top);
      g.lineTo(cx - w / 4, top + (bottom - top) * 0.4);
      g.lineTo(cx, top - (bottom - top) * 0.2);
      g.lineTo(cx + w / 4, top + (bottom - top) * 0.4);
      g.lineTo(cx + w / 2, top);
      g.lineTo(cx + w / 2, bottom);
      g.closePath();
    });
    for (const dx of [-w / 2, 0, w / 2]) {
      shape(
        g,
        ink,
        () => g.arc(cx + dx, dx === 0 ? top - (bottom - top) * 0.26 : top - 14, 16, 0, Math.PI * 2),
        true,
      );
    }
  },
  journey: (g, b, rng, ink) => {
    ridges(g, { ...b, h: b.h * 0.5 }, rng, ink);
    const cx = b.x + b.w / 2;
    const horizon = b.y + b.h * 0.5;
    shape(
      g,
      ink,
      () => {
        g.moveTo(cx - 6, horizon);
        g.bezierCurveTo(
          cx + b.w * 0.3,
          horizon + b.h * 0.15,
          cx - b.w * 0.4,
          horizon + b.h * 0.3,
          cx - b.w * 0.25,
          b.y + b.h,
        );
        g.lineTo(cx + b.w * 0.25, b.y + b.h);
        g.bezierCurveTo(
          cx - b.w * 0.2,
          horizon + b.h * 0.3,
          cx + b.w * 0.35,
          horizon + b.h * 0.15,
          cx + 6,
          horizon,
        );
        g.closePath();
      },
      true,
    );
  },
};
