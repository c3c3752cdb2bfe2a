import { type CoverArtVariations, coverArtFileName } from '@common/coverart';
import { Download, Info } from 'lucide-react';
import { Button } from '@/ui/Button';
import { SetCover } from './SetCover';

/** The variations in a grid, each with its download ({title}_variation_{n}.png). */
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
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {variations.variations.map((variation, i) => (
          <li
            key={variation.id}
            className="grid gap-2 rounded-xl border border-white/10 bg-background/40 p-2"
          >
            <img
              src={variation.webUrl}
              alt={`Variation ${i + 1} of the cover art for ${title}`}
              width={1024}
              height={1024}
              className="aspect-square w-full rounded-lg object-cover"
            />
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
