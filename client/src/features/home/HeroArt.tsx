// Bar heights of the decorative waveform, in percent.
const BARS = [
  30, 52, 40, 68, 84, 60, 92, 74, 48, 66, 88, 100, 70, 56, 80, 62, 44, 72, 90, 58, 38, 64, 50, 34,
];

/** The hero's decorative record and waveform. */
export function HeroArt() {
  return (
    <div aria-hidden className="relative mx-auto aspect-square w-full max-w-[360px]">
      <div className="absolute inset-6 rounded-full bg-primary/30 blur-3xl" />
      <div className="absolute inset-0 rounded-full bg-[repeating-radial-gradient(circle_at_center,#111113_0px,#111113_3px,#1c1c20_4px,#111113_6px)] shadow-2xl shadow-black/70 ring-1 ring-white/10 motion-safe:animate-[spin_18s_linear_infinite]">
        <div className="absolute inset-0 rounded-full bg-[conic-gradient(from_200deg,transparent_0deg,rgb(255_255_255/0.08)_40deg,transparent_80deg,transparent_180deg,rgb(255_255_255/0.06)_220deg,transparent_260deg)]" />
        <div className="absolute inset-[34%] grid place-items-center rounded-full bg-gradient-to-br from-primary to-fuchsia-800 ring-4 ring-black/40">
          <span className="size-3 rounded-full bg-background" />
        </div>
      </div>
      <div className="absolute inset-x-[-8%] bottom-[-6%] flex h-20 items-end justify-center gap-1 rounded-2xl border border-white/10 bg-black/50 px-4 pb-3 pt-4 backdrop-blur-md">
        {BARS.map((height, index) => (
          <span
            key={index}
            className="w-1.5 rounded-full bg-gradient-to-t from-primary to-pink-300"
            style={{ height: `${height}%`, opacity: 0.55 + (height / 100) * 0.45 }}
          />
        ))}
      </div>
    </div>
  );
}
