import { createCanvas, loadImage, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import { registerFonts } from '../../coverart';
import { SHARE_IMAGE } from './cards';

/** What a share card shows: a kind ('TRACK'), a title, a line under it, and a square picture when there is one. */
export interface ShareCard {
  kicker: string;
  title: string;
  subtitle: string;
  /** The picture's bytes (PNG, JPEG, WebP); without it, the title's initials on the product's gradient. */
  picture?: Buffer | null;
}

const PRIMARY = '#FF0080';
const BACKGROUND = '#18181B';
const TEXT = '#FAFAFA';
const MUTED = '#D4D4D8';

/** The lines of `text` that fit `width` at the context's font, at most `max`, the last one cut with an ellipsis. */
function wrap(ctx: SKRSContext2D, text: string, width: number, max: number): string[] {
  const words = text.trim().split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= max) return lines.map((l) => fit(ctx, l, width));
  const kept = lines.slice(0, max);
  kept[max - 1] = fit(ctx, `${kept[max - 1]} ${lines.slice(max).join(' ')}`, width, true);
  return kept.map((l) => fit(ctx, l, width));
}

/** One line cut to `width` with an ellipsis (always one when `cut`). */
function fit(ctx: SKRSContext2D, text: string, width: number, cut = false): string {
  if (!cut && ctx.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 1 && ctx.measureText(`${text.slice(0, end).trimEnd()}…`).width > width) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

function roundedSquare(ctx: SKRSContext2D, x: number, y: number, size: number, radius: number) {
  ctx.beginPath();
  ctx.roundRect(x, y, size, size, radius);
  ctx.closePath();
}

function initialsOf(title: string): string {
  const letters = title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase());
  return letters.join('') || 'PN';
}

function drawPicture(
  ctx: SKRSContext2D,
  picture: Image | null,
  title: string,
  x: number,
  y: number,
  size: number,
) {
  ctx.save();
  ctx.shadowColor = 'rgba(255, 0, 128, 0.45)';
  ctx.shadowBlur = 60;
  roundedSquare(ctx, x, y, size, 28);
  ctx.fillStyle = '#27272A';
  ctx.fill();
  ctx.restore();
  ctx.save();
  roundedSquare(ctx, x, y, size, 28);
  ctx.clip();
  if (picture) {
    // Cover the square, cropping the longer side.
    const scale = Math.max(size / picture.width, size / picture.height);
    const w = picture.width * scale;
    const h = picture.height * scale;
    ctx.drawImage(picture, x + (size - w) / 2, y + (size - h) / 2, w, h);
  } else {
    const gradient = ctx.createLinearGradient(x, y, x + size, y + size);
    gradient.addColorStop(0, PRIMARY);
    gradient.addColorStop(1, '#7C3AED');
    ctx.fillStyle = gradient;
    ctx.fillRect(x, y, size, size);
    ctx.fillStyle = TEXT;
    ctx.font = '180px CoverSans';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initialsOf(title), x + size / 2, y + size / 2 + 8);
  }
  ctx.restore();
}

async function pictureOf(bytes: Buffer | null | undefined): Promise<Image | null> {
  if (!bytes) return null;
  return loadImage(bytes).catch(() => null);
}

/** Draws a 1200 x 630 share card in the product's look and encodes it as PNG. */
export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  registerFonts();
  const { width, height } = SHARE_IMAGE;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = BACKGROUND;
  ctx.fillRect(0, 0, width, height);
  const glow = ctx.createRadialGradient(260, 315, 40, 260, 315, 620);
  glow.addColorStop(0, 'rgba(255, 0, 128, 0.35)');
  glow.addColorStop(1, 'rgba(24, 24, 27, 0)');
  ctx.fillStyle = glow;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = PRIMARY;
  ctx.fillRect(0, height - 12, width, 12);

  const size = 450;
  const left = 70;
  drawPicture(ctx, await pictureOf(card.picture), card.title, left, (height - size) / 2 - 6, size);

  const textX = left + size + 60;
  const textWidth = width - textX - 60;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = PRIMARY;
  ctx.font = '28px CoverSans';
  ctx.fillText(card.kicker.toUpperCase(), textX, 170);
  ctx.fillStyle = TEXT;
  ctx.font = '64px CoverSans';
  const titleLines = wrap(ctx, card.title, textWidth, 3);
  titleLines.forEach((line, i) => ctx.fillText(line, textX, 250 + i * 76));
  ctx.fillStyle = MUTED;
  ctx.font = '34px CoverSansLight';
  const subtitleTop = 250 + titleLines.length * 76 + 10;
  wrap(ctx, card.subtitle, textWidth, 2).forEach((line, i) =>
    ctx.fillText(line, textX, subtitleTop + i * 44),
  );
  ctx.fillStyle = TEXT;
  ctx.font = '30px CoverSans';
  ctx.fillText('Panda Nation', textX, height - 60);
  return canvas.encode('png');
}
