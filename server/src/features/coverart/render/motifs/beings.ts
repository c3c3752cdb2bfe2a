import type { Placed } from '../plan';
import { bodyPath, type Pen, shape } from './pen';

/** A thick curve (a tail) in the silhouette's colour, whatever the style's mode. */
function tail(p: Pen, width: number, draw: () => void): void {
  const { g } = p;
  g.beginPath();
  draw();
  g.strokeStyle = p.ink.fill;
  g.lineWidth = p.ink.mode === 'stroke' ? (p.ink.lineWidth ?? 6) : width;
  g.lineCap = 'round';
  g.stroke();
}

/** Legs on the far side: the silhouette's colour, a shade darker (outlined in the stroke styles). */
function farSide(p: Pen, path: () => void): void {
  shape(p, path);
  if (p.ink.mode === 'fill') {
    p.g.fillStyle = 'rgba(0,0,0,0.28)';
    p.g.fill();
  }
}

/** A standing person in a long coat, seen from behind, arms at their sides. */
export function drawFigure(p: Pen, item: Placed): void {
  const { g } = p;
  const f = bodyPath(g, item.box, item.flip);
  const stride = p.rng.range(0, 0.03);
  shape(p, () => {
    f.E(0, 0.072, 0.058, 0.066);
    f.M(0.03, 0.128);
    f.Q(0.05, 0.16, 0.105, 0.172);
    f.C(0.135, 0.185, 0.14, 0.3, 0.138, 0.44);
    f.Q(0.138, 0.48, 0.115, 0.478);
    f.L(0.106, 0.32);
    f.L(0.108, 0.6);
    f.L(0.085 + stride, 0.97);
    f.Q(0.13 + stride, 0.975, 0.12 + stride, 1);
    f.L(0.035 + stride, 1);
    f.L(0.018, 0.66);
    f.L(-0.018, 0.66);
    f.L(-0.04 - stride, 1);
    f.L(-0.1 - stride, 1);
    f.Q(-0.105 - stride, 0.98, -0.085 - stride, 0.97);
    f.L(-0.108, 0.6);
    f.L(-0.106, 0.32);
    f.L(-0.115, 0.478);
    f.Q(-0.138, 0.48, -0.138, 0.44);
    f.C(-0.14, 0.3, -0.135, 0.185, -0.105, 0.172);
    f.Q(-0.05, 0.16, -0.03, 0.128);
    g.closePath();
  });
}

