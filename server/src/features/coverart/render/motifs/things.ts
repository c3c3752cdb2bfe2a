import { accent, css } from '../palette';
import type { Placed } from '../plan';
import { bodyPath, halo, type Pen, shape, unitPath } from './pen';
import { heart } from './themes';

/** A car in profile: long bonnet, sloping windscreen, wheels in their arches, lit lamps front and back. */
export function drawCar(p: Pen, item: Placed): void {
  const { g } = p;
  const b = item.box;
  const c = unitPath(g, b, item.flip);
  shape(p, () => {
    c.M(0.02, 0.78);
    c.L(0.0, 0.6);
    c.Q(0.01, 0.48, 0.1, 0.45);
    c.L(0.3, 0.4);
    c.L(0.42, 0.12);
    c.Q(0.45, 0.06, 0.52, 0.06);
    c.L(0.7, 0.06);
    c.Q(0.76, 0.06, 0.8, 0.14);
    c.L(0.9, 0.38);
    c.Q(0.99, 0.42, 1.0, 0.55);
    c.L(1.0, 0.78);
    c.L(0.89, 0.78);
    c.C(0.88, 0.52, 0.7, 0.52, 0.69, 0.78);
    c.L(0.31, 0.78);
    c.C(0.3, 0.52, 0.12, 0.52, 0.11, 0.78);
    g.closePath();
  });
  // Windows, then wheels with their hubs.
  shape(
    p,
    () => {
      c.poly([
        [0.35, 0.38],
        [0.45, 0.14],
        [0.58, 0.14],
        [0.58, 0.38],
      ]);
      c.poly([
        [0.62, 0.38],
        [0.62, 0.14],
        [0.72, 0.14],
        [0.82, 0.38],
      ]);
    },
    'detail',
  );
  const r = b.h * 0.2;
  for (const u of [0.21, 0.79]) {
    shape(p, () => g.arc(c.X(u), c.Y(0.78), r, 0, Math.PI * 2));
    shape(p, () => g.arc(c.X(u), c.Y(0.78), r * 0.45, 0, Math.PI * 2), 'detail');
  }
  if (p.ink.mode === 'fill') {
    const front = c.X(0.995);
    halo(g, front, c.Y(0.52), b.h * 0.45, 'rgba(255,240,200,0.55)');
    halo(g, c.X(0.01), c.Y(0.55), b.h * 0.2, 'rgba(255,40,40,0.7)');
  }
}

/** Flames: three tongues of fire, hot yellow at the core, over crossed logs. */
export function drawFire(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const f = bodyPath(g, item.box, item.flip);
  const flame = (scale: number, lean: number) => () => {
    f.M(-0.36 * scale, 0.86);
    f.C(-0.44 * scale, 0.6, -0.2 * scale, 0.5, -0.22 * scale + lean, 0.22 + (1 - scale) * 0.4);
    f.C(-0.08 * scale, 0.36, -0.06 * scale, 0.44, 0.0 + lean, 0.02 + (1 - scale) * 0.55);
    f.C(0.12 * scale, 0.32, 0.16 * scale, 0.4, 0.24 * scale + lean, 0.26 + (1 - scale) * 0.4);
    f.C(0.22 * scale, 0.44, 0.46 * scale, 0.6, 0.36 * scale, 0.86);
    f.Q(0, 0.96, -0.36 * scale, 0.86);
    g.closePath();
  };
  const lean = rng.range(-0.05, 0.05);
  if (p.ink.mode === 'fill') {
    halo(g, f.X(0), f.Y(0.6), item.box.h * 0.9, 'rgba(255,140,40,0.4)');
    const layers: [number, string][] = [
      [1, 'hsl(14, 95%, 52%)'],
      [0.72, 'hsl(32, 100%, 56%)'],
      [0.45, 'hsl(50, 100%, 70%)'],
    ];
    for (const [scale, color] of layers) {
      g.beginPath();
      flame(scale, lean * scale)();
      g.fillStyle = color;
      g.fill();
    }
  } else shape(p, flame(1, lean), 'glow');
  shape(p, () => {
    f.poly([
      [-0.42, 0.86],
      [0.38, 0.96],
      [0.36, 1.0],
      [-0.44, 0.92],
    ]);
    f.poly([
      [0.42, 0.86],
      [-0.38, 0.96],
      [-0.36, 1.0],
      [0.44, 0.92],
    ]);
  });
}

