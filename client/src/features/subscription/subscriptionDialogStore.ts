import { useSyncExternalStore } from 'react';

/** Whether the subscription dialog is open, and how many times it has been opened (a fresh form each time). */
export interface SubscriptionDialogState {
  open: boolean;
  openCount: number;
}

let state: SubscriptionDialogState = { open: false, openCount: 0 };
const listeners = new Set<() => void>();

function setState(next: SubscriptionDialogState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Opens the plan picker on a fresh form (from the header, the mobile menu or anywhere else). */
export function openSubscriptionDialog(): void {
  setState({ open: true, openCount: state.openCount + 1 });
}

/** Closes the plan picker. */
export function closeSubscriptionDialog(): void {
  if (state.open) setState({ ...state, open: false });
}

/** The dialog's open state, for its host. */
export function useSubscriptionDialogState(): SubscriptionDialogState {
  return useSyncExternalStore(subscribe, () => state);
}