/** A lion in profile: a shaggy mane around the head, the muzzle forward, a long body and a tufted tail. */
export function drawLion(p: Pen, item: Placed): void {
  const { g, rng } = p;
  const l = bodyPath(g, item.box, item.flip);
  // The far legs, a shade apart from the body.
  farSide(p, () => {
    l.poly([
      [-0.4, 0.62],
      [-0.3, 0.64],
      [-0.33, 0.97],
      [-0.25, 0.97],
      [-0.25, 1],
      [-0.4, 1],
    ]);
    l.poly([
      [0.1, 0.62],
      [0.2, 0.62],
      [0.2, 0.97],
      [0.25, 1],
      [0.1, 1],
    ]);
  });
  tail(p, item.box.h * 0.035, () => {
    l.M(-0.6, 0.42);
    l.C(-0.78, 0.48, -0.74, 0.74, -0.84, 0.7);
  });
  shape(p, () => {
    l.E(-0.86, 0.69, 0.045, 0.05);
    l.M(0.3, 0.28);
    l.C(0.0, 0.33, -0.35, 0.3, -0.52, 0.36);
    l.C(-0.64, 0.4, -0.66, 0.55, -0.6, 0.66);
    l.C(-0.58, 0.76, -0.56, 0.86, -0.58, 0.96);
    l.L(-0.6, 1);
    l.L(-0.46, 1);
    l.Q(-0.45, 0.97, -0.49, 0.95);
    l.C(-0.47, 0.85, -0.44, 0.74, -0.4, 0.68);
    l.C(-0.2, 0.71, 0.05, 0.7, 0.2, 0.66);
    l.L(0.22, 0.96);
    l.L(0.2, 1);
    l.L(0.36, 1);
    l.Q(0.36, 0.97, 0.31, 0.95);
    l.L(0.32, 0.72);
    l.C(0.36, 0.62, 0.4, 0.52, 0.42, 0.45);
    g.closePath();
  });
  // The mane: a shaggy mass of locks round the head and down the chest, each lock a curl pointing outwards
  // and back.
  shape(p, () => {
    const locks = 18;
    const cx = 0.4;
    const cy = 0.34;
    const at = (a: number, r: number) => [cx + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 1.05] as const;
    let [x0, y0] = at(0, 0.24);
    l.M(x0, y0);
    for (let i = 1; i <= locks; i += 1) {
      const a0 = ((i - 1) / locks) * Math.PI * 2;
      const a1 = (i / locks) * Math.PI * 2;
      // Longer locks behind and below the head, shorter over the brow.
      const reach = 0.27 + 0.08 * Math.max(0, Math.sin(a1 + 0.6)) + 0.05 * Math.max(0, -Math.cos(a1));
      const tip = at((a0 + a1) / 2 - 0.12, reach * rng.range(0.95, 1.12));
      const [x1, y1] = at(a1, 0.23 * rng.range(0.97, 1.04));
      l.Q(tip[0], tip[1], x1, y1);
      [x0, y0] = [x1, y1];
    }
    g.closePath();
  });
  // The face in profile: brow, broad muzzle with the nose, and the chin, jutting out of the mane, set off from
  // the mane by a line in the detail colour.
  const face = () => {
    l.M(0.48, 0.17);
    l.C(0.58, 0.14, 0.66, 0.19, 0.69, 0.25);
    l.L(0.79, 0.29);
    l.Q(0.83, 0.31, 0.81, 0.37);
    l.L(0.78, 0.42);
    l.Q(0.74, 0.46, 0.68, 0.45);
    l.C(0.64, 0.5, 0.57, 0.51, 0.52, 0.48);
    l.C(0.45, 0.4, 0.44, 0.25, 0.48, 0.17);
    g.closePath();
  };
  shape(p, face);
  g.beginPath();
  face();
  g.strokeStyle = p.ink.detail;
  g.lineWidth = Math.max(2, item.box.h * 0.012);
  g.stroke();
  shape(p, () => l.E(0.51, 0.13, 0.035, 0.04));
}

/** A wolf sitting on its haunches, head thrown back, howling; bushy tail on the ground. */
export function drawWolf(p: Pen, item: Placed): void {
  const { g } = p;
  const w = bodyPath(g, item.box, item.flip);
  shape(p, () => {
    w.M(-0.4, 0.99);
    w.C(-0.42, 0.9, -0.34, 0.8, -0.2, 0.78);
    w.C(-0.26, 0.64, -0.2, 0.48, -0.1, 0.38);
    w.C(-0.04, 0.3, 0.0, 0.24, 0.02, 0.17);
    w.C(0.03, 0.13, 0.04, 0.11, 0.05, 0.1);
    w.L(0.03, 0.02);
    w.L(0.1, 0.07);
    w.L(0.14, 0.07);
    w.L(0.3, 0.02);
    w.L(0.31, 0.05);
    w.L(0.2, 0.12);
    w.L(0.29, 0.1);
    w.Q(0.22, 0.16, 0.17, 0.18);
    w.C(0.14, 0.24, 0.15, 0.32, 0.18, 0.4);
    w.C(0.21, 0.48, 0.19, 0.54, 0.17, 0.6);
    w.L(0.16, 0.97);
    w.L(0.22, 1);
    w.L(0.08, 1);
    w.L(0.08, 0.68);
    w.C(0.03, 0.78, 0.0, 0.88, 0.04, 0.96);
    w.L(0.06, 1);
    w.L(-0.22, 1);
    w.C(-0.28, 0.99, -0.34, 1.0, -0.4, 0.99);
    g.closePath();
  });
  // The ruff: a few tufts down the throat and chest.
  shape(p, () => {
    w.poly([
      [0.15, 0.24],
      [0.2, 0.27],
      [0.16, 0.3],
      [0.22, 0.34],
      [0.17, 0.37],
      [0.22, 0.42],
      [0.17, 0.45],
    ]);
  });
}

