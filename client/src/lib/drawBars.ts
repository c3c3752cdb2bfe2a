/** How drawBars lays out its bars. */
export interface BarStyle {
  /** A colour, or a vertical gradient from bottom to top. */
  fill: string | { from: string; to: string };
  /** Share of each bar's slot the bar fills (the rest is the gap). */
  barFraction: number;
  /** Share of the canvas height a full bar reaches. */
  heightFraction: number;
  /** Height of an empty bar, in CSS pixels. */
  minHeightPx: number;
  /** Largest corner radius, in CSS pixels (bars are rounded at most to half their width). */
  maxRadiusPx: number;
}

/** Draws `levels` (0..1) as rounded bars rising from the bottom of a canvas, sharp on high-DPI screens. */
export function drawBars(canvas: HTMLCanvasElement, levels: ArrayLike<number>, style: BarStyle): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth * ratio;
  const height = canvas.clientHeight * ratio;
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  ctx.clearRect(0, 0, width, height);
  if (typeof style.fill === 'string') {
    ctx.fillStyle = style.fill;
  } else {
    const gradient = ctx.createLinearGradient(0, height, 0, 0);
    gradient.addColorStop(0, style.fill.from);
    gradient.addColorStop(1, style.fill.to);
    ctx.fillStyle = gradient;
  }
  const slot = width / levels.length;
  const barWidth = Math.max(1, slot * style.barFraction);
  const radius = Math.min(barWidth / 2, style.maxRadiusPx * ratio);
  for (let i = 0; i < levels.length; i += 1) {
    const h = Math.max(style.minHeightPx * ratio, (levels[i] ?? 0) * height * style.heightFraction);
    const x = i * slot + (slot - barWidth) / 2;
    ctx.beginPath();
    ctx.roundRect(x, height - h, barWidth, h, radius);
    ctx.fill();
  }
}
