import { Palette } from 'lucide-react';
import { useRef } from 'react';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { CoverArtForm } from './CoverArtForm';
import { CoverResult } from './CoverResult';
import { EmptyState } from './EmptyState';
import { RecentCovers } from './RecentCovers';
import { useCoverArt } from './useCoverArt';
import { useCoverArtDefaults } from './useCoverArtDefaults';
import { VariationsGrid } from './VariationsGrid';

/**
 * Cover Art Generator (/cover-art-generator): the form on the left, the results on the right (part 2, section 2).
 * Images are painted on the server by the built-in renderer (or a configured images API), and the page says
 * which; decisions 0036 and 0046.
 */
export default function CoverArtPage() {
  const resultsRef = useRef<HTMLDivElement>(null);
  // On a phone the results sit below the form: bring them into view once they are there.
  const showResults = () =>
    requestAnimationFrame(() => {
      const results = resultsRef.current;
      if (results && results.getBoundingClientRect().top > window.innerHeight * 0.6) {
        results.scrollIntoView({ behavior: 'smooth', block: 'start' });
      }
    });
  const { result, variations, resultTitle, generate, vary, setCover } = useCoverArt(showResults);
  const { defaults } = useCoverArtDefaults();
  const service = defaults?.renderer === 'image-api';
  const pending = generate.isPending || vary.isPending;
  const onSetCover = (imageId: number, trackId: number) => setCover.mutate({ imageId, trackId });
  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:py-10 lg:px-6">
      <header className="max-w-3xl space-y-3">
        <p className="inline-flex items-center gap-2 rounded-full border border-primary/30 bg-primary/10 px-3 py-1 text-xs font-semibold uppercase tracking-widest text-primary-text">
          <Palette className="size-3.5" aria-hidden /> {service ? 'AI Studio' : 'Cover Studio'}
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Cover Art Generator</h1>
        <p className="text-base leading-relaxed text-muted sm:text-lg">
          {service
            ? 'Describe your track and an image service draws 1024x1024 cover art from it; if it cannot answer, the built-in renderer draws it instead.'
            : 'Describe your track and the built-in renderer paints 1024x1024 cover art in the style you choose, with the subjects you name and your title and name set in type. No AI model is involved: the same details always give the same image, and variations rearrange it.'}
        </p>
      </header>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
        <Card className="p-5 sm:p-6">
          <h2 id="cover-form-title" className="mb-5 text-xl font-bold">
            Design your cover
          </h2>
          <CoverArtForm
            generating={generate.isPending}
            creating={vary.isPending}
            onGenerate={(values) => generate.mutate(values)}
            onVary={(values) => vary.mutate(values)}
          />
          <div className="mt-6 empty:hidden">
            <RecentCovers />
          </div>
        </Card>
        <Card
          ref={resultsRef}
          className="scroll-mt-24 grid gap-8 p-5 sm:p-6"
          aria-live="polite"
          aria-busy={pending}
        >
          {pending ? (
            <div className="grid place-items-center gap-3 py-16 text-sm text-muted">
              <Spinner className="size-10" label="Painting your cover art" />
              Painting your cover art...
            </div>
          ) : null}
          {!pending && !result && !variations ? <EmptyState /> : null}
          {result && !generate.isPending ? (
            <CoverResult
              result={result}
              title={resultTitle}
              settingCover={setCover.isPending}
              onSetCover={onSetCover}
            />
          ) : null}
          {variations && !vary.isPending ? (
            <VariationsGrid
              variations={variations}
              title={resultTitle}
              settingCover={setCover.isPending}
              onSetCover={onSetCover}
            />
          ) : null}
        </Card>
      </div>
    </div>
  );
}
