import { Image, Layers, Palette, ScanText, Sparkles } from 'lucide-react';

const FEATURES = [
  { icon: Image, text: 'High-resolution 1024x1024 HD artwork, ready for streaming platforms' },
  { icon: Palette, text: '12 art styles and 12 colour schemes, painted to your genre and mood' },
  {
    icon: ScanText,
    text: 'The subjects you name drawn in: a moon, a city skyline, a road in the rain, a lion, palm trees...',
  },
  { icon: Layers, text: 'Variations: three different compositions of the same idea' },
  { icon: Sparkles, text: 'Your title and artist name set in type that fits the style' },
];

/** What the results side shows before anything is generated. */
export function EmptyState() {
  return (
    <div className="grid place-items-center gap-5 px-4 py-10 text-center">
      <div className="grid size-16 place-items-center rounded-2xl bg-primary/15 text-primary-text">
        <Image className="size-8" aria-hidden />
      </div>
      <div className="space-y-1">
        <h2 className="text-lg font-bold">Your cover art will appear here</h2>
        <p className="text-sm text-muted">Fill in the details and press Generate Cover Art.</p>
      </div>
      <ul className="grid max-w-md gap-3 text-left text-sm">
        {FEATURES.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-start gap-3">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
