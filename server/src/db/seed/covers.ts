/**
 * Cover art for the demo catalogue, drawn as SVG (no image library needed): a gradient in the genre's
 * colours, concentric rings like a record, a waveform strip in the track's rhythm, and the title.
 */

const PALETTES: Record<string, [string, string, string]> = {
  'r&b': ['#2b0a3d', '#8e2de2', '#ff6fb5'],
  pop: ['#1f1147', '#ff0080', '#ffd166'],
  trap: ['#0b0b12', '#3a0ca3', '#f72585'],
  'hip-hop': ['#13151a', '#b5651d', '#ffcf70'],
  electronic: ['#03071e', '#0077b6', '#00f5d4'],
  afrobeats: ['#1b0f05', '#e85d04', '#ffba08'],
  drill: ['#0a0a0a', '#2d3142', '#ef233c'],
};
const FALLBACK: [string, string, string] = ['#18181b', '#6d28d9', '#ff0080'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A small deterministic generator so each cover differs but never changes. */
function seeded(text: string): () => number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 13), 1274126177);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** Splits a title over at most two lines of about `width` characters. */
function lines(title: string, width: number): string[] {
  const words = title.split(' ');
  const out: string[] = [''];
  for (const word of words) {
    const current = out[out.length - 1]!;
    if (current && `${current} ${word}`.length > width && out.length < 2) out.push(word);
    else out[out.length - 1] = current ? `${current} ${word}` : word;
  }
  return out;
}

export function coverSvg(track: {
  title: string;
  artist: string;
  genre: string;
  bpm: number;
  key: string;
}): string {
  const [dark, mid, bright] = PALETTES[track.genre] ?? FALLBACK;
  const rand = seeded(`${track.title}/${track.artist}`);
  const cx = 640 + Math.round(rand() * 200);
  const cy = 300 + Math.round(rand() * 140);
  const rings = Array.from({ length: 7 }, (_, i) => {
    const r = 90 + i * 58;
    const opacity = (0.55 - i * 0.06).toFixed(2);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${bright}" stroke-opacity="${opacity}" stroke-width="${i % 2 ? 2 : 6}"/>`;
  }).join('');
  const bars = Array.from({ length: 48 }, (_, i) => {
    const beat = i % 4 === 0 ? 1 : 0.45 + rand() * 0.4;
    const h = Math.round(30 + beat * 120);
    return `<rect x="${80 + i * 18}" y="${760 - h / 2}" width="10" height="${h}" rx="5" fill="${bright}" fill-opacity="${i % 4 === 0 ? 0.95 : 0.55}"/>`;
  }).join('');
  const titleLines = lines(track.title, 16)
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 84}">${escapeXml(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="0.65" stop-color="${mid}"/><stop offset="1" stop-color="${bright}"/></linearGradient>
<radialGradient id="glow" cx="${cx / 1000}" cy="${cy / 1000}" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="1000" height="1000" fill="url(#bg)"/>
<rect width="1000" height="1000" fill="url(#glow)"/>
${rings}
<circle cx="${cx}" cy="${cy}" r="34" fill="${dark}"/><circle cx="${cx}" cy="${cy}" r="8" fill="${bright}"/>
${bars}
<text x="80" y="${titleLines.includes('dy="84"') ? 500 : 560}" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="76" font-weight="800" fill="#ffffff" letter-spacing="-1">${titleLines}</text>
<text x="80" y="900" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="34" font-weight="600" fill="#ffffff" fill-opacity="0.9">${escapeXml(track.artist)}</text>
<text x="920" y="900" text-anchor="end" font-family="Inter, 'Helvetica Neue', Arial, sans-serif" font-size="26" font-weight="600" fill="#ffffff" fill-opacity="0.75">${track.bpm} BPM · ${escapeXml(track.key)}</text>
</svg>
`;
}

/** The image of a live stream: the DJ's name over the same kind of artwork. */
export function streamSvg(title: string, host: string): string {
  return coverSvg({ title, artist: host, genre: 'electronic', bpm: 0, key: '' }).replace(
    /<text x="920"[^\n]*\n/,
    '<rect x="780" y="70" width="150" height="56" rx="28" fill="#ff0080"/><text x="855" y="108" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="28" font-weight="800" fill="#fff">LIVE</text>\n',
  );
}
