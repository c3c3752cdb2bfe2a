import { MODERATION_LIMITS, type ModerationActionInput, type ModerationTargetView } from '@common/moderation';
import { useState } from 'react';
import { errorMessage } from '@/lib/api';
import { CancelOrSubmit } from '@/ui/form/CancelOrSubmit';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';
import { FormAlert } from '@/ui/form/FormAlert';
import { TextAreaField } from '@/ui/form/TextAreaField';
import { TextField } from '@/ui/form/TextField';

export type QueueAction = ModerationActionInput['action'];

const TITLES: Record<QueueAction, string> = {
  dismiss: 'Dismiss the reports',
  remove: 'Remove the content',
  warn: 'Warn the owner',
  suspend: 'Suspend the owner',
  ban: 'Ban the owner',
};

const EFFECTS: Record<QueueAction, string> = {
  dismiss: 'The reports are closed and the content stays. The owner is not told.',
  remove: 'It disappears everywhere at once. The owner is told why and can appeal once.',
  warn: 'Nothing is hidden. The owner is told why and can appeal once.',
  suspend:
    'They cannot sign in and their sessions end; their public content is hidden until the suspension ends.',
  ban: 'They can no longer sign in and their public content is hidden for good (unless an appeal is granted).',
};

/** Asks for the reason (and the days of a suspension), then takes the action; the reason goes to the owner and the log. */
export function ModerationActionDialog({
  action,
  target,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  action: QueueAction;
  target: ModerationTargetView;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string, days: number | undefined) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('7');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {TITLES[action]}: {target.title}
          </DialogTitle>
          <DialogDescription>{EFFECTS[action]}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm(reason.trim(), action === 'suspend' ? Number(days) : undefined);
          }}
        >
          {error ? <FormAlert>{errorMessage(error)}</FormAlert> : null}
          <TextAreaField
            id="moderation-reason"
            label={action === 'dismiss' ? 'Reason (for the log)' : 'Reason (the owner reads it)'}
            rows={3}
            maxLength={MODERATION_LIMITS.reasonMax}
            value={reason}
            onValueChange={setReason}
            required
          />
          {action === 'suspend' ? (
            <TextField
              id="moderation-days"
              label="Days"
              type="number"
              inputMode="numeric"
              min={1}
              max={MODERATION_LIMITS.suspendDaysMax}
              value={days}
              onValueChange={setDays}
              required
            />
          ) : null}
          <CancelOrSubmit
            onCancel={onClose}
            busy={pending}
            busyLabel="Working..."
            incomplete={reason.trim() === ''}
          >
            {TITLES[action]}
          </CancelOrSubmit>
        </form>
      </DialogContent>
    </Dialog>
  );
}
