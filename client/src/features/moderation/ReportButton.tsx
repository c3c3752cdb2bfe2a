import {
  MODERATION_LIMITS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@common/moderation';
import { Flag } from 'lucide-react';
import { useId, useState } from 'react';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { CancelOrSubmit } from '@/ui/form/CancelOrSubmit';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { toast } from '@/ui/useToast';
import { useReport } from './moderationApi';

const REASONS = Object.entries(REPORT_REASONS) as [ReportReason, string][];

export interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  /** What is reported, in words ('the track “Tidal Circuits”'): the dialog's title and the button's name. */
  what: string;
  /** The content's owner: they are not offered the button. */
  ownerId?: number | null;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Only the flag, the words for screen readers. */
  iconOnly?: boolean;
  className?: string;
}

/**
 * Report: a dialog with the reasons (spam, harassment or hate, sexual content, violence, impersonation,
 * copyright, other) and optional details, sent to the moderators. Signed-in people other than the owner only.
 */
export function ReportButton({
  targetType,
  targetId,
  what,
  ownerId,
  variant = 'ghost',
  size = 'sm',
  iconOnly = false,
  className,
}: ReportButtonProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || (ownerId !== undefined && ownerId !== null && user.id === ownerId)) return null;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={cn(iconOnly && 'px-2', className)}
        onClick={() => setOpen(true)}
        data-testid="report-button"
      >
        <Flag aria-hidden />
        {iconOnly ? (
          <span className="sr-only">Report {what}</span>
        ) : (
          <>
            Report<span className="sr-only"> {what}</span>
          </>
        )}
      </Button>
      {open ? (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          what={what}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}

function ReportDialog({
  targetType,
  targetId,
  what,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: number;
  what: string;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [missing, setMissing] = useState(false);
  const report = useReport();
  const id = useId();
  const submit = () => {
    if (!reason) {
      setMissing(true);
      return;
    }
    report.mutate(
      { targetType, targetId, reason, details: details.trim() || undefined },
      {
        onSuccess: ({ message }) => {
          toast({ title: 'Report sent', description: message });
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report {what}</DialogTitle>
          <DialogDescription>
            Tell the moderators what is wrong. The person you report is not told who reported them.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {report.error ? <FormAlert>{errorMessage(report.error)}</FormAlert> : null}
          <fieldset className="grid gap-2" aria-describedby={missing ? `${id}-missing` : undefined}>
            <legend className="mb-1 text-sm font-semibold">Reason</legend>
            <div className="grid gap-1.5 sm:grid-cols-2">
              {REASONS.map(([value, label]) => (
                <label
                  key={value}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-xl border border-white/10 px-3 py-2 text-sm',
                    reason === value ? 'border-primary bg-primary/10' : 'hover:bg-white/5',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setMissing(false);
                    }}
                    className="accent-[rgb(255_0_128)]"
                  />
                  {label}
                </label>
              ))}
            </div>
            {missing ? (
              <p id={`${id}-missing`} role="alert" className="text-sm text-red-300">
                Choose a reason
              </p>
            ) : null}
          </fieldset>
          <TextAreaField
            id={`${id}-details`}
            label="Details"
            optional
            rows={3}
            maxLength={MODERATION_LIMITS.detailsMax}
            placeholder="Anything that helps a moderator decide"
            value={details}
            onValueChange={setDetails}
          />
          <CancelOrSubmit onCancel={onClose} busy={report.isPending} busyLabel="Sending...">
            Send report
          </CancelOrSubmit>
        </form>
      </DialogContent>
    </Dialog>
  );
}
