import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { closeSubscriptionDialog, useSubscriptionDialogState } from './subscriptionDialogStore';

const SubscriptionDialog = lazy(() =>
  import('./SubscriptionDialog').then((module) => ({ default: module.SubscriptionDialog })),
);

/**
 * Mounts the subscription dialog once it is first opened (its code loads then). The dialog belongs to
 * the page it was opened on: it closes when the page changes, e.g. after following the log-in link.
 */
export function SubscriptionDialogHost() {
  const { open, openCount } = useSubscriptionDialogState();
  const [location] = useLocation();
  const [openedAt, setOpenedAt] = useState<{ count: number; location: string } | null>(null);

  if (open && openedAt?.count !== openCount) {
    setOpenedAt({ count: openCount, location });
  }
  const visible = open && openedAt?.count === openCount && openedAt.location === location;

  if (openCount === 0) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog
        key={openCount}
        open={visible}
        onOpenChange={(next) => {
          if (!next) closeSubscriptionDialog();
        }}
      />
    </Suspense>
  );
}
