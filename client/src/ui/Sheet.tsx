import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { DialogOverlay, DialogPortal } from './Dialog';

/** A panel that slides in from the side: a Radix Dialog (focus trapped, Escape closes). */
export function SheetContent({
  className,
  children,
  side = 'right',
  closeLabel = 'Close',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { side?: 'left' | 'right'; closeLabel?: string }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 z-50 flex w-[88vw] max-w-sm flex-col border-white/10 bg-[#1c1c20] shadow-2xl shadow-black/60 outline-none',
          side === 'right' ? 'pn-slide-in-right right-0 border-l' : 'pn-slide-in-left left-0 border-r',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 rounded-full p-2 text-muted transition-colors hover:bg-white/10 hover:text-foreground"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}
