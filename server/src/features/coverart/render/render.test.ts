import { COVER_ART_COLOR_SCHEMES, COVER_ART_STYLES, COVER_ART_THEMES } from '@common/coverart';
import { COVER_ART_SUBJECTS, readInstructions } from '@common/coverartSubjects';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { brighterBlob, coverRequest, decodePixels, imageDifference, pngSize } from '../testing';
import { compositionOf } from './composition';
import { planScene } from './plan';
import { encodePng } from './png';
import { createRng } from './random';
import { energyOf } from './scene';
import { RenderPool, RenderPoolBusyError } from './pool';
import { arrangeCover, renderCover } from './renderCover';

describe('the PNG encoder', () => {
  it('writes pixels that decode back exactly', async () => {
    const canvas = createCanvas(37, 23);
    const g = canvas.getContext('2d');
    const gradient = g.createLinearGradient(0, 0, 37, 23);
    gradient.addColorStop(0, '#ff0080');
    gradient.addColorStop(1, '#00c2ff');
    g.fillStyle = gradient;
    g.fillRect(0, 0, 37, 23);
    const pixels = g.getImageData(0, 0, 37, 23).data;
    const png = encodePng(pixels, 37, 23);
    expect(pngSize(png)).toEqual({ width: 37, height: 23 });
    const decoded = await loadImage(png);
    const back = createCanvas(37, 23).getContext('2d');
    back.drawImage(decoded, 0, 0);
    expect(Buffer.from(back.getImageData(0, 0, 37, 23).data)).toEqual(Buffer.from(pixels));
  });
});

describe('the built-in renderer', () => {
  it.each(COVER_ART_STYLES)('paints %s as a valid 1024x1024 PNG', async (style) => {
    const png = renderCover({ request: coverRequest({ style }), seed: 11 });
    expect(pngSize(png)).toEqual({ width: 1024, height: 1024 });
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([1024, 1024]);
  });

  it('gives the same bytes for the same request and seed', () => {
    for (const style of ['oil painting', 'cyberpunk', 'geometric'] as const) {
      const job = { request: coverRequest({ style, mood: 'dark', theme: 'space' }), seed: 424242 };
      expect(renderCover(job).equals(renderCover(job))).toBe(true);
    }
  });

  it('paints each style with its own algorithm, not one picture recoloured', async () => {
    const images = COVER_ART_STYLES.map((style) =>
      renderCover({ request: coverRequest({ style }), seed: 3 }),
    );
    for (let i = 0; i < images.length; i += 1) {
      for (let j = i + 1; j < images.length; j += 1) {
        expect(
          await imageDifference(images[i]!, images[j]!),
          `${COVER_ART_STYLES[i]} vs ${COVER_ART_STYLES[j]}`,
        ).toBeGreaterThan(12);
      }
    }
  });

  it('makes variations (consecutive seeds) clearly different', async () => {
    for (const style of COVER_ART_STYLES) {
      const request = coverRequest({ style, theme: 'city skyline' });
      const [a, b, c] = [100, 101, 102].map((seed) => renderCover({ request, seed }));
      for (const [x, y] of [
        [a!, b!],
        [b!, c!],
        [a!, c!],
      ] as const) {
        expect(await imageDifference(x, y), style).toBeGreaterThan(6);
      }
    }
  });

  it('follows the colour scheme, the theme and the title', async () => {
    const base = coverRequest({ style: 'minimalist' });
    const render = (changes: Partial<typeof base>) =>
      renderCover({ request: { ...base, ...changes }, seed: 8 });
    const reference = render({});
    expect(await imageDifference(reference, render({ colorScheme: 'forest' }))).toBeGreaterThan(5);
    expect(render({ theme: 'love' }).equals(render({ theme: 'space' }))).toBe(false);
    expect(render({ trackTitle: 'Another Title' }).equals(reference)).toBe(false);
    expect(COVER_ART_THEMES.length).toBe(14);
    expect(COVER_ART_COLOR_SCHEMES.length).toBe(12);
  });

  it('paints every theme and colour scheme without failing', () => {
    for (const theme of COVER_ART_THEMES) {
      expect(
        pngSize(renderCover({ request: coverRequest({ theme, style: 'abstract' }), seed: 1 })),
      ).not.toBeNull();
    }
    for (const colorScheme of COVER_ART_COLOR_SCHEMES) {
      expect(
        pngSize(renderCover({ request: coverRequest({ colorScheme, style: 'retro' }), seed: 2 })),
      ).not.toBeNull();
    }
  });
});