/** A cat sitting upright, seen from behind: pointed ears, a round back, the tail curled round beside it. */
export function drawCat(p: Pen, item: Placed): void {
  const { g } = p;
  const c = bodyPath(g, item.box, item.flip);
  tail(p, item.box.h * 0.05, () => {
    c.M(0.14, 0.97);
    c.C(0.36, 0.98, 0.38, 0.74, 0.28, 0.64);
  });
  shape(p, () => {
    c.M(-0.05, 0.4);
    c.C(-0.2, 0.5, -0.27, 0.74, -0.22, 0.9);
    c.Q(-0.2, 1, -0.1, 1);
    c.L(0.12, 1);
    c.Q(0.22, 1, 0.22, 0.88);
    c.C(0.25, 0.7, 0.17, 0.5, 0.06, 0.4);
    g.closePath();
    c.E(0, 0.29, 0.13, 0.12);
    c.poly([
      [-0.125, 0.26],
      [-0.115, 0.08],
      [-0.025, 0.19],
    ]);
    c.poly([
      [0.125, 0.26],
      [0.115, 0.08],
      [0.025, 0.19],
    ]);
  });
}

/** A horse standing in profile: arched neck, long head, ears up, slender legs with knees and hocks, a tail. */
export function drawHorse(p: Pen, item: Placed): void {
  const { g } = p;
  const h = bodyPath(g, item.box, item.flip);
  farSide(p, () => {
    h.poly([
      [-0.36, 0.66],
      [-0.31, 0.68],
      [-0.33, 0.77],
      [-0.315, 0.95],
      [-0.3, 1],
      [-0.36, 1],
      [-0.355, 0.95],
      [-0.375, 0.79],
    ]);
    h.poly([
      [0.06, 0.64],
      [0.12, 0.64],
      [0.11, 0.8],
      [0.115, 0.95],
      [0.12, 1],
      [0.065, 1],
      [0.07, 0.95],
      [0.065, 0.8],
    ]);
  });
  shape(p, () => {
    // Tail.
    h.M(-0.54, 0.39);
    h.C(-0.7, 0.45, -0.7, 0.72, -0.64, 0.84);
    h.L(-0.6, 0.8);
    h.C(-0.63, 0.66, -0.6, 0.52, -0.53, 0.45);
    g.closePath();
    // Body, legs, neck and head.
    h.M(0.18, 0.32);
    h.C(0.0, 0.39, -0.25, 0.37, -0.4, 0.36);
    h.C(-0.52, 0.36, -0.58, 0.44, -0.56, 0.56);
    h.C(-0.55, 0.64, -0.5, 0.68, -0.46, 0.7);
    h.L(-0.47, 0.76);
    h.L(-0.49, 0.8);
    h.L(-0.47, 0.95);
    h.L(-0.48, 1);
    h.L(-0.42, 1);
    h.L(-0.43, 0.95);
    h.L(-0.435, 0.82);
    h.L(-0.42, 0.76);
    h.L(-0.38, 0.68);
    h.C(-0.25, 0.67, 0.0, 0.67, 0.14, 0.64);
    h.L(0.15, 0.8);
    h.L(0.16, 0.95);
    h.L(0.155, 1);
    h.L(0.215, 1);
    h.L(0.205, 0.95);
    h.L(0.2, 0.84);
    h.L(0.21, 0.8);
    h.L(0.25, 0.64);
    h.C(0.3, 0.56, 0.33, 0.48, 0.31, 0.4);
    h.C(0.36, 0.32, 0.43, 0.26, 0.48, 0.22);
    h.L(0.59, 0.3);
    h.Q(0.64, 0.32, 0.645, 0.27);
    h.L(0.56, 0.1);
    h.L(0.54, 0.02);
    h.L(0.5, 0.07);
    h.L(0.47, 0.07);
    h.C(0.4, 0.1, 0.3, 0.2, 0.18, 0.32);
    g.closePath();
  });
  // The mane along the crest of the neck.
  shape(
    p,
    () => {
      h.M(0.47, 0.07);
      for (let k = 1; k <= 6; k += 1) {
        const t = k / 6;
        const x = 0.47 - t * 0.29;
        const y = 0.07 + t * 0.25;
        h.L(x - 0.035, y - 0.01 + (k % 2) * 0.02);
        h.L(x, y);
      }
      h.C(0.3, 0.2, 0.4, 0.1, 0.47, 0.07);
      g.closePath();
    },
    'detail',
  );
}
