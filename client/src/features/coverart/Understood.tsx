import type { CoverArtUnderstood } from '@common/coverart';
import { ScanText } from 'lucide-react';
import { understoodText } from './honesty';

/** What the built-in renderer drew from the additional instructions, and the words it could not draw. */
export function Understood({ understood }: { understood: CoverArtUnderstood | undefined }) {
  const text = understoodText(understood);
  if (!text) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-white/10 bg-background/60 p-3 text-sm"
      data-testid="cover-understood"
    >
      <ScanText className="mt-0.5 size-4 shrink-0 text-primary-text" aria-hidden />
      <span>{text}</span>
    </p>
  );
}
