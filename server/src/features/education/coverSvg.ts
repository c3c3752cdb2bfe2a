import { createHash } from 'node:crypto';
import { PRODUCT_NAME } from '@common/constants';
import type { CourseLevel } from '@common/education';

/** Gradient colours by level: the brand's pink, then deeper tones as courses get harder. */
const PALETTES: Record<CourseLevel, [string, string, string]> = {
  Beginner: ['#18181b', '#6d28d9', '#ff0080'],
  Intermediate: ['#0b1020', '#1d4ed8', '#22d3ee'],
  Advanced: ['#120a05', '#b45309', '#facc15'],
};

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A deterministic generator, so each course's cover differs but never changes. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** A title over at most three lines of about `width` characters (the last one cut with an ellipsis). */
function lines(title: string, width: number): string[] {
  const out: string[] = [''];
  for (const word of title.split(/\s+/)) {
    const current = out[out.length - 1]!;
    if (current && `${current} ${word}`.length > width) {
      if (out.length === 3) {
        out[2] = `${current.slice(0, width - 1)}…`;
        break;
      }
      out.push(word);
    } else out[out.length - 1] = current ? `${current} ${word}` : word;
  }
  return out;
}

/** Bumped when the drawing changes, so that covers kept by browsers are drawn again. */
const DRAWING = 1;

/** A short version of a drawn cover: a hash of the drawing and of what it is drawn from. */
export function coverVersion(course: { id: number; title: string; level: CourseLevel }): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, course.id, course.title, course.level]))
    .digest('base64url')
    .slice(0, 12);
}

/**
 * The drawn cover of a course without its own image (16:9 SVG): a gradient in the level's colours, a row of
 * equaliser bars, the title, the level and the academy's name. Text is escaped; the SVG holds no script.
 */
export function courseCoverSvg(course: { id: number; title: string; level: CourseLevel }): string {
  const [dark, mid, bright] = PALETTES[course.level];
  const rand = seeded(`${course.id}/${course.title}`);
  const bars = Array.from({ length: 32 }, (_, i) => {
    const h = Math.round(40 + rand() * 220);
    return `<rect x="${640 + i * 17}" y="${560 - h}" width="10" height="${h}" rx="5" fill="${bright}" fill-opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const title = lines(course.title, 22)
    .map(
      (line, i) =>
        `<text x="72" y="${250 + i * 76}" font-family="Arial, Helvetica, sans-serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675" role="img" aria-label="${escapeXml(course.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.6" stop-color="${mid}"/><stop offset="1" stop-color="${bright}"/></linearGradient></defs>
<rect width="1200" height="675" fill="url(#g)"/>${bars}
<text x="72" y="120" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" letter-spacing="6" fill="#ffffff" fill-opacity="0.85">${escapeXml(`${PRODUCT_NAME.toUpperCase()} ACADEMY`)}</text>
${title}
<rect x="72" y="560" width="${48 + course.level.length * 13}" height="48" rx="24" fill="#000000" fill-opacity="0.35"/>
<text x="96" y="592" font-family="Arial, Helvetica, sans-serif" font-size="24" fill="#ffffff">${escapeXml(course.level)}</text>
</svg>
`;
}
