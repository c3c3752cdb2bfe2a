import { type CampaignTemplate, campaignTemplates, type TemplateSender } from '@common/marketingTemplates';
import { CalendarDays, Disc3, Heart, type LucideIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';

const ICONS: Record<CampaignTemplate['id'], LucideIcon> = {
  release: Disc3,
  show: CalendarDays,
  thanks: Heart,
};

/**
 * 'Start from a template': New release, Show announcement, Thank-you. A template fills the subject and the
 * content; over a draft it asks first, so nothing written is lost by a stray click.
 */
export function CampaignTemplates({
  sender,
  hasDraft,
  onUse,
  onFocusForm,
}: {
  sender: TemplateSender;
  /** Whether the subject or the content already holds something. */
  hasDraft: boolean;
  onUse: (template: CampaignTemplate) => void;
  /** Puts the focus in the filled form (after the dialog asking to replace a draft has closed). */
  onFocusForm: () => void;
}) {
  const labelId = useId();
  const [asking, setAsking] = useState<CampaignTemplate | null>(null);
  // Set when the dialog closes because a template replaced the draft: the focus then stays in the form.
  const replaced = useRef(false);
  const templates = campaignTemplates(sender);

  function handleChoose(template: CampaignTemplate) {
    if (hasDraft) setAsking(template);
    else onUse(template);
  }

  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <p id={labelId} className="text-sm font-medium">
        Start from a template
      </p>
      <div className="flex flex-wrap gap-2">
        {templates.map((template) => {
          const Icon = ICONS[template.id];
          return (
            <Button key={template.id} variant="subtle" size="sm" onClick={() => handleChoose(template)}>
              <Icon aria-hidden /> {template.label}
            </Button>
          );
        })}
      </div>
      <Dialog open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!replaced.current) return;
            replaced.current = false;
            event.preventDefault();
            onFocusForm();
          }}
        >
          <DialogHeader>
            <DialogTitle>Replace your draft?</DialogTitle>
            <DialogDescription>
              {`The subject and content you wrote will be replaced by the “${asking?.label ?? ''}” template.`}
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setAsking(null)}>
              Keep my draft
            </Button>
            <Button
              onClick={() => {
                if (asking) onUse(asking);
                replaced.current = true;
                setAsking(null);
              }}
            >
              Replace
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
