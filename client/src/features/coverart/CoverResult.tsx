import { type CoverArtResult, coverArtFileName } from '@common/coverart';
import { Download, Info } from 'lucide-react';
import { Button } from '@/ui/Button';
import { coverAlt, drawnBy } from './honesty';
import { SetCover } from './SetCover';
import { Understood } from './Understood';

/**
 * The single result: the image, its download ({title}_cover.png), what the built-in renderer drew from the
 * instructions, the prompt and any revised prompt, and who drew it.
 */
export function CoverResult({
  result,
  title,
  settingCover,
  onSetCover,
}: {
  result: CoverArtResult;
  title: string;
  settingCover: boolean;
  onSetCover: (imageId: number, trackId: number) => void;
}) {
  return (
    <section aria-labelledby="cover-result-title" className="grid gap-4">
      <h2 id="cover-result-title" className="text-lg font-bold">
        Generated Cover Art
      </h2>
      {result.notice ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-amber-400/40 bg-amber-400/10 p-3 text-sm text-amber-100"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {result.notice}
        </p>
      ) : null}
      <img
        src={result.webUrl}
        alt={coverAlt(title, result.renderer)}
        width={1024}
        height={1024}
        className="aspect-square w-full rounded-xl border border-white/10 object-cover shadow-lg shadow-black/40"
      />
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <a href={result.webUrl} download={coverArtFileName(title)}>
            <Download aria-hidden /> Download
          </a>
        </Button>
      </div>
      <SetCover imageId={result.id} idPrefix="cover-result" pending={settingCover} onSet={onSetCover} />
      <Understood understood={result.understood} />
      <div className="grid gap-1">
        <h3 className="text-sm font-semibold">
          Prompt used{' '}
          <span className="font-normal text-muted">
            (
            {result.renderer === 'built-in'
              ? 'the built-in renderer drew from it'
              : 'sent to the image service'}
            )
          </span>
        </h3>
        <p
          className="rounded-lg bg-background/70 p-3 text-sm leading-relaxed text-muted"
          data-testid="cover-prompt"
        >
          {result.prompt}
        </p>
      </div>
      {result.revised_prompt ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold">Revised prompt</h3>
          <p className="rounded-lg bg-background/70 p-3 text-sm leading-relaxed text-muted">
            {result.revised_prompt}
          </p>
        </div>
      ) : null}
      <p className="text-xs text-muted">
        Seed {result.seed} · {drawnBy(result.renderer)}
      </p>
    </section>
  );
}
