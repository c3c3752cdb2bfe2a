import type { CoverArtSubject, CoverArtSubjectKind } from '@common/coverartSubjects';
import type { Box, Composition } from './composition';
import type { Rng } from './random';

/** The order things are drawn in: sky, far away, the ground, the theme, subjects (far to near), weather. */
export type Layer = 'sky' | 'far' | 'ground' | 'theme' | 'subject' | 'weather';
const LAYER_ORDER: Layer[] = ['sky', 'far', 'ground', 'theme', 'subject', 'weather'];

/** One thing placed on the canvas. */
export interface Placed {
  kind: CoverArtSubjectKind | 'theme';
  layer: Layer;
  box: Box;
  /** Seeds this drawing's own random choices, so it is the same however often it is drawn. */
  seed: number;
  /** Faces left. */
  flip: boolean;
  /** 0 far away to 1 near; subjects are drawn far to near. */
  depth: number;
  subject?: CoverArtSubject;
  /** The road's vanishing point and the centre of its near end (x only). */
  road?: { vanish: number; near: number };
  /** Drawn faintly (an explicit theme behind named subjects). */
  faint?: boolean;
}

/** Subjects in the sky: naming only these keeps the genre's theme on the ground. */
const SKY = new Set<CoverArtSubjectKind>(['moon', 'sun', 'stars', 'clouds', 'bird']);

/** Width over height, and height as a share of the stage's, of each subject that stands on the ground. */
const SHAPES: Partial<Record<CoverArtSubjectKind, { aspect: number; height: number; floats?: number }>> = {
  figure: { aspect: 0.32, height: 1 },
  lion: { aspect: 1.82, height: 0.62 },
  wolf: { aspect: 0.85, height: 0.78 },
  cat: { aspect: 0.78, height: 0.5 },
  horse: { aspect: 1.4, height: 0.84 },
  car: { aspect: 2.4, height: 0.36 },
  fire: { aspect: 0.85, height: 0.55 },
  heart: { aspect: 1.05, height: 0.62, floats: 0.25 },
  crown: { aspect: 1.3, height: 0.42, floats: 0.35 },
  microphone: { aspect: 0.45, height: 0.95 },
  'neon light': { aspect: 1, height: 1.1, floats: 0.1 },
};

const SIZE = { small: 0.65, normal: 1, big: 1.35 } as const;

/** Whether the instructions name something on the ground or the horizon (then the genre's theme steps aside). */
export function namesLandscape(subjects: readonly CoverArtSubject[]): boolean {
  return subjects.some((s) => !SKY.has(s.kind) && s.kind !== 'rain' && s.kind !== 'neon light');
}

interface PlanInput {
  size: number;
  composition: Composition;
  subjects: readonly CoverArtSubject[];
  /** Draw the theme's motif (in the composition's motif box). */
  theme: boolean;
  /** Seeds the theme's drawing: it must not change with the instructions. */
  themeSeed: number;
  rng: Rng;
}

const seedOf = (rng: Rng) => rng.int(0, 0x7fffffff);
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/**
 * Places the scene: the theme's motif and every subject of the instructions, by the composition (which the seed
 * chose) and the seeded random source: where the light hangs, which side the main subject stands on, how big it
 * is, where the road runs, which way things face. Different seeds give different arrangements.
 */