/** A palm tree: a slender, gently leaning trunk with rings, a crown of arching feathery fronds. */
export function drawPalm(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const b = item.box;
  const t = unitPath(g, b, item.flip);
  const lean = rng.range(0.08, 0.18);
  const top = { u: 0.5 + lean, v: 0.16 };
  shape(p, () => {
    t.M(0.45, 1);
    t.Q(0.47, 0.5, top.u - 0.015, top.v);
    t.L(top.u + 0.02, top.v);
    t.Q(0.53, 0.5, 0.55, 1);
    g.closePath();
  });
  if (p.ink.mode === 'fill') {
    for (let v = 0.25; v < 0.98; v += 0.045) {
      const u = 0.5 + (top.u - 0.5) * Math.pow(1 - v, 1.6) * 1.2;
      shape(
        p,
        () =>
          t.poly([
            [u - 0.035, v],
            [u + 0.035, v - 0.012],
            [u + 0.035, v - 0.004],
            [u - 0.035, v + 0.008],
          ]),
        'detail',
      );
    }
  }
  // Fronds: each a feather along an arching midrib, its leaflets hanging below in a saw-toothed edge.
  const fronds = 8;
  const X = (u: number) => t.X(u);
  const Y = (v: number) => t.Y(v);
  for (let i = 0; i < fronds; i += 1) {
    const side = i % 2 === 0 ? 1 : -1;
    const spread = (Math.floor(i / 2) + rng.range(0.2, 0.8)) / (fronds / 2);
    const len = b.h * rng.range(0.34, 0.44);
    const angle = side > 0 ? -0.9 + spread * 1.6 : Math.PI + 0.9 - spread * 1.6;
    const x0 = X(top.u);
    const y0 = Y(top.v);
    const tipX = x0 + Math.cos(angle) * len * (item.flip ? -1 : 1);
    const tipY = y0 + Math.abs(Math.sin(angle)) * len * 0.2 + len * (0.25 + spread * 0.35);
    const ctrlX = x0 + (tipX - x0) * 0.45;
    const ctrlY = y0 - len * (0.35 - spread * 0.2);
    const at = (k: number) => {
      const x = (1 - k) * (1 - k) * x0 + 2 * (1 - k) * k * ctrlX + k * k * tipX;
      const y = (1 - k) * (1 - k) * y0 + 2 * (1 - k) * k * ctrlY + k * k * tipY;
      return { x, y };
    };
    const width = len * 0.13;
    const steps = 16;
    shape(p, () => {
      g.moveTo(x0, y0);
      for (let k = 1; k <= steps; k += 1) {
        const { x, y } = at(k / steps);
        g.lineTo(x, y - width * 0.25 * Math.sin((Math.PI * k) / steps));
      }
      for (let k = steps; k >= 1; k -= 1) {
        const { x, y } = at(k / steps);
        const drop = width * Math.sin((Math.PI * k) / steps) * (k % 2 === 0 ? 1.3 : 0.45);
        g.lineTo(x - drop * 0.25, y + drop);
      }
      g.closePath();
    });
  }
  shape(p, () => t.E(top.u, top.v + 0.015, 0.02), 'detail');
}

/** A bed of flowers along the front: stems, leaves, rings of petals round a bright centre. */
export function drawFlowers(p: Pen, item: Placed): void {
  const { g, rng, palette } = p;
  const b = item.box;
  const n = item.subject?.count ?? 7;
  const tint = item.subject?.tint;
  for (let i = 0; i < n; i += 1) {
    const x = b.x + ((i + rng.range(0.2, 0.8)) / n) * b.w;
    const h = b.h * rng.range(0.55, 1);
    const r = b.h * rng.range(0.14, 0.2);
    const top = b.y + b.h - h;
    g.beginPath();
    g.moveTo(x, b.y + b.h + 4);
    g.quadraticCurveTo(x + rng.range(-14, 14), top + h * 0.5, x, top + r * 0.5);
    g.strokeStyle = p.ink.mode === 'fill' ? 'hsl(125, 45%, 30%)' : p.ink.fill;
    g.lineWidth = Math.max(3, r * 0.16);
    g.stroke();
    const petals = rng.int(5, 8);
    const color = tint
      ? `hsl(${tint.h}, ${tint.s * 100}%, ${tint.l * 100}%)`
      : css(accent(palette, i), 1, 0.08);
    for (let k = 0; k < petals; k += 1) {
      const a = (k / petals) * Math.PI * 2 + i;
      g.beginPath();
      g.ellipse(
        x + Math.cos(a) * r * 0.55,
        top + Math.sin(a) * r * 0.55,
        r * 0.5,
        r * 0.26,
        a,
        0,
        Math.PI * 2,
      );
      if (p.ink.mode === 'fill') {
        g.fillStyle = color;
        g.fill();
      } else {
        g.strokeStyle = p.ink.fill;
        g.lineWidth = p.ink.lineWidth ?? 4;
        g.stroke();
      }
    }
    shape(p, () => g.arc(x, top, r * 0.28, 0, Math.PI * 2), 'glow');
  }
}