describe('reading the additional instructions', () => {
  it.each([
    ['a neon moon', ['neon moon'], []],
    ['a lone figure on a highway, rain', ['lone figure', 'highway', 'rain'], []],
    ['a lion', ['lion'], []],
    ['mountains at sunrise', ['mountains', 'sunrise'], []],
    ['palm trees and waves', ['palm trees', 'waves'], []],
    ['A Lion playing a saxophone!', ['lion'], ['playing', 'saxophone']],
    ['two WOLVES under the full moon, an electric guitar', ['two wolves', 'full moon'], ['electric guitar']],
    ['Flock of birds over the city lights', ['flock of birds', 'city lights'], []],
  ])('reads %j as drawn %j, not drawn %j', (text, drawn, notDrawn) => {
    const read = readInstructions(text);
    expect(read.drawn).toEqual(drawn);
    expect(read.notDrawn).toEqual(notDrawn);
  });

  it('understands plurals, counts, simple synonyms and adjectives', () => {
    const [wolves, moon] = readInstructions('three wolves howling at a big crescent moon').subjects;
    expect(wolves).toMatchObject({ kind: 'wolf', count: 3 });
    expect(moon).toMatchObject({ kind: 'moon', size: 'big', variant: 'crescent' });
    expect(readInstructions('Horses').subjects[0]).toMatchObject({ kind: 'horse', count: 2 });
    expect(readInstructions('a lone stranger').subjects[0]).toMatchObject({ kind: 'figure', count: 1 });
    expect(readInstructions('ocean').subjects[0]?.kind).toBe('waves');
    expect(readInstructions('freeway').subjects[0]?.kind).toBe('road');
    expect(readInstructions('a neon kitten').subjects[0]).toMatchObject({ kind: 'cat', neon: true });
    expect(readInstructions('').subjects).toEqual([]);
  });

  it('has a name for every subject it draws', () => {
    for (const subject of COVER_ART_SUBJECTS) {
      const kinds = readInstructions(subject).subjects.map((s) => s.kind);
      expect(kinds, subject).toContain(subject);
    }
  });
});

