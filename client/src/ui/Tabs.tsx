import * as TabsPrimitive from '@radix-ui/react-tabs';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** Radix Tabs root (arrow keys move between tabs). */
export const Tabs = TabsPrimitive.Root;

/** The row of tab triggers, as a segmented control. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-black/30 p-1 ring-1 ring-white/10',
        className,
      )}
      {...props}
    />
  );
}

/** One tab; the selected one is filled with the primary colour. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-w-0 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-muted transition-colors hover:text-foreground disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-primary-strong data-[state=active]:text-white data-[state=active]:shadow-[0_6px_20px_-8px_rgb(255_0_128/0.8)]',
        className,
      )}
      {...props}
    />
  );
}

/** The panel shown for the selected tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('outline-none', className)} {...props} />;
}
