import { Clapperboard, Upload } from 'lucide-react';
import { Button } from '@/ui/Button';

/** An empty list: the spec's sentence and the button that opens the upload dialog. */
export function EmptyState({
  message,
  action,
  onAction,
}: {
  message: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="grid place-items-center gap-4 rounded-2xl border border-dashed border-white/15 px-6 py-16 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-primary/10 text-primary-text">
        <Clapperboard className="size-7" aria-hidden />
      </span>
      <p className="text-lg font-semibold">{message}</p>
      <Button onClick={onAction}>
        <Upload aria-hidden /> {action}
      </Button>
    </div>
  );
}
