import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { dismissToast, useToasts } from './useToast';
import './motion.css';

/**
 * Radix Toast at the spec's constants: 5000 ms, swipe right 50 px, viewport hotkey F8. On phones the
 * viewport sits above the bottom bar.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, variant, open, duration }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'pn-pop-in group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pr-10 shadow-2xl shadow-black/50',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            'transition-opacity data-[state=closed]:opacity-0',
            variant === 'destructive'
              ? 'border-red-500/60 bg-red-600 text-white'
              : 'border-white/10 bg-[#232327] text-foreground',
          )}
          data-testid="toast"
          data-variant={variant ?? 'default'}
        >
          <div className="grid gap-1 [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2">
            {title ? (
              <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            ) : null}
            {description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close notification"
            className="absolute right-2 top-2 rounded-full p-1.5 opacity-70 transition-opacity hover:bg-white/10 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-[calc(8.5rem+env(safe-area-inset-bottom))] right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:bottom-20 md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}
