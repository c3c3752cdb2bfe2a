import { EMBED_PROVIDER_NAME, type EmbedPageData, type EmbedTrack } from '@common/embeds';
import { escapeHtml } from '@common/html';
import { formatStartTime } from '@common/pages';

const PLAY_ICON =
  '<svg class="i-play" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z"/></svg>';
const PAUSE_ICON =
  '<svg class="i-pause" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 5h4v14H6zm8 0h4v14h-4z"/></svg>';

const link = (href: string, text: string, className: string) =>
  `<a class="${className}" href="${escapeHtml(href)}" target="_blank" rel="noopener">${escapeHtml(text)}</a>`;

/** The data block the page's script reads: JSON that cannot end the script element early. */
function dataBlock(data: EmbedPageData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script id="embed-data" type="application/json">${json}</script>`;
}

/** The player of one track: cover, play button, title and artist linking back, the waveform to seek, times. */
function player(track: EmbedTrack, heading: 'h1' | 'h2'): string {
  const cover = track.coverArt
    ? `<img class="cover" data-cover src="${escapeHtml(track.coverArt)}" alt="" width="120" height="120">`
    : '<div class="cover" data-cover></div>';
  const duration = formatStartTime(track.duration ?? 0);
  return (
    `${cover}<div class="main"><div class="head">` +
    `<button type="button" class="play" data-play aria-label="Play">${PLAY_ICON}${PAUSE_ICON}</button>` +
    `<div class="meta"><${heading} class="name">${link(track.url, track.title, 'title')}</${heading}>` +
    `<p class="artist" data-artist>${escapeHtml(track.artist)}</p></div></div>` +
    `<div class="wave" data-wave role="slider" tabindex="0" aria-label="Seek" aria-valuemin="0" ` +
    `aria-valuemax="${Math.floor(track.duration ?? 0)}" aria-valuenow="0" aria-valuetext="0:00 of ${duration}">` +
    '<canvas aria-hidden="true"></canvas></div>' +
    `<p class="foot"><span data-time>0:00</span>` +
    `<span class="badge" data-preview${track.preview ? '' : ' hidden'}>Preview</span>` +
    `${link(track.url, `Listen on ${EMBED_PROVIDER_NAME}`, 'brand')}` +
    `<span data-duration>${duration}</span></p></div>` +
    `<audio data-audio preload="metadata" src="${escapeHtml(track.audioUrl)}"></audio>`
  );
}

function body(data: EmbedPageData): { title: string; html: string } {
  if (data.kind === 'unavailable') {
    return {
      title: `${data.message} · ${EMBED_PROVIDER_NAME}`,
      html:
        `<main class="embed gone"><h1>${escapeHtml(data.message)}</h1>` +
        `${link('/', EMBED_PROVIDER_NAME, 'brand')}</main>`,
    };
  }
  if (data.kind === 'track') {
    const { track } = data;
    return {
      title: `${track.title} by ${track.artist} · ${EMBED_PROVIDER_NAME}`,
      html: `<main class="embed">${player(track, 'h1')}</main>`,
    };
  }
  const { playlist } = data;
  const first = playlist.tracks[0];
  if (!first) {
    return body({ kind: 'unavailable', message: 'This playlist has no tracks to play' });
  }
  const items = playlist.tracks
    .map(
      (track, index) =>
        `<li><button type="button" data-index="${index}"${index === 0 ? ' aria-current="true"' : ''}>` +
        `<span class="n">${index + 1}</span><span class="t">${escapeHtml(track.title)}</span>` +
        `<span class="a">${escapeHtml(track.artist)}</span><span class="d">${formatStartTime(track.duration ?? 0)}</span>` +
        '</button></li>',
    )
    .join('');
  return {
    title: `${playlist.title} by ${playlist.owner} · ${EMBED_PROVIDER_NAME}`,
    html:
      `<main class="embed list"><h1 class="pl">${link(playlist.url, playlist.title, 'pl-title')} ` +
      `<span>by ${escapeHtml(playlist.owner)}</span></h1><div class="top">${player(first, 'h2')}</div>` +
      `<ol class="tracks" aria-label="Tracks">${items}</ol></main>`,
  };
}

/** The whole embed page: the server writes the markup and the data, the embed bundle (`assets`) adds behaviour. */
export function renderEmbedPage(data: EmbedPageData, assets: string): string {
  const { title, html } = body(data);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${assets}</head>` +
    `<body>${html}${dataBlock(data)}</body></html>`
  );
}
