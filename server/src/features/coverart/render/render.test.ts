import { COVER_ART_COLOR_SCHEMES, COVER_ART_STYLES, COVER_ART_THEMES } from '@common/coverart';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { coverRequest, imageDifference, pngSize } from '../testing';
import { encodePng } from './png';
import { RenderPool, RenderPoolBusyError } from './pool';
import { renderCover } from './renderCover';

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
