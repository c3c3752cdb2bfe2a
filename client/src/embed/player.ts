import type { EmbedTrack } from '@common/embeds';
import { formatStartTime } from '@common/pages';
import { reducePeaks } from '@common/peaks';
import { drawWave, keySeek } from './waveform';

function part<T extends Element>(root: ParentNode, selector: string): T {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`The embed page has no ${selector}`);
  return element;
}

/** Counts a play from this embed (the server marks it 'embed' and applies the listener's window). */
function countPlay(trackId: number): void {
  fetch(`/api/embeds/tracks/${trackId}/play`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** A playlist's track's waveform, read as a visitor sees the track (the embed is public). */
async function loadPeaks(trackId: number): Promise<number[] | null> {
  const response = await fetch(`/api/tracks/${trackId}`, { credentials: 'omit' });
  if (!response.ok) return null;
  const detail = (await response.json()) as { waveform?: number[] | null };
  return detail.waveform ? reducePeaks(detail.waveform) : null;
}

/**
 * The player of an embed page: play and pause, seeking on the waveform (pointer or keys), the position and
 * length, and for a playlist the list to pick from, playing through to the end. Each track's first playback
 * after it is loaded counts a play.
 */
export function startPlayer(root: HTMLElement, tracks: readonly EmbedTrack[]): void {
  const audio = part<HTMLAudioElement>(root, '[data-audio]');
  const play = part<HTMLButtonElement>(root, '[data-play]');
  const wave = part<HTMLElement>(root, '[data-wave]');
  const canvas = part<HTMLCanvasElement>(wave, 'canvas');
  const time = part<HTMLElement>(root, '[data-time]');
  const length = part<HTMLElement>(root, '[data-duration]');
  const title = part<HTMLAnchorElement>(root, 'a.title');
  const artist = part<HTMLElement>(root, '[data-artist]');
  const badge = part<HTMLElement>(root, '[data-preview]');
  const items = Array.from(root.querySelectorAll<HTMLButtonElement>('[data-index]'));

  let index = 0;
  let peaks: readonly number[] = tracks[0]?.waveform ?? [];
  let counted = false;
  const track = () => tracks[index]!;
  const duration = () =>
    Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : (track().duration ?? 0);

  function render(): void {
    const total = duration();
    const progress = total > 0 ? Math.min(1, audio.currentTime / total) : 0;
    time.textContent = formatStartTime(audio.currentTime);
    length.textContent = formatStartTime(total);
    wave.setAttribute('aria-valuemax', String(Math.floor(total)));
    wave.setAttribute('aria-valuenow', String(Math.floor(audio.currentTime)));
    wave.setAttribute('aria-valuetext', `${formatStartTime(audio.currentTime)} of ${formatStartTime(total)}`);
    drawWave(canvas, peaks, progress);
  }

  function select(next: number, autoplay: boolean): void {
    index = next;
    const current = track();
    counted = false;
    audio.src = current.audioUrl;
    title.textContent = current.title;
    title.href = current.url;
    artist.textContent = current.artist;
    badge.hidden = !current.preview;
    const cover = root.querySelector<HTMLImageElement>('img[data-cover]');
    if (cover && current.coverArt) cover.src = current.coverArt;
    items.forEach((item, i) => {
      if (i === next) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
    });
    peaks = current.waveform ?? [];
    render();
    if (!current.waveform) {
      loadPeaks(current.id)
        .then((loaded) => {
          if (loaded && track().id === current.id) {
            peaks = loaded;
            render();
          }
        })
        .catch(() => undefined);
    }
    if (autoplay) audio.play().catch(() => undefined);
  }

  function seek(seconds: number): void {
    audio.currentTime = seconds;
    render();
  }

  play.addEventListener('click', () => {
    if (audio.paused) audio.play().catch(() => undefined);
    else audio.pause();
  });
  audio.addEventListener('play', () => {
    root.dataset.playing = '';
    play.setAttribute('aria-label', 'Pause');
  });
  audio.addEventListener('pause', () => {
    delete root.dataset.playing;
    play.setAttribute('aria-label', 'Play');
  });
  audio.addEventListener('playing', () => {
    if (counted) return;
    counted = true;
    countPlay(track().id);
  });
  audio.addEventListener('timeupdate', render);
  audio.addEventListener('loadedmetadata', render);
  audio.addEventListener('ended', () => {
    if (index + 1 < tracks.length) select(index + 1, true);
    else {
      counted = false;
      render();
    }
  });

  wave.addEventListener('pointerdown', (event) => {
    const box = wave.getBoundingClientRect();
    if (box.width > 0) seek(((event.clientX - box.left) / box.width) * duration());
  });
  wave.addEventListener('keydown', (event) => {
    const to = keySeek(event.key, audio.currentTime, duration());
    if (to === null) return;
    event.preventDefault();
    seek(to);
  });
  items.forEach((item, i) => item.addEventListener('click', () => select(i, true)));
  window.addEventListener('resize', render);

  if (tracks[0] && !tracks[0].waveform) select(0, false);
  else render();
}
