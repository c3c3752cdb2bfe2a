import { css } from '../palette';
import type { Placed } from '../plan';
import { halo, type Pen, shape, unitPath } from './pen';

/** The moon: a full disc with its grey seas and a halo, or a crescent; low on the horizon when rising. */
export function drawMoon(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const b = item.box;
  const r = b.w / 2;
  const cx = b.x + r;
  const cy = b.y + r;
  const crescent = item.subject?.variant === 'crescent';
  if (p.ink.mode === 'fill') halo(g, cx, cy, r * 2.6, css(p.palette.light, 0.35));
  if (crescent) {
    const turn = item.flip ? Math.PI : 0;
    shape(
      p,
      () => {
        g.arc(cx, cy, r, turn + Math.PI * 0.5, turn + Math.PI * 1.5, false);
        g.arc(
          cx - Math.cos(turn) * r * 0.45,
          cy,
          r * 0.82,
          turn + Math.PI * 1.38,
          turn + Math.PI * 0.62,
          true,
        );
        g.closePath();
      },
      'glow',
    );
    return;
  }
  shape(p, () => g.arc(cx, cy, r, 0, Math.PI * 2), 'glow');
  g.save();
  g.beginPath();
  g.arc(cx, cy, r, 0, Math.PI * 2);
  g.clip();
  if (p.ink.mode === 'fill') {
    // The seas of the near side, where they are on the real moon: soft grey patches, most in its upper half
    // and down its left side, over a face darkening a little towards the rim.
    const rim = g.createRadialGradient(cx - r * 0.2, cy - r * 0.2, r * 0.2, cx, cy, r);
    rim.addColorStop(0, 'rgba(0,0,0,0)');
    rim.addColorStop(1, 'rgba(40,40,60,0.22)');
    g.fillStyle = rim;
    g.fillRect(cx - r, cy - r, r * 2, r * 2);
    g.filter = `blur(${Math.max(1, Math.round(r * 0.05))}px)`;
    for (const [dx, dy, rx, ry] of MOON_SEAS) {
      g.beginPath();
      g.ellipse(cx + dx * r, cy + dy * r, rx * r, ry * r, rng.range(-0.3, 0.3), 0, Math.PI * 2);
      g.fillStyle = `rgba(70,72,95,${rng.range(0.16, 0.24).toFixed(2)})`;
      g.fill();
    }
    g.filter = 'none';
    g.beginPath();
    g.arc(cx - r * 0.12, cy + r * 0.62, r * 0.05, 0, Math.PI * 2);
    g.fillStyle = 'rgba(255,255,255,0.5)';
    g.fill();
  } else {
    g.beginPath();
    g.arc(cx + r * 0.35, cy - r * 0.1, r * 0.95, Math.PI * 0.6, Math.PI * 1.4);
    g.strokeStyle = p.ink.glow ?? p.ink.fill;
    g.lineWidth = Math.max(2, (p.ink.lineWidth ?? 4) * 0.6);
    g.stroke();
  }
  g.restore();
}

/** The moon's seas: centre offset and radii as shares of its radius (Procellarum, Imbrium, Serenitatis...). */
const MOON_SEAS: readonly [number, number, number, number][] = [
  [-0.5, 0.02, 0.28, 0.46],
  [-0.22, -0.36, 0.3, 0.22],
  [0.14, -0.38, 0.17, 0.15],
  [0.3, -0.06, 0.22, 0.18],
  [0.52, 0.2, 0.12, 0.2],
  [-0.16, 0.36, 0.2, 0.14],
  [0.66, -0.26, 0.1, 0.11],
  [0.05, 0.05, 0.12, 0.1],
];

