import { ROOM_LIMITS, type ReactionType } from '@common/rooms';
import { Flame, Hand, Heart, type LucideIcon, PartyPopper } from 'lucide-react';
import { type MouseEvent, useEffect, useRef } from 'react';
import { analyserFor } from '@/features/player';
import { type BarStyle, drawBars } from '@/lib/drawBars';
import type { ShownReaction } from '../roomClient';

const BARS = ROOM_LIMITS.visualizerBars;
const IDLE = 0.08;

const REACTION_ICONS: Record<ReactionType, { icon: LucideIcon; className: string }> = {
  wave: { icon: Hand, className: 'text-amber-300' },
  heart: { icon: Heart, className: 'fill-primary text-primary-text' },
  fire: { icon: Flame, className: 'fill-orange-500 text-orange-400' },
  clap: { icon: PartyPopper, className: 'text-sky-300' },
};

function ReactionIcon({ type }: { type: ReactionType }) {
  const { icon: Icon, className } = REACTION_ICONS[type];
  return <Icon aria-hidden className={`size-7 drop-shadow-[0_2px_6px_rgb(0_0_0/0.6)] ${className}`} />;
}

const ROOM_BARS: BarStyle = {
  fill: { from: '#ff0080', to: '#a855f7' },
  barFraction: 0.62,
  heightFraction: 0.92,
  minHeightPx: 3,
  maxRadiusPx: 6,
};

/** The room's bars, drawn from analyser levels (0..1). */
function draw(canvas: HTMLCanvasElement, levels: ArrayLike<number>): void {
  drawBars(canvas, levels, ROOM_BARS);
}

/** Which analyser bins each of the 40 bars covers (logarithmic, like hearing). */
function barEdges(binCount: number): number[] {
  const top = Math.max(BARS + 1, Math.floor(binCount * 0.75));
  const edges = [1];
  for (let i = 1; i <= BARS; i += 1) {
    edges.push(Math.max(Math.round(top ** (i / BARS)), edges[i - 1]! + 1));
  }
  return edges;
}

/**
 * The room's 40-bar visualizer, driven by the room's own audio through a Web Audio analyser. A click or
 * tap sends a wave reaction at its relative position; reactions (and the wave's ripple) show for 2 s.
 */
export function RoomVisualizer({
  audio,
  playing,
  reactions,
  onWave,
}: {
  audio: HTMLAudioElement | null;
  playing: boolean;
  reactions: ShownReaction[];
  onWave: (position: { x: number; y: number }) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const idle = new Array<number>(BARS).fill(IDLE);
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    if (!playing || !audio || reduced) {
      draw(canvas, idle);
      const redraw = () => draw(canvas, idle);
      window.addEventListener('resize', redraw);
      return () => window.removeEventListener('resize', redraw);
    }
    let analyser = analyserFor(audio);
    const levels = new Float32Array(BARS);
    let bins: Uint8Array<ArrayBuffer> | null = null;
    let edges: number[] = [];
    let frame = 0;
    const tick = (now: number) => {
      // The analyser needs a user gesture first; until then a made-up motion shows that it plays.
      analyser ??= analyserFor(audio);
      if (analyser) {
        if (!bins) {
          bins = new Uint8Array(analyser.frequencyBinCount);
          edges = barEdges(bins.length);
        }
        analyser.getByteFrequencyData(bins);
        for (let i = 0; i < BARS; i += 1) {
          let peak = 0;
          for (let j = edges[i]!; j < edges[i + 1]!; j += 1) peak = Math.max(peak, bins[j] ?? 0);
          levels[i] = Math.max(IDLE, peak / 255);
        }
        canvas.dataset.live = 'true';
      } else {
        for (let i = 0; i < BARS; i += 1) {
          levels[i] = 0.2 + 0.4 * Math.abs(Math.sin(now / 420 + i * 0.55) * Math.cos(now / 700 + i * 0.3));
        }
      }
      draw(canvas, levels);
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      delete canvas.dataset.live;
    };
  }, [audio, playing]);

  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    onWave({
      x: (event.clientX - rect.left) / rect.width,
      y: (event.clientY - rect.top) / rect.height,
    });
  }

  return (
    <div className="relative overflow-hidden rounded-2xl border border-white/10 bg-gradient-to-b from-fuchsia-950/40 to-black/60">
      <button
        type="button"
        onClick={handleClick}
        aria-label="Send a wave to the room"
        data-testid="room-visualizer"
        className="block h-40 w-full cursor-pointer touch-manipulation outline-none focus-visible:ring-2 focus-visible:ring-primary sm:h-52"
      >
        <canvas ref={canvasRef} aria-hidden className="size-full" />
      </button>
      <div className="pointer-events-none absolute inset-0" aria-live="polite">
        {reactions.map((reaction) => (
          <span
            key={reaction.key}
            data-testid="reaction"
            data-reaction-type={reaction.reactionType}
            className="absolute -translate-x-1/2 -translate-y-1/2"
            style={{ left: `${reaction.position.x * 100}%`, top: `${reaction.position.y * 100}%` }}
          >
            {reaction.reactionType === 'wave' ? (
              <span
                aria-hidden
                className="pn-room-ripple absolute left-1/2 top-1/2 size-16 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-primary"
              />
            ) : null}
            <span className="pn-room-float relative block">
              <ReactionIcon type={reaction.reactionType} />
            </span>
            <span className="sr-only">
              {reaction.username} sent a {reaction.reactionType}
            </span>
          </span>
        ))}
      </div>
    </div>
  );
}
