import { type CoverArtVariations, coverArtFileName } from '@common/coverart';
import { Download, Info } from 'lucide-react';
import { Button } from '@/ui/Button';
import { coverAlt, drawnBy } from './honesty';
import { SetCover } from './SetCover';
import { Understood } from './Understood';

/**
 * The variations in a grid, each with its download ({title}_variation_{n}.png) and who drew it, under what the
 * built-in renderer drew from the instructions.
 */
export function VariationsGrid({
  variations,
  title,
  settingCover,
  onSetCover,
}: {
  variations: CoverArtVariations;
  title: string;
  settingCover: boolean;
  onSetCover: (imageId: number, trackId: number) => void;
}) {
  return (
    <section aria-labelledby="cover-variations-title" className="grid gap-4">
      <h2 id="cover-variations-title" className="text-lg font-bold">
        Variations
      </h2>
      {variations.notice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {variations.notice}
        </p>
      ) : null}
      <Understood understood={variations.understood} />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {variations.variations.map((variation, i) => (
          <li
            key={variation.id}
            className="grid gap-2 rounded-xl border border-white/10 bg-background/40 p-2"
          >
            <img
              src={variation.webUrl}
              alt={coverAlt(title, variation.renderer, i + 1)}
              width={1024}
              height={1024}
              className="aspect-square w-full rounded-lg object-cover"
            />
            <p className="px-1 text-xs text-muted">
              Seed {variation.seed} · {drawnBy(variation.renderer)}
            </p>
            <Button asChild variant="outline" size="sm">
              <a href={variation.webUrl} download={coverArtFileName(title, i + 1)}>
                <Download aria-hidden /> Download variation {i + 1}
              </a>
            </Button>
            <SetCover
              imageId={variation.id}
              idPrefix={`cover-variation-${i + 1}`}
              pending={settingCover}
              onSet={onSetCover}
              stacked
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