/** The sun: a disc in a warm haze with rays, or a large low disc on the horizon at sunrise and sunset. */
export function drawSun(p: Pen, item: Placed): void {
  const { g } = p;
  const b = item.box;
  const r = b.w / 2;
  const cx = b.x + r;
  const cy = b.y + r;
  const low = item.subject?.variant === 'low';
  // A warm sun, unless the colour scheme has no colour at all.
  const grey = p.palette.accents.every((c) => c.s < 0.12);
  const warm = (l: number, alpha = 1) =>
    grey ? css(p.palette.light, alpha, l - 0.9) : `hsla(42, 100%, ${l * 100}%, ${alpha})`;
  const ink = p.ink.mode === 'fill' ? { ...p.ink, glow: warm(0.72) } : p.ink;
  const pen = { ...p, ink };
  if (p.ink.mode === 'fill') {
    halo(g, cx, cy, r * (low ? 3.4 : 3), warm(0.65, 0.45));
    halo(g, cx, cy, r * 1.6, warm(0.85, 0.6));
  }
  if (!low) {
    const rays = 12;
    for (let i = 0; i < rays; i += 1) {
      const a = (i / rays) * Math.PI * 2 + 0.13;
      shape(
        pen,
        () => {
          g.moveTo(cx + Math.cos(a - 0.08) * r * 1.25, cy + Math.sin(a - 0.08) * r * 1.25);
          g.lineTo(cx + Math.cos(a) * r * 1.75, cy + Math.sin(a) * r * 1.75);
          g.lineTo(cx + Math.cos(a + 0.08) * r * 1.25, cy + Math.sin(a + 0.08) * r * 1.25);
          g.closePath();
        },
        'glow',
      );
    }
  }
  shape(pen, () => g.arc(cx, cy, r, 0, Math.PI * 2), 'glow');
  if (p.ink.mode === 'fill') halo(g, cx - r * 0.2, cy - r * 0.2, r * 0.8, 'rgba(255,255,240,0.7)');
}

/** A four-pointed sparkle. */
function sparkle(p: Pen, x: number, y: number, r: number): void {
  const { g } = p;
  shape(
    p,
    () => {
      g.moveTo(x, y - r);
      g.quadraticCurveTo(x, y, x + r, y);
      g.quadraticCurveTo(x, y, x, y + r);
      g.quadraticCurveTo(x, y, x - r, y);
      g.quadraticCurveTo(x, y, x, y - r);
      g.closePath();
    },
    'glow',
  );
}

/** Stars over the sky: many small points and a few sparkles; at night the sky darkens first. */
export function drawStars(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const b = item.box;
  const night = item.subject?.variant === 'night';
  if (night && p.ink.mode === 'fill') {
    const veil = g.createLinearGradient(0, b.y, 0, b.y + b.h);
    veil.addColorStop(0, 'rgba(2,4,20,0.55)');
    veil.addColorStop(1, 'rgba(2,4,20,0.1)');
    g.fillStyle = veil;
    g.fillRect(b.x, b.y, b.w, b.h);
  }
  const dots = night ? 60 : 90;
  g.save();
  g.globalAlpha = 0.85;
  for (let i = 0; i < dots; i += 1) {
    const x = b.x + rng.next() * b.w;
    const y = b.y + Math.pow(rng.next(), 1.3) * b.h * 0.92;
    const r = rng.range(1.2, 3.2) * (p.size / 1024);
    g.beginPath();
    g.arc(x, y, r, 0, Math.PI * 2);
    g.fillStyle = p.ink.glow ?? p.ink.fill;
    g.fill();
  }
  g.restore();
  const sparkles = night ? 5 : 9;
  for (let i = 0; i < sparkles; i += 1) {
    sparkle(p, b.x + rng.next() * b.w, b.y + rng.next() * b.h * 0.8, rng.range(8, 20) * (p.size / 1024));
  }
}

