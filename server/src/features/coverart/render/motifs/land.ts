import { css } from '../palette';
import type { Placed } from '../plan';
import { type Pen, shape } from './pen';
import { buildings } from './themes';

/** A mountain range on the horizon: a far pale ridge, a near one with snow on its highest peaks. */
export function drawMountains(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const b = item.box;
  const base = b.y + b.h;
  for (let layer = 0; layer < 2; layer += 1) {
    const peaks: { x: number; y: number; w: number }[] = [];
    const draw = () => {
      g.moveTo(b.x - 10, base);
      let x = b.x - rng.range(0, b.w * 0.1);
      g.lineTo(x, base - b.h * rng.range(0.2, 0.4));
      while (x < b.x + b.w) {
        const w = rng.range(b.w * 0.14, b.w * 0.3);
        const top = b.y + b.h * (layer === 0 ? rng.range(0, 0.35) : rng.range(0.25, 0.6));
        // A ridge with a shoulder on the way up, so the peaks look like rock, not triangles.
        g.lineTo(x + w * 0.3, top + (base - top) * rng.range(0.3, 0.45));
        g.lineTo(x + w * 0.5, top);
        g.lineTo(x + w * 0.68, top + (base - top) * rng.range(0.2, 0.35));
        peaks.push({ x: x + w * 0.5, y: top, w });
        x += w;
        g.lineTo(x, base - b.h * rng.range(0.05, 0.35));
      }
      g.lineTo(b.x + b.w + 10, base);
      g.closePath();
    };
    shape(p, draw, layer === 0 ? 'detail' : 'fill');
    if (layer === 1 && p.ink.mode === 'fill') {
      // Snow caps on the peaks that rise highest.
      g.fillStyle = css(p.palette.light, 0.85);
      for (const peak of peaks.filter((q) => q.y < b.y + b.h * 0.45)) {
        const d = (base - peak.y) * 0.22;
        g.beginPath();
        g.moveTo(peak.x, peak.y);
        g.lineTo(peak.x + d * 0.75, peak.y + d);
        g.lineTo(peak.x + d * 0.3, peak.y + d * 0.8);
        g.lineTo(peak.x, peak.y + d * 1.05);
        g.lineTo(peak.x - d * 0.3, peak.y + d * 0.75);
        g.lineTo(peak.x - d * 0.7, peak.y + d);
        g.closePath();
        g.fill();
      }
    }
  }
}

/** A city skyline across the horizon: towers of many heights, some with spires, lit windows. */
export function drawSkyline(p: Pen, item: Placed): void {
  const ink = item.subject?.neon ? { ...p.ink, detail: p.ink.glow ?? p.ink.detail } : p.ink;
  buildings(p.g, item.box, p.rng, ink, true);
}

/** A row of trees on the horizon: pointed firs and round crowns. */
export function drawTrees(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const b = item.box;
  const base = b.y + b.h;
  let x = b.x - rng.range(0, 30);
  while (x < b.x + b.w + 20) {
    const h = b.h * rng.range(0.55, 1);
    const w = h * rng.range(0.35, 0.5);
    const fir = rng.chance(0.6);
    shape(p, () => {
      if (fir) {
        for (let tier = 0; tier < 3; tier += 1) {
          const top = base - h + tier * h * 0.22;
          const spread = w * (0.3 + tier * 0.2);
          g.moveTo(x, top);
          g.lineTo(x + spread, top + h * 0.4);
          g.lineTo(x - spread, top + h * 0.4);
          g.closePath();
        }
        g.rect(x - w * 0.06, base - h * 0.2, w * 0.12, h * 0.2);
      } else {
        g.ellipse(x, base - h * 0.6, w * 0.55, h * 0.38, 0, 0, Math.PI * 2);
        g.rect(x - w * 0.07, base - h * 0.3, w * 0.14, h * 0.3);
      }
    });
    x += w * rng.range(0.6, 1.1);
  }
}

/**
 * The sea from the horizon to the front: the sky's colours on the water, rows of waves that grow as they come
 * closer, broken white crests, glints of light, and surf along the front.
 */
