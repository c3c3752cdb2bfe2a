import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogCloseButton, DialogOverlay, DialogPortal, useReturnFocus } from './Dialog';

/** A panel that slides in from the right: a Radix Dialog (focus trapped, Escape closes). */
export function SheetContent({
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
          'pn-slide-in-right fixed inset-y-0 right-0 z-50 flex w-[88vw] max-w-sm flex-col border-l border-white/10 bg-[#1c1c20] shadow-2xl shadow-black/60 outline-none',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton label={closeLabel} iconClassName="size-5" />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}
