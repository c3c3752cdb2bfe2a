/** A rectangle on the canvas. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Where things go on the canvas for one layout: the theme's motif box, the type block, the horizon, where the
 * main subject stands (its centre, the ground under it, its largest height) and where the sky's light hangs.
 */
export interface Composition {
  /** 0-3, from the seed: centred, subject right, low horizon, diagonal. */
  layout: number;
  motif: Box;
  /** The type block: anchored at (x, y), text aligned as told, at most w wide. */
  title: { x: number; y: number; w: number; align: 'left' | 'center' | 'right'; top: boolean };
  horizon: number;
  stage: { x: number; ground: number; height: number };
  light: { x: number; y: number };
}

/** The number of layouts; consecutive seeds take consecutive layouts. */
export const LAYOUTS = 4;

/**
 * The composition of a layout on a square canvas of `size`, shaped by energy: a driving track gets a bigger motif
 * and a lower horizon (more sky, more lift), a still one a smaller motif in more space and a higher horizon.
 */
export function compositionOf(layout: number, size: number, energy = 0.5): Composition {
  const base = layoutOf(((layout % LAYOUTS) + LAYOUTS) % LAYOUTS, size);
  const scale = 0.86 + 0.28 * energy;
  const m = base.motif;
  const w = Math.min(size * 0.96, m.w * scale);
  const h = Math.min(size * 0.9, m.h * scale);
  const x = Math.min(size - w, Math.max(0, m.x + (m.w - w) / 2));
  const y = Math.min(size - h, Math.max(0, m.y + (m.h - h)));
  const shift = size * 0.05 * (energy - 0.5);
  return {
    ...base,
    motif: { x, y: y + shift, w, h },
    horizon: base.horizon + shift,
    stage: {
      ...base.stage,
      ground: base.stage.ground + shift,
      height: base.stage.height * (0.9 + 0.2 * energy),
    },
  };
}

function layoutOf(layout: number, size: number): Composition {
  const s = size;
  switch (layout) {
    case 1:
      return {
        layout,
        motif: { x: s * 0.4, y: s * 0.3, w: s * 0.54, h: s * 0.44 },
        title: { x: s * 0.07, y: s * 0.08, w: s * 0.6, align: 'left', top: true },
        horizon: s * 0.74,
        stage: { x: s * 0.68, ground: s * 0.83, height: s * 0.5 },
        light: { x: s * 0.22, y: s * 0.46 },
      };
    case 2:
      return {
        layout,
        motif: { x: s * 0.1, y: s * 0.42, w: s * 0.8, h: s * 0.38 },
        title: { x: s * 0.5, y: s * 0.08, w: s * 0.86, align: 'center', top: true },
        horizon: s * 0.8,
        stage: { x: s * 0.36, ground: s * 0.88, height: s * 0.36 },
        light: { x: s * 0.62, y: s * 0.5 },
      };
    case 3:
      return {
        layout,
        motif: { x: s * 0.06, y: s * 0.12, w: s * 0.6, h: s * 0.46 },
        title: { x: s * 0.93, y: s * 0.93, w: s * 0.7, align: 'right', top: false },
        horizon: s * 0.58,
        stage: { x: s * 0.3, ground: s * 0.7, height: s * 0.48 },
        light: { x: s * 0.76, y: s * 0.2 },
      };
    default:
      return {
        layout: 0,
        motif: { x: s * 0.2, y: s * 0.14, w: s * 0.6, h: s * 0.48 },
        title: { x: s * 0.5, y: s * 0.93, w: s * 0.84, align: 'center', top: false },
        horizon: s * 0.62,
        stage: { x: s * 0.5, ground: s * 0.67, height: s * 0.42 },
        light: { x: s * 0.25, y: s * 0.2 },
      };
  }
}
