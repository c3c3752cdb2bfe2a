import { cn } from '@/lib/cn';
import { Badge } from '@/ui/Badge';

/** The small 'Preview' label shown where a priced beat plays its preview. */
export function PreviewLabel({ className }: { className?: string }) {
  return (
    <Badge
      variant="neutral"
      className={cn('shrink-0 px-1.5 py-0 text-[9px] leading-4', className)}
      title="A preview: the full beat comes with a license"
      data-testid="preview-label"
    >
      Preview
    </Badge>
  );
}
