import type { CampaignPreview } from '@common/marketing';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/ui/Tabs';

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
  return (
    <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl" closeLabel="Close preview" data-testid="campaign-preview">
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
              <TabsContent value="html" className="mt-3">
                <iframe
                  sandbox=""
                  srcDoc={preview.html}
                  title={`Preview of “${preview.subject}”`}
                  referrerPolicy="no-referrer"
                  className="h-[55vh] min-h-72 w-full rounded-xl border border-white/10 bg-white"
                />
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