export function drawWaves(p: Pen, item: Placed): void {
  const { g, rng, palette } = p;
  const b = item.box;
  const top = b.y;
  const bottom = b.y + b.h;
  if (p.ink.mode === 'fill') {
    const sea = g.createLinearGradient(0, top, 0, bottom);
    sea.addColorStop(0, css(palette.ground, 1, 0.12));
    sea.addColorStop(0.35, css(palette.ground, 1, -0.02));
    sea.addColorStop(1, css(palette.deep, 1, 0.02));
    g.fillStyle = sea;
    g.fillRect(b.x, top, b.w, b.h);
  }
  const rows = 14;
  g.lineCap = 'round';
  for (let row = 0; row < rows; row += 1) {
    const t = (row + 1) / rows;
    const y = top + b.h * Math.pow(t, 1.7) * 0.92;
    const amp = 1 + t * t * b.h * 0.07;
    const length = 20 + t * t * 240;
    const phase = rng.range(0, Math.PI * 2);
    const crest = (x: number) => y - Math.pow(Math.max(0, Math.sin(x / length + phase)), 3) * amp;
    if (p.ink.mode === 'fill') {
      // The wave's face: a darker band under its crest.
      g.beginPath();
      g.moveTo(b.x, y + amp * 0.9);
      for (let x = b.x; x <= b.x + b.w + 6; x += 6) g.lineTo(x, crest(x));
      g.lineTo(b.x + b.w, y + amp * 0.9);
      g.closePath();
      g.fillStyle = css(palette.deep, 0.18 + t * 0.3, 0.04);
      g.fill();
    }
    // Crests: broken white lines, thicker in front.
    g.strokeStyle = p.ink.mode === 'fill' ? css(palette.light, 0.35 + t * 0.5) : (p.ink.glow ?? p.ink.fill);
    g.lineWidth = p.ink.mode === 'fill' ? 1 + t * t * 6 : (p.ink.lineWidth ?? 4) * (0.4 + t * 0.6);
    let x = b.x - rng.range(0, length);
    while (x < b.x + b.w) {
      const run = length * rng.range(0.5, 1.2);
      g.beginPath();
      for (let k = 0; k <= run; k += 6) {
        const px = x + k;
        if (k === 0) g.moveTo(px, crest(px));
        else g.lineTo(px, crest(px));
      }
      g.stroke();
      x += run + length * rng.range(0.2, 0.9);
    }
  }
  if (p.ink.mode === 'fill') {
    // Surf along the front.
    g.beginPath();
    g.moveTo(b.x, bottom);
    for (let x = b.x; x <= b.x + b.w + 8; x += 8) {
      g.lineTo(x, bottom - b.h * 0.08 - Math.sin(x / 70 + rng.range(0, 0.3)) * b.h * 0.02);
    }
    g.lineTo(b.x + b.w, bottom);
    g.closePath();
    g.fillStyle = css(palette.light, 0.55);
    g.fill();
  }
}

/** A road running to a vanishing point on the horizon: its surface, its edges and the dashes down its middle. */
export function drawRoad(p: Pen, item: Placed): void {
  const { g, palette } = p;
  const b = item.box;
  const road = item.road ?? { vanish: b.x + b.w / 2, near: b.x + b.w / 2 };
  const top = b.y;
  const bottom = b.y + b.h;
  const half = b.w * 0.55;
  const xAt = (t: number, side: number) => road.vanish + (road.near + side * half - road.vanish) * t;
  if (p.ink.mode === 'fill') {
    g.beginPath();
    g.moveTo(road.vanish - 2, top);
    g.lineTo(road.vanish + 2, top);
    g.lineTo(xAt(1, 1), bottom);
    g.lineTo(xAt(1, -1), bottom);
    g.closePath();
    const asphalt = g.createLinearGradient(0, top, 0, bottom);
    asphalt.addColorStop(0, css(palette.deep, 0.9, 0.12));
    asphalt.addColorStop(1, css(palette.deep, 0.97, -0.04));
    g.fillStyle = asphalt;
    g.fill();
  }
  const line = p.ink.mode === 'fill' ? css(palette.light, 0.85) : (p.ink.glow ?? p.ink.fill);
  g.strokeStyle = line;
  g.lineCap = 'round';
  for (const side of [-0.92, 0.92]) {
    g.beginPath();
    g.moveTo(road.vanish, top);
    g.lineTo(xAt(1, side), bottom);
    g.lineWidth = Math.max(3, p.size * 0.005);
    g.stroke();
  }
  // Dashes: longer and wider as they come closer.
  g.fillStyle = p.ink.mode === 'fill' ? 'rgba(255,214,90,0.92)' : line;
  for (let k = 0; k < 9; k += 1) {
    const t0 = Math.pow(k / 9, 1.9);
    const t1 = Math.pow((k + 0.5) / 9, 1.9);
    const w0 = 1 + t0 * p.size * 0.012;
    const w1 = 1 + t1 * p.size * 0.012;
    const x0 = xAt(t0, 0);
    const x1 = xAt(t1, 0);
    const y0 = top + t0 * (bottom - top);
    const y1 = top + t1 * (bottom - top);
    g.beginPath();
    g.moveTo(x0 - w0, y0);
    g.lineTo(x0 + w0, y0);
    g.lineTo(x1 + w1, y1);
    g.lineTo(x1 - w1, y1);
    g.closePath();
    if (p.ink.mode === 'fill') g.fill();
    else {
      g.lineWidth = 2;
      g.stroke();
    }
  }
}

/** Rain over everything: thin slanting streaks of light. */
export function drawRain(p: Pen, item: Placed): void {
  const { g, rng, palette } = p;
  const b = item.box;
  const slant = rng.range(0.12, 0.3) * (item.flip ? -1 : 1);
  const drops = Math.round(380 * (b.w / 1024) * (b.h / 1024) + 120);
  g.save();
  g.lineCap = 'round';
  for (let i = 0; i < drops; i += 1) {
    const x = b.x + rng.next() * (b.w + 80) - 40;
    const y = b.y + rng.next() * b.h;
    const len = rng.range(18, 54) * (p.size / 1024);
    g.beginPath();
    g.moveTo(x, y);
    g.lineTo(x + slant * len, y + len);
    g.strokeStyle = css(palette.light, rng.range(0.25, 0.6));
    if (p.ink.mode === 'stroke') {
      g.globalAlpha = rng.range(0.3, 0.6);
      g.strokeStyle = p.ink.glow ?? p.ink.fill;
    }
    g.lineWidth = rng.range(1, 2.4) * (p.size / 1024);
    g.stroke();
  }
  g.restore();
}
