import { type Beat, type BeatDetail, type LicenceType, WAVEFORM_BARS } from '@common/beatbank';
import { formatCents } from '@common/format';
import { isPreviewUrl } from '@common/previews';
import { measureSourceNote } from '@common/tracks';
import { useQuery } from '@tanstack/react-query';
import { Check, Gift, Pause, Play, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { PreviewLabel } from '@/ui/PreviewLabel';
import { Spinner } from '@/ui/Spinner';
import { useSetCartItem } from './beatQueries';
import { togglePreview, usePlayingBeatId } from './previewPlayer';

/** The 100-bar waveform drawn from the analysed peaks (flat bars while the audio is not analysed yet). */
function Waveform({ bars, active }: { bars: number[] | null; active: boolean }) {
  const heights = bars && bars.length > 0 ? bars : Array.from({ length: WAVEFORM_BARS }, () => 0.08);
  return (
    <div
      className="flex h-16 items-center gap-px"
      role="img"
      aria-label={bars ? 'Waveform of the beat' : 'Waveform not analysed yet'}
      data-testid="beat-waveform"
    >
      {heights.map((height, i) => (
        <span
          key={i}
          className={cn('flex-1 rounded-full', active ? 'bg-primary-strong' : 'bg-primary/60')}
          style={{ height: `${Math.max(6, height * 100)}%` }}
        />
      ))}
    </div>
  );
}

function releasedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The beat's detail dialog: preview, tip, waveform, information, licence types and Add to Cart. */
export function BeatDetailDialog({
  beat,
  open,
  onOpenChange,
  onTip,
  isOwn,
}: {
  beat: Beat | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onTip: (beat: Beat) => void;
  isOwn: boolean;
}) {
  const detail = useQuery<BeatDetail>({
    queryKey: [`/api/beats/${beat?.id ?? 0}`],
    enabled: open && beat !== null,
    staleTime: 0,
  });
  const [choice, setChoice] = useState<LicenceType>('standard');
  const cart = useSetCartItem();
  const playing = usePlayingBeatId() === beat?.id;
  if (!beat) return null;
  // The detail knows the viewer: the producer and licence holders get the full file instead of the preview.
  const playable = detail.data?.id === beat.id ? detail.data : beat;
  const licences = detail.data?.licences ?? [];
  const chosen = licences.find((licence) => licence.type === choice);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setChoice('standard');
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{beat.title}</DialogTitle>
          <DialogDescription>by {beat.producer}</DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-[200px_1fr]">
          <div className="grid grid-cols-[112px_1fr] content-start gap-3 sm:grid-cols-1">
            <Artwork
              src={beat.coverArt}
              className="row-span-2 aspect-square w-full rounded-xl sm:row-span-1"
            />
            <div className="grid gap-1.5">
              <Button onClick={() => togglePreview(playable)} aria-pressed={playing}>
                {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
                {playing ? 'Pause Preview' : 'Play Preview'}
              </Button>
              {isPreviewUrl(playable.previewUrl) ? (
                <p className="flex items-center gap-1.5 text-xs text-muted">
                  <PreviewLabel />
                  <span>The full beat comes with a license</span>
                </p>
              ) : null}
            </div>
            <Button variant="outline" onClick={() => onTip(beat)} disabled={beat.producerId === null}>
              <Gift aria-hidden />
              Tip Producer
            </Button>
          </div>
          <div className="grid content-start gap-4">
            <Waveform bars={detail.data?.waveform ?? null} active={playing} />
            <section className="rounded-xl border border-white/10 bg-white/[0.03] p-4">
              <h3 className="mb-3 text-sm font-semibold text-muted">Beat Information</h3>
              <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">Price</dt>
                <dd className="font-semibold">{formatCents(beat.price)}</dd>
                <dt className="text-muted">BPM</dt>
                <dd>
                  {beat.bpm ?? '—'}
                  {beat.bpm ? (
                    <span className="text-xs text-muted">
                      {' '}
                      {measureSourceNote(beat.bpmSource, 'producer')}
                    </span>
                  ) : null}
                </dd>
                <dt className="text-muted">Key</dt>
                <dd>
                  {beat.key ?? '—'}
                  {beat.key ? (
                    <span className="text-xs text-muted">
                      {' '}
                      {measureSourceNote(beat.keySource, 'producer')}
                    </span>
                  ) : null}
                </dd>
                <dt className="text-muted">Released</dt>
                <dd>{releasedOn(beat.releaseDate)}</dd>
                <dt className="text-muted">Tags</dt>
                <dd className="flex flex-wrap gap-1">
                  {beat.tags.length > 0
                    ? beat.tags.map((tag) => (
                        <span key={tag} className="rounded-full bg-white/5 px-2 py-0.5 text-xs">
                          #{tag}
                        </span>
                      ))
                    : '—'}
                </dd>
              </dl>
            </section>
          </div>
        </div>
        <section>
          <h3 className="mb-3 text-sm font-semibold text-muted">License Types</h3>
          {detail.isPending ? (
            <div className="grid place-items-center py-6">
              <Spinner label="Loading licenses" />
            </div>
          ) : (
            <div
              role="radiogroup"
              aria-label="License Types"
              className="grid grid-cols-1 gap-3 sm:grid-cols-2"
            >
              {licences.map((licence) => {
                const selected = licence.type === choice;
                return (
                  <button
                    key={licence.type}
                    type="button"
                    role="radio"
                    aria-checked={selected}
                    disabled={!licence.available && licence.type === 'exclusive'}
                    onClick={() => setChoice(licence.type)}
                    className={cn(
                      'relative grid gap-2 rounded-xl border p-4 text-left transition-colors disabled:cursor-not-allowed disabled:opacity-50',
                      selected ? 'border-primary bg-primary/10' : 'border-white/10 hover:border-white/30',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-bold">{licence.name}</span>
                      {licence.badge ? <Badge>{licence.badge}</Badge> : null}
                    </span>
                    <span className="text-2xl font-extrabold tabular-nums">{formatCents(licence.price)}</span>
                    <ul className="grid gap-1 text-sm text-muted">
                      {licence.terms.map((term) => (
                        <li key={term} className="flex items-center gap-2">
                          <Check className="size-4 text-primary-text" aria-hidden />
                          {term}
                        </li>
                      ))}
                    </ul>
                    {!licence.available && licence.unavailableReason ? (
                      <span className="text-xs text-amber-300">{licence.unavailableReason}</span>
                    ) : null}
                  </button>
                );
              })}
            </div>
          )}
        </section>
        <Button
          size="lg"
          className="w-full"
          disabled={isOwn || cart.isPending || !chosen?.available}
          onClick={async () => {
            if (await cart.add({ trackId: beat.id, licenceType: choice, title: beat.title }))
              onOpenChange(false);
          }}
        >
          <ShoppingCart aria-hidden />
          {isOwn ? 'This is your beat' : `Add to Cart${chosen ? ` · ${formatCents(chosen.price)}` : ''}`}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
