import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import './motion.css';

/** Radix Dialog root: modal, traps focus, closes on Escape. */
export const Dialog = DialogPrimitive.Root;
/** The control that opens the dialog (focus returns to it on close). */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Renders dialog layers at the end of the document. */
export const DialogPortal = DialogPrimitive.Portal;

/** The dimmed backdrop behind a dialog or sheet. */
export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn('pn-fade-in fixed inset-0 z-50 bg-black/70 backdrop-blur-sm', className)}
      {...props}
    />
  );
}

/** A centred dialog panel with a close button (label `closeLabel`). */
export function DialogContent({
  className,
  children,
  closeLabel = 'Close',
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string }) {
  const returnFocus = useReturnFocus(onCloseAutoFocus);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        onCloseAutoFocus={returnFocus}
        className={cn(
          'pn-pop-in fixed left-1/2 top-1/2 z-50 grid grid-cols-1 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border border-white/10 bg-[#1f1f23] p-5 shadow-2xl shadow-black/60 sm:p-6',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** The round X in the top-right corner of a dialog or sheet; closes it. */
export function DialogCloseButton({
  label,
  iconClassName = 'size-4',
}: {
  label: string;
  iconClassName?: string;
}) {
  return (
    <DialogPrimitive.Close
      aria-label={label}
      className="absolute right-3 top-3 rounded-full p-2 text-muted transition-colors hover:bg-white/10 hover:text-foreground"
    >
      <X className={iconClassName} aria-hidden />
    </DialogPrimitive.Close>
  );
}

/** Title and description block at the top of a dialog. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-8 text-left', className)} {...props} />;
}

/** The dialog's accessible title. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      className={cn('text-xl font-bold tracking-tight text-foreground', className)}
      {...props}
    />
  );
}

/** The dialog's accessible description. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

/**
 * Gives the focus back, on close, to the element that had it when the dialog opened: Radix does that only for
 * a DialogTrigger, and many dialogs open from state (a card, a menu item, a toast action). The content mounts
 * when the dialog opens, so the first render still sees the opener focused.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    if (opener && opener !== document.body && opener.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  };
}