describe('the subjects the instructions name', () => {
  const skyOf = (seed: number, request: ReturnType<typeof coverRequest>) =>
    compositionOf(seed % 4, 1024, energyOf(request.mood, request.genre)).horizon;

  it.each(['modern digital art', 'graffiti', '3d render'] as const)(
    'a moon puts a bright round shape in the sky that an empty instruction does not (%s)',
    async (style) => {
      const request = coverRequest({ style, mood: 'chill', colorScheme: 'cool' });
      const seed = 100;
      const empty = await decodePixels(renderCover({ request, seed }));
      const moon = await decodePixels(
        renderCover({ request: { ...request, additionalPrompt: 'a moon' }, seed }),
      );
      const blob = brighterBlob(empty, moon, { top: 0, bottom: skyOf(seed, request) });
      // A disc at least 120 px across, as tall as wide, filling about pi/4 of its bounding box, in the sky.
      expect(blob.width).toBeGreaterThan(120);
      expect(blob.height / blob.width).toBeGreaterThan(0.85);
      expect(blob.height / blob.width).toBeLessThan(1.18);
      expect(blob.count / (blob.width * blob.height)).toBeGreaterThan(0.6);
      expect(blob.count / (blob.width * blob.height)).toBeLessThan(0.9);
      expect(blob.y + blob.height / 2).toBeLessThan(skyOf(seed, request));
      // Nothing of the kind comes from an instruction that names nothing.
      const again = await decodePixels(
        renderCover({ request: { ...request, additionalPrompt: '   ' }, seed }),
      );
      expect(brighterBlob(empty, again, { top: 0, bottom: 1024 }).count).toBe(0);
    },
  );

  it('draws every subject of the vocabulary where the plan places it', async () => {
    const request = coverRequest({ style: 'modern digital art', theme: 'love' });
    const seed = 7;
    const empty = await decodePixels(renderCover({ request, seed }));
    for (const subject of COVER_ART_SUBJECTS) {
      const job = { request: { ...request, additionalPrompt: subject }, seed };
      const drawn = await decodePixels(renderCover(job));
      const box = arrangeCover(job).plan.find((item) => item.kind === subject)!.box;
      let changed = 0;
      let total = 0;
      for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(1024, box.y + box.h); y += 2) {
        for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(1024, box.x + box.w); x += 2) {
          const i = (y * 1024 + x) * 4;
          const d =
            Math.abs(drawn.data[i]! - empty.data[i]!) + Math.abs(drawn.data[i + 1]! - empty.data[i + 1]!);
          if (d > 40) changed += 1;
          total += 1;
        }
      }
      // Stars and rain are points and streaks over the whole sky; everything else fills much of its place.
      const least = subject === 'stars' ? 0.002 : subject === 'rain' ? 0.01 : 0.05;
      expect(changed / total, subject).toBeGreaterThan(least);
    }
  });

  it('places the moon differently in each of three variations', async () => {
    const request = coverRequest({ style: 'modern digital art', mood: 'chill', colorScheme: 'cool' });
    const centres = [];
    for (const seed of [100, 101, 102]) {
      const empty = await decodePixels(renderCover({ request, seed }));
      const moon = await decodePixels(
        renderCover({ request: { ...request, additionalPrompt: 'a moon' }, seed }),
      );
      const blob = brighterBlob(empty, moon, { top: 0, bottom: 1024 });
      // The moon, and only the moon: one round disc.
      expect(blob.width, `variation ${seed - 99}`).toBeGreaterThan(120);
      expect(blob.height / blob.width).toBeGreaterThan(0.85);
      expect(blob.height / blob.width).toBeLessThan(1.18);
      expect(blob.count / (blob.width * blob.height)).toBeGreaterThan(0.6);
      centres.push({ x: blob.x, y: blob.y });
    }
    for (let i = 0; i < centres.length; i += 1) {
      for (let j = i + 1; j < centres.length; j += 1) {
        const a = centres[i]!;
        const b = centres[j]!;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `variations ${i + 1} and ${j + 1}`).toBeGreaterThan(100);
      }
    }
  });

  it('arranges three variations differently: layout, horizon, where the subject stands and how big', () => {
    const subjects = readInstructions('a lone figure on a highway, rain').subjects;
    const arrangements = [500, 501, 502].map((seed) => {
      const composition = compositionOf(seed % 4, 1024, 0.6);
      const plan = planScene({
        size: 1024,
        composition,
        subjects,
        theme: false,
        themeSeed: 0,
        rng: createRng(seed),
      });
      const figure = plan.find((item) => item.kind === 'figure')!.box;
      const road = plan.find((item) => item.kind === 'road')!;
      return { layout: composition.layout, horizon: road.box.y, x: figure.x + figure.w / 2, h: figure.h };
    });
    expect(new Set(arrangements.map((a) => a.layout)).size).toBe(3);
    expect(new Set(arrangements.map((a) => Math.round(a.horizon / 20))).size).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      const a = arrangements[i]!;
      const b = arrangements[(i + 1) % 3]!;
      expect(
        Math.abs(a.x - b.x) > 60 || Math.abs(a.h - b.h) > 60,
        `variations ${i + 1} and ${((i + 1) % 3) + 1}`,
      ).toBe(true);
    }
  });

  it('draws the same picture for the same instructions and seed', () => {
    const job = {
      request: coverRequest({ style: 'cinematic', additionalPrompt: 'a lion at sunset, rain' }),
      seed: 9,
    };
    expect(renderCover(job).equals(renderCover(job))).toBe(true);
  });
});

describe('the render pool', () => {
  const pool = new RenderPool({ threads: 1, maxQueued: 2 });
  afterAll(() => pool.close());

  it('renders in a thread the same bytes as in-process', async () => {
    const job = { request: coverRequest({ style: 'vintage' }), seed: 77 };
    const fromPool = await pool.render(job);
    expect(fromPool.equals(renderCover(job))).toBe(true);
  });

  it('queues a bounded number of renders and refuses the rest', async () => {
    const job = { request: coverRequest({ style: 'minimalist' }), seed: 5 };
    const accepted = [pool.render(job), pool.render(job), pool.render(job)];
    await expect(pool.render(job)).rejects.toBeInstanceOf(RenderPoolBusyError);
    const results = await Promise.all(accepted);
    expect(results.every((png) => png.equals(results[0]!))).toBe(true);
  });
});