/** One cloud: a flat base under a row of round billows, as one outline. */
function cloud(p: Pen, x: number, y: number, w: number, storm: boolean): void {
  const { g, rng } = p;
  const bumps = rng.int(3, 5);
  const h = w * 0.32;
  const fill = storm ? css(p.palette.deep, 0.85, 0.18) : css(p.palette.light, 0.88);
  const draw = () => {
    g.moveTo(x, y);
    let cx = x;
    for (let i = 0; i < bumps; i += 1) {
      const bw = (w / bumps) * rng.range(0.85, 1.15);
      const r = bw * (i === 0 || i === bumps - 1 ? 0.55 : rng.range(0.7, 0.95));
      const top = y - h * (i === 0 || i === bumps - 1 ? 0.4 : rng.range(0.7, 1));
      g.bezierCurveTo(cx, top - r * 0.4, cx + bw, top - r * 0.4, Math.min(x + w, cx + bw), y - h * 0.2);
      cx += bw;
    }
    g.lineTo(x + w, y);
    g.closePath();
  };
  if (p.ink.mode === 'fill') {
    g.beginPath();
    draw();
    g.fillStyle = fill;
    g.fill();
  } else shape(p, draw, 'glow');
}

/** Clouds drifting across the sky: one, or two to four; dark and heavy for a storm. */
export function drawClouds(p: Pen, item: Placed): void {
  const { rng } = p;
  const b = item.box;
  const storm = item.subject?.variant === 'storm';
  const n = storm ? 4 : Math.min(4, Math.max(1, item.subject?.count ?? 1));
  for (let i = 0; i < n; i += 1) {
    const w = p.size * rng.range(0.22, 0.36) * (storm ? 1.3 : 1);
    const x = b.x + ((i + rng.range(0.05, 0.6)) / n) * b.w - w * 0.3;
    const y = b.y + b.h * rng.range(0.18, storm ? 0.4 : 0.6);
    cloud(p, x, y, w, storm);
  }
}

/** A bird in flight: swept wings from a small body, a big one with a fanned tail and the fingers of its wing tips. */
export function drawBird(p: Pen, item: Placed): void {
  const { g } = p;
  const big = item.box.w > p.size * 0.12;
  const lift = p.rng.range(-0.12, 0.12);
  const path = unitPath(g, item.box, item.flip);
  shape(p, () => {
    if (!big) {
      path.M(0.5, 0.62);
      path.Q(0.32, 0.1 + lift, 0.0, 0.3 + lift);
      path.Q(0.3, 0.28, 0.5, 0.78);
      path.Q(0.7, 0.28, 1.0, 0.3 - lift);
      path.Q(0.68, 0.1 - lift, 0.5, 0.62);
      g.closePath();
      return;
    }
    // Soaring: wings out, primaries spread at the tips, a fanned tail, a head forward.
    path.M(0.47, 0.5);
    path.C(0.38, 0.3, 0.22, 0.22 + lift, 0.04, 0.28 + lift);
    path.L(0.0, 0.36 + lift);
    path.L(0.06, 0.38 + lift);
    path.L(0.02, 0.45 + lift);
    path.L(0.09, 0.46 + lift);
    path.L(0.06, 0.53 + lift);
    path.C(0.2, 0.5, 0.35, 0.58, 0.45, 0.66);
    path.L(0.42, 0.92);
    path.L(0.5, 0.86);
    path.L(0.58, 0.92);
    path.L(0.55, 0.66);
    path.C(0.65, 0.58, 0.8, 0.5, 0.94, 0.53 - lift);
    path.L(0.91, 0.46 - lift);
    path.L(0.98, 0.45 - lift);
    path.L(0.94, 0.38 - lift);
    path.L(1.0, 0.36 - lift);
    path.L(0.96, 0.28 - lift);
    path.C(0.78, 0.22 - lift, 0.62, 0.3, 0.53, 0.5);
    path.C(0.53, 0.36, 0.52, 0.3, 0.5, 0.28);
    path.C(0.48, 0.3, 0.47, 0.36, 0.47, 0.5);
    g.closePath();
  });
}
