import type { AdminUserItem } from '@common/admin';
import { Button } from '@/ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/ui/Dialog';

/** The role a user would get: the other one. */
export function nextRole(user: AdminUserItem): AdminUserItem['role'] {
  return user.role === 'admin' ? 'user' : 'admin';
}

/** The label of the button that changes a user's role. */
export function roleActionLabel(user: AdminUserItem): string {
  return user.role === 'admin' ? 'Make user' : 'Make admin';
}

/** Asks before a role changes: what the user gains or loses, Cancel and the change itself. */
export function RoleChangeDialog({
  user,
  isSelf,
  pending,
  onConfirm,
  onClose,
}: {
  user: AdminUserItem;
  isSelf: boolean;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const promote = user.role !== 'admin';
  const who = isSelf ? 'yourself' : `@${user.username}`;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {promote ? `Make ${who} an administrator?` : `Make ${who} a regular user?`}
          </DialogTitle>
          <DialogDescription>
            {promote
              ? 'Administrators see the outbox, the contact messages and every account, and can change roles.'
              : isSelf
                ? 'You will lose access to this area as soon as the change is saved.'
                : 'They will lose access to this area. Their account, tracks and purchases stay as they are.'}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Saving...' : roleActionLabel(user)}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