/** A neon ring: a glowing tube of light behind the scene's main subject. */
export function drawNeonRing(p: Pen, item: Placed): void {
  const { g, palette } = p;
  const b = item.box;
  const color = css(palette.accents[0]!, 1, 0.12);
  g.save();
  g.shadowColor = color;
  g.shadowBlur = p.size * 0.04;
  for (const [width, paint] of [
    [p.size * 0.018, color],
    [p.size * 0.006, css(palette.light, 1)],
  ] as const) {
    g.beginPath();
    g.arc(b.x + b.w / 2, b.y + b.h / 2, b.w / 2, 0, Math.PI * 2);
    g.strokeStyle = paint;
    g.lineWidth = width;
    g.stroke();
  }
  g.restore();
}

/** A heart. */
export function drawHeart(p: Pen, item: Placed): void {
  const b = item.box;
  shape(p, () => heart(p.g, b.x + b.w / 2, b.y + b.h * 0.52, Math.min(b.w, b.h) * 0.52));
}

/** A crown: three points with a jewel on each, on a band. */
export function drawCrown(p: Pen, item: Placed): void {
  const { g } = p;
  const c = unitPath(g, item.box);
  shape(p, () => {
    c.poly([
      [0.05, 1],
      [0.0, 0.25],
      [0.28, 0.6],
      [0.5, 0.1],
      [0.72, 0.6],
      [1.0, 0.25],
      [0.95, 1],
    ]);
  });
  shape(
    p,
    () => {
      c.E(0.0, 0.2, 0.07);
      c.E(0.5, 0.05, 0.08);
      c.E(1.0, 0.2, 0.07);
      c.poly([
        [0.06, 0.82],
        [0.94, 0.82],
        [0.94, 0.9],
        [0.06, 0.9],
      ]);
    },
    'glow',
  );
}

/** A studio microphone on a stand: the grille, its ribs, the yoke and the base. */
export function drawMicrophone(p: Pen, item: Placed): void {
  const { g } = p;
  const m = bodyPath(g, item.box);
  shape(p, () => {
    m.M(-0.12, 0.05);
    m.Q(-0.12, 0.0, 0.0, 0.0);
    m.Q(0.12, 0.0, 0.12, 0.05);
    m.L(0.12, 0.36);
    m.Q(0.12, 0.42, 0.0, 0.42);
    m.Q(-0.12, 0.42, -0.12, 0.36);
    g.closePath();
    m.poly([
      [-0.02, 0.5],
      [0.02, 0.5],
      [0.02, 0.96],
      [-0.02, 0.96],
    ]);
    m.poly([
      [-0.2, 0.96],
      [0.2, 0.96],
      [0.2, 1],
      [-0.2, 1],
    ]);
  });
  g.beginPath();
  m.M(-0.17, 0.22);
  m.Q(-0.17, 0.5, 0, 0.5);
  m.Q(0.17, 0.5, 0.17, 0.22);
  g.strokeStyle = p.ink.fill;
  g.lineWidth = Math.max(4, item.box.h * 0.025);
  g.stroke();
  shape(
    p,
    () => {
      for (let k = 1; k < 6; k += 1) {
        m.poly([
          [-0.1, k * 0.065],
          [0.1, k * 0.065],
          [0.1, k * 0.065 + 0.012],
          [-0.1, k * 0.065 + 0.012],
        ]);
      }
    },
    'detail',
  );
}