export function planScene(input: PlanInput): Placed[] {
  const { size: S, composition: c, subjects, rng } = input;
  const placed: Placed[] = [];
  const H = c.horizon;
  const flip = rng.chance(0.5);
  // The main subject's spot: the layout's, nudged; mirrored across the centre on some seeds.
  const mirror = c.layout === 0 && rng.chance(0.5);
  const stageX = clamp((mirror ? S - c.stage.x : c.stage.x) + rng.range(-0.06, 0.06) * S, S * 0.2, S * 0.8);
  const ground = c.stage.ground + rng.range(-0.02, 0.03) * S;
  const stageH = c.stage.height * rng.range(0.88, 1.12);
  const lightX = clamp((mirror ? S - c.light.x : c.light.x) + rng.range(-0.05, 0.05) * S, S * 0.12, S * 0.88);
  const lightY = c.light.y + rng.range(-0.04, 0.04) * S;

  if (input.theme) {
    placed.push({
      kind: 'theme',
      layer: 'theme',
      box: c.motif,
      seed: input.themeSeed,
      flip: false,
      depth: 0,
      faint: subjects.some((s) => SHAPES[s.kind]),
    });
  }

  // Subjects standing on the ground: the first named at the stage, the rest beside it in turn (on the side with
  // more room first), each a little further away and smaller; all shrunk together when the row would not fit.
  const standing: { subject: CoverArtSubject; w: number; h: number; rank: number }[] = [];
  for (const subject of subjects.filter((x) => SHAPES[x.kind] && x.kind !== 'neon light')) {
    const shape = SHAPES[subject.kind]!;
    for (let i = 0; i < subject.count; i += 1) {
      const rank = standing.length;
      const h = stageH * shape.height * SIZE[subject.size] * Math.pow(0.86, rank) * rng.range(0.95, 1.05);
      standing.push({ subject, w: h * shape.aspect, h, rank });
    }
  }
  const overlap = 0.12;
  const total = standing.reduce((sum, x) => sum + x.w * (1 - overlap), 0);
  const fit = Math.min(1, (S * 0.94) / Math.max(1, total));
  // Lay the row out around the stage, alternating sides, then slide it whole into the picture.
  let left = stageX;
  let right = stageX;
  let towardsLeft = stageX > S / 2;
  const xs = standing.map((item, i) => {
    const w = item.w * fit;
    if (i === 0) {
      left = stageX - w / 2;
      right = stageX + w / 2;
      return stageX;
    }
    const x = towardsLeft ? left - w * (0.5 - overlap) : right + w * (0.5 - overlap);
    left = Math.min(left, x - w / 2);
    right = Math.max(right, x + w / 2);
    towardsLeft = !towardsLeft;
    return x;
  });
  const margin = S * 0.02;
  const slide = left < margin ? margin - left : right > S - margin ? S - margin - right : 0;
  const mainBoxes: Box[] = [];
  standing.forEach((item, i) => {
    const w = item.w * fit;
    const h = item.h * fit;
    const x = xs[i]! + slide;
    const shape = SHAPES[item.subject.kind]!;
    const feet = ground - item.rank * S * 0.012;
    const bottom = feet - (shape.floats ?? 0) * h;
    const box = { x: x - w / 2, y: bottom - h, w, h };
    if (i === 0) mainBoxes.push(box);
    placed.push({
      kind: item.subject.kind,
      layer: 'subject',
      box,
      seed: seedOf(rng),
      flip: item.subject.kind === 'car' ? rng.chance(0.5) : x > S / 2 !== flip,
      depth: 0.8 - item.rank * 0.04,
      subject: item.subject,
    });
  });

  for (const subject of subjects) {
    const kind = subject.kind;
    const seed = seedOf(rng);
    const size = SIZE[subject.size];
    if (kind === 'moon' || kind === 'sun') {
      const other = kind === 'moon' && subjects.some((s) => s.kind === 'sun');
      const r =
        S *
        (kind === 'sun' ? 0.1 : 0.085) *
        size *
        rng.range(0.9, 1.15) *
        (subject.variant === 'low' ? 1.4 : 1);
      const x = other ? S - lightX : lightX;
      const y = subject.variant === 'low' ? H - r * 0.25 : other ? lightY * 0.7 : lightY;
      placed.push({
        kind,
        layer: 'sky',
        box: { x: x - r, y: Math.max(r * 0.2, y - r), w: r * 2, h: r * 2 },
        seed,
        flip,
        depth: 0,
        subject,
      });
    } else if (kind === 'stars' || kind === 'clouds') {
      placed.push({
        kind,
        layer: 'sky',
        box: { x: 0, y: 0, w: S, h: H },
        seed,
        flip,
        depth: kind === 'clouds' ? 0.1 : 0,
        subject,
      });
    } else if (kind === 'bird') {
      // A flock in a loose V across the sky, or one big bird soaring.
      const n = subject.count;
      const span = S * (n === 1 ? 0.28 : 0.09) * size;
      const cx = clamp(S - lightX + rng.range(-0.1, 0.1) * S, S * 0.2, S * 0.8);
      // Clear of the type block: below it when it is at the top.
      const skyTop = c.title.top ? S * 0.34 : S * 0.1;
      const cy = clamp(skyTop + rng.range(0, 0.12) * S, skyTop, Math.max(skyTop, H - span * 1.5));
      for (let i = 0; i < n; i += 1) {
        const k = Math.ceil(i / 2) * (i % 2 === 1 ? -1 : 1);
        const w = span * rng.range(0.75, 1.1) * (1 - Math.abs(k) * 0.06);
        const x = cx + k * span * 1.05 + rng.range(-0.2, 0.2) * span;
        const y = cy + Math.abs(k) * span * 0.55 + rng.range(-0.25, 0.25) * span;
        // Birds fly in front of the skyline and the theme, so they are drawn with the subjects, furthest first.
        placed.push({
          kind,
          layer: 'subject',
          box: { x: x - w / 2, y: y - w / 4, w, h: w / 2 },
          seed: seedOf(rng),
          flip,
          depth: 0.05,
          subject,
        });
      }
    } else if (kind === 'mountains' || kind === 'city skyline' || kind === 'trees') {
      const h =
        S *
        (kind === 'mountains'
          ? rng.range(0.2, 0.3)
          : kind === 'trees'
            ? rng.range(0.12, 0.18)
            : rng.range(0.24, 0.36)) *
        size;
      const depth = kind === 'mountains' ? 0 : kind === 'city skyline' ? 0.1 : 0.2;
      placed.push({ kind, layer: 'far', box: { x: 0, y: H - h, w: S, h }, seed, flip, depth, subject });
    } else if (kind === 'waves') {
      placed.push({
        kind,
        layer: 'ground',
        box: { x: 0, y: H, w: S, h: S - H },
        seed,
        flip,
        depth: 0,
        subject,
      });
    } else if (kind === 'road') {
      const near = clamp(stageX + rng.range(-0.08, 0.08) * S, S * 0.25, S * 0.75);
      const vanish = clamp(near + (rng.chance(0.5) ? 1 : -1) * rng.range(0.05, 0.22) * S, S * 0.15, S * 0.85);
      placed.push({
        kind,
        layer: 'ground',
        box: { x: 0, y: H, w: S, h: S - H },
        seed,
        flip,
        depth: 0.1,
        subject,
        road: { vanish, near },
      });
    } else if (kind === 'palm trees') {
      // Palms lean in from the edges, the first on the side away from the main subject.
      const first = stageX > S / 2 ? -1 : 1;
      for (let i = 0; i < subject.count; i += 1) {
        const edge = i % 2 === 0 ? -first : first;
        const inset = Math.floor(i / 2) * 0.14 + rng.range(0.02, 0.08);
        const h = S * rng.range(0.55, 0.75) * size * (1 - Math.floor(i / 2) * 0.18);
        const w = h * 0.7;
        const cx = edge < 0 ? S * inset + w * 0.2 : S * (1 - inset) - w * 0.2;
        const base = Math.min(S, Math.max(H + (S - H) * 0.35, ground) + rng.range(0, 0.04) * S);
        placed.push({
          kind,
          layer: 'subject',
          box: { x: cx - w / 2, y: base - h, w, h },
          seed: seedOf(rng),
          flip: edge > 0,
          depth: 0.5 - Math.floor(i / 2) * 0.1,
          subject,
        });
      }
    } else if (kind === 'flowers') {
      const h = S * rng.range(0.14, 0.2) * size;
      placed.push({
        kind,
        layer: 'subject',
        box: { x: 0, y: S - h, w: S, h },
        seed,
        flip,
        depth: 0.95,
        subject,
      });
    } else if (kind === 'rain') {
      placed.push({ kind, layer: 'weather', box: { x: 0, y: 0, w: S, h: S }, seed, flip, depth: 1, subject });
    } else if (kind === 'neon light') {
      // A neon ring behind the main subject, or in the middle of the scene.
      const target = mainBoxes[0];
      const r = target ? Math.max(target.w, target.h) * 0.62 * size : S * 0.22 * size;
      const cx = target ? target.x + target.w / 2 : stageX;
      const cy = target ? target.y + target.h * 0.45 : Math.min(H - r * 0.6, ground - stageH * 0.5);
      placed.push({
        kind,
        layer: 'subject',
        box: { x: cx - r, y: cy - r, w: r * 2, h: r * 2 },
        seed,
        flip,
        depth: 0.3,
        subject,
      });
    }
  }
  // A low sun or moon rises over the mountains or towers on the horizon, not hidden behind them.
  const far = Math.max(0, ...placed.filter((x) => x.layer === 'far').map((x) => x.box.h));
  for (const body of placed) {
    if (far > 0 && body.layer === 'sky' && body.subject?.variant === 'low') {
      body.box = { ...body.box, y: H - far * rng.range(0.45, 0.7) - body.box.h / 2 };
    }
  }
  return placed.sort(
    (a, b) => LAYER_ORDER.indexOf(a.layer) - LAYER_ORDER.indexOf(b.layer) || a.depth - b.depth,
  );
}
