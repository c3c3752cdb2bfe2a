import type { CampaignPreview } from '@common/marketing';
import { Monitor, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';

/** The widths the email is shown at: a desktop mail program's reading pane and a common phone screen. */
const PREVIEW_WIDTHS = { desktop: null, phone: 375 } as const;
type PreviewWidth = keyof typeof PREVIEW_WIDTHS;

/** Desktop or Phone: the width the preview's frame takes. */
function WidthSwitch({ value, onChange }: { value: PreviewWidth; onChange: (next: PreviewWidth) => void }) {
  const options: { id: PreviewWidth; label: string; Icon: typeof Monitor }[] = [
    { id: 'desktop', label: 'Desktop', Icon: Monitor },
    { id: 'phone', label: 'Phone', Icon: Smartphone },
  ];
  return (
    <div
      role="group"
      aria-label="Preview width"
      className="inline-flex justify-self-start rounded-full border border-white/10 p-0.5"
    >
      {options.map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          aria-pressed={value === id}
          onClick={() => onChange(id)}
          className={cn(
            'inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
            value === id ? 'bg-primary-strong text-white' : 'text-muted hover:text-foreground',
          )}
        >
          <Icon className="size-3.5" aria-hidden /> {label}
        </button>
      ))}
    </div>
  );
}

/**
 * The campaign as recipients will see it: the server's sanitised HTML with the footer and a sample
 * unsubscribe link, in an empty sandbox (nothing in it runs, submits or navigates), and the plain-text part.
 */
export function CampaignPreviewDialog({
  preview,
  onClose,
}: {
  preview: CampaignPreview | null;
  onClose: () => void;
}) {
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const phoneWidth = PREVIEW_WIDTHS.phone;
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-3xl grid-cols-[minmax(0,1fr)]"
        closeLabel="Close preview"
        data-testid="campaign-preview"
      >
        <DialogHeader>
          <DialogTitle>Preview</DialogTitle>
          <DialogDescription>
            What your subscribers will receive. Links are not active here.
          </DialogDescription>
        </DialogHeader>
        {preview ? (
          <>
            <div className="grid gap-0.5 rounded-xl border border-white/10 bg-black/20 px-4 py-3">
              <p className="text-xs font-semibold uppercase tracking-wide text-muted">Subject</p>
              <p className="break-words font-semibold">{preview.subject}</p>
            </div>
            <Tabs defaultValue="html">
              <TabsList>
                <TabsTrigger value="html">Email</TabsTrigger>
                <TabsTrigger value="text">Plain text</TabsTrigger>
              </TabsList>
              <TabsContent value="html" className="mt-3 grid gap-3">
                <WidthSwitch value={width} onChange={setWidth} />
                <div className="rounded-xl bg-black/30 p-0 data-[width=phone]:p-2" data-width={width}>
                  <iframe
                    sandbox=""
                    srcDoc={preview.html}
                    title={`Preview of “${preview.subject}”`}
                    referrerPolicy="no-referrer"
                    style={width === 'phone' ? { width: phoneWidth } : undefined}
                    className={cn(
                      'mx-auto block h-[55vh] min-h-72 max-w-full rounded-xl border border-white/10 bg-white',
                      width === 'desktop' && 'w-full',
                    )}
                  />
                </div>
              </TabsContent>
              <TabsContent value="text" className="mt-3">
                <pre
                  tabIndex={0}
                  aria-label="Plain-text part"
                  className="max-h-[55vh] overflow-auto whitespace-pre-wrap break-words rounded-xl border border-white/10 bg-black/30 p-4 font-mono text-xs leading-relaxed text-foreground/90"
                >
                  {preview.text}
                </pre>
              </TabsContent>
            </Tabs>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
