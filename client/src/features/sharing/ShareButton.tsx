import { formatStartTime } from '@common/pages';
import { networkShareLinks, shareLink } from '@common/sharing';
import { Copy, Share2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { toast } from '@/ui/useToast';
import { copyLink } from './copyLink';

export interface ShareButtonProps {
  /** The page to share: a path of this site ('/tracks/12') or an absolute URL. */
  url: string;
  /** What is shared ('Tidal Circuits by Luna Waves'): the share sheet's title and the networks' text. */
  title: string;
  /** Seconds to offer a "Start at" link from (a track's current time); none for other things. */
  startAt?: number | null;
  /** The button's text ('Share' unless told otherwise). */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/** Whether this browser shares through the system's share sheet (Web Share API). */
function canShareNatively(data: ShareData): boolean {
  return typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);
}

/**
 * Share: the system's share sheet where the browser has one (Web Share API), otherwise a dialog with the link,
 * a Copy link button ("Link copied") and links to share on X, Facebook, WhatsApp, Reddit and by email. A track
 * link can start at the current time (`?t=1:23`).
 */
export function ShareButton({
  url,
  title,
  startAt,
  label = 'Share',
  variant = 'outline',
  size,
  className,
}: ShareButtonProps) {
  const [open, setOpen] = useState(false);
  const [fromMoment, setFromMoment] = useState(false);
  // The moment is taken when the dialog opens, so a playing track does not move it under the user's eyes.
  const [moment, setMoment] = useState<number | null>(null);
  const offersMoment = startAt !== undefined;
  const link = shareLink(window.location.origin, url, fromMoment && moment !== null ? moment : null);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  async function shareNatively(data: ShareData) {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to the dialog.
      if ((error as DOMException).name !== 'AbortError') setOpen(true);
    }
  }

  function handleClick() {
    setMoment(startAt !== undefined && startAt !== null && startAt >= 1 ? Math.floor(startAt) : null);
    setFromMoment(false);
    const data = { title, url: link };
    if (!offersMoment && canShareNatively(data)) void shareNatively(data);
    else setOpen(true);
  }

  async function handleCopy() {
    if (await copyLink(link)) {
      toast({ title: 'Link copied', description: link });
      return;
    }
    inputRef.current?.select();
    toast({ title: 'Copy this link', description: link });
  }

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        onClick={handleClick}
        aria-haspopup="dialog"
      >
        <Share2 aria-hidden />
        {label}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Share</DialogTitle>
            <DialogDescription className="break-words">{title}</DialogDescription>
          </DialogHeader>
          {offersMoment ? (
            <CheckboxField
              id={`${id}-start`}
              label={moment !== null ? `Start at ${formatStartTime(moment)}` : 'Start at the beginning'}
              description={
                moment !== null
                  ? 'The link plays from this moment.'
                  : 'Play the track to share a moment of it.'
              }
              checked={fromMoment && moment !== null}
              onCheckedChange={(checked) => setFromMoment(checked && moment !== null)}
            />
          ) : null}
          <div className="grid gap-2">
            <label htmlFor={`${id}-link`} className="text-sm font-medium">
              Link
            </label>
            <div className="flex min-w-0 gap-2">
              <input
                id={`${id}-link`}
                ref={inputRef}
                readOnly
                value={link}
                onFocus={(event) => event.currentTarget.select()}
                className="h-10 min-w-0 flex-1 rounded-lg border border-white/15 bg-background px-3 text-sm"
                data-testid="share-link"
              />
              <Button onClick={() => void handleCopy()}>
                <Copy aria-hidden />
                Copy link
              </Button>
            </div>
          </div>
          <nav aria-label="Share on" className="flex flex-wrap gap-2">
            {canShareNatively({ title, url: link }) ? (
              <Button size="sm" variant="subtle" onClick={() => void shareNatively({ title, url: link })}>
                More options…
              </Button>
            ) : null}
            {networkShareLinks(link, title).map((network) => (
              <Button key={network.name} size="sm" variant="outline" asChild>
                {network.name === 'Email' ? (
                  <a href={network.href}>Share by email</a>
                ) : (
                  <a href={network.href} target="_blank" rel="noopener noreferrer">
                    Share on {network.name}
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                )}
              </Button>
            ))}
          </nav>
        </DialogContent>
      </Dialog>
    </>
  );
}
