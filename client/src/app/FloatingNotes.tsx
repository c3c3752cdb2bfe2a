import { EighthNote, EighthNotes, HalfNote, SixteenthNotes } from 'lucide-react';
import type { CSSProperties } from 'react';

const ICONS = [EighthNote, EighthNotes, HalfNote, SixteenthNotes];

// Fixed positions and timings, so the animation looks the same on every visit.
const NOTES = [
  { left: 6, size: 28, duration: 11, delay: -2, drift: 30, opacity: 0.5, rest: 18 },
  { left: 14, size: 20, duration: 14, delay: -9, drift: -20, opacity: 0.35, rest: 62 },
  { left: 22, size: 36, duration: 12, delay: -5, drift: 25, opacity: 0.45, rest: 34 },
  { left: 31, size: 18, duration: 16, delay: -12, drift: -30, opacity: 0.3, rest: 80 },
  { left: 40, size: 24, duration: 13, delay: -1, drift: 20, opacity: 0.4, rest: 8 },
  { left: 52, size: 30, duration: 15, delay: -7, drift: -25, opacity: 0.4, rest: 72 },
  { left: 61, size: 20, duration: 12, delay: -10, drift: 35, opacity: 0.35, rest: 26 },
  { left: 70, size: 34, duration: 14, delay: -3, drift: -20, opacity: 0.5, rest: 52 },
  { left: 78, size: 22, duration: 11, delay: -8, drift: 25, opacity: 0.35, rest: 12 },
  { left: 86, size: 28, duration: 16, delay: -4, drift: -30, opacity: 0.45, rest: 66 },
  { left: 93, size: 18, duration: 13, delay: -11, drift: 20, opacity: 0.3, rest: 40 },
  { left: 47, size: 16, duration: 17, delay: -14, drift: 30, opacity: 0.25, rest: 90 },
];

/** Music notes drifting up the splash (static when reduced motion is preferred). */
export function FloatingNotes() {
  return (
    <div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden">
      {NOTES.map((note, index) => {
        const Icon = ICONS[index % ICONS.length]!;
        const style = {
          left: `${note.left}%`,
          '--note-duration': `${note.duration}s`,
          '--note-delay': `${note.delay}s`,
          '--note-drift': `${note.drift}px`,
          '--note-opacity': note.opacity,
          '--note-rest': `${note.rest}%`,
        } as CSSProperties;
        return (
          <span
            key={index}
            className={index % 3 === 0 ? 'pn-note text-primary-text' : 'pn-note text-white'}
            style={style}
          >
            <Icon style={{ width: note.size, height: note.size }} />
          </span>
        );
      })}
    </div>
  );
}
