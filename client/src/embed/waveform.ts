/** The embed's waveform: bars drawn on a canvas, the played part in the brand colour. */

const PLAYED = '#ff0080';
const UNPLAYED = '#71717a';

/** Draws `peaks` (0..1) across the canvas, bars left of `progress` (0..1) as played. */
export function drawWave(canvas: HTMLCanvasElement, peaks: readonly number[], progress: number): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  const width = Math.round(canvas.clientWidth * ratio);
  const height = Math.round(canvas.clientHeight * ratio);
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  ctx.clearRect(0, 0, width, height);
  if (peaks.length === 0) {
    // Not analysed yet: a plain progress bar across the middle.
    const thickness = 4 * ratio;
    const top = (height - thickness) / 2;
    ctx.fillStyle = UNPLAYED;
    ctx.fillRect(0, top, width, thickness);
    ctx.fillStyle = PLAYED;
    ctx.fillRect(0, top, progress * width, thickness);
    return;
  }
  const levels = peaks;
  const slot = width / levels.length;
  const bar = Math.max(1, slot * 0.6);
  const played = progress * width;
  for (let i = 0; i < levels.length; i += 1) {
    const h = Math.max(2 * ratio, (levels[i] ?? 0) * height);
    const x = i * slot + (slot - bar) / 2;
    ctx.fillStyle = x < played ? PLAYED : UNPLAYED;
    ctx.fillRect(x, (height - h) / 2, bar, h);
  }
}

/** The position a key moves to on the seek slider (null: not a key the slider handles). */
export function keySeek(key: string, current: number, duration: number): number | null {
  const step = 5;
  const page = Math.max(step, duration / 10);
  const moves: Record<string, number> = {
    ArrowLeft: current - step,
    ArrowDown: current - step,
    ArrowRight: current + step,
    ArrowUp: current + step,
    PageDown: current - page,
    PageUp: current + page,
    Home: 0,
    End: duration,
  };
  const to = moves[key];
  return to === undefined ? null : Math.min(Math.max(0, to), duration);
}
