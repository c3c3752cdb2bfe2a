import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { analyserFor } from './audioGraph';
import { drawBars } from '@/lib/drawBars';

const BAR_COUNT = 20;
const IDLE_LEVEL = 0.15;

/**
 * The frequency bins each bar covers, spaced logarithmically like hearing (most of a song's energy sits
 * in the lowest bins); the top quarter, nearly empty in music, is left out.
 */
function barEdges(binCount: number): number[] {
  const top = Math.max(BAR_COUNT + 1, Math.floor(binCount * 0.75));
  const edges = [1];
  for (let i = 1; i <= BAR_COUNT; i += 1) {
    const edge = Math.round(top ** (i / BAR_COUNT));
    edges.push(Math.max(edge, edges[i - 1]! + 1));
  }
  return edges;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The player bar's bars in one colour, drawn from levels (0..1). */
function draw(canvas: HTMLCanvasElement, levels: ArrayLike<number>, color: string): void {
  drawBars(canvas, levels, {
    fill: color,
    barFraction: 0.6,
    heightFraction: 1,
    minHeightPx: 2,
    maxRadiusPx: Infinity,
  });
}

/**
 * The player bar's visualizer: bars driven by the audio's frequencies (a Web Audio analyser created on
 * first play) while playing; low resting bars when paused or when motion is reduced.
 */
export function Visualizer({
  audio,
  playing,
  gold = false,
  className,
}: {
  audio: HTMLAudioElement | null;
  playing: boolean;
  gold?: boolean;
  className?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const color = gold ? '#fcd34d' : '#ff0080';

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const idle = new Array<number>(BAR_COUNT).fill(IDLE_LEVEL);
    const animate = playing && audio !== null && !prefersReducedMotion();
    const analyser = animate ? analyserFor(audio) : null;
    if (!animate) {
      draw(canvas, idle, color);
      return;
    }
    if (!analyser) {
      // No Web Audio (or no user gesture yet): a gentle made-up motion shows that it plays.
      let frame = requestAnimationFrame(function wave(now) {
        const levels = idle.map(
          (_, i) => 0.25 + 0.35 * Math.abs(Math.sin(now / 380 + i * 0.9) * Math.cos(now / 610 + i * 0.4)),
        );
        draw(canvas, levels, color);
        frame = requestAnimationFrame(wave);
      });
      return () => cancelAnimationFrame(frame);
    }
    const bins = new Uint8Array(analyser.frequencyBinCount);
    const levels = new Float32Array(BAR_COUNT);
    const edges = barEdges(bins.length);
    let frame = 0;
    const tick = () => {
      analyser.getByteFrequencyData(bins);
      for (let i = 0; i < BAR_COUNT; i += 1) {
        const from = edges[i]!;
        const to = edges[i + 1]!;
        let peak = 0;
        for (let j = from; j < to; j += 1) peak = Math.max(peak, bins[j] ?? 0);
        levels[i] = Math.max(IDLE_LEVEL, peak / 255);
      }
      draw(canvas, levels, color);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    canvas.dataset.live = 'true';
    return () => {
      cancelAnimationFrame(frame);
      delete canvas.dataset.live;
    };
  }, [audio, playing, color]);

  return (
    <canvas
      ref={canvasRef}
      aria-hidden
      data-testid="player-visualizer"
      className={cn('h-8 w-24', className)}
    />
  );
}
