import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import './motion.css';

/** Radix dropdown menu root (keyboard navigable, closes on Escape). */
export const DropdownMenu = MenuPrimitive.Root;
/** The control that opens the menu. */
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

/** The floating menu panel. */
export function DropdownMenuContent({
  className,
  sideOffset = 8,
  ...props
}: ComponentProps<typeof MenuPrimitive.Content>) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'pn-drop-in z-50 min-w-52 overflow-hidden rounded-xl border border-white/10 bg-[#232327] p-1.5 text-sm shadow-2xl shadow-black/60',
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
}

/** One menu entry. */
export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof MenuPrimitive.Item>) {
  return (
    <MenuPrimitive.Item
      className={cn(
        'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-foreground outline-none transition-colors data-[disabled]:pointer-events-none data-[highlighted]:bg-white/10 data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-muted',
        className,
      )}
      {...props}
    />
  );
}

/** A non-interactive heading inside the menu. */
export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof MenuPrimitive.Label>) {
  return <MenuPrimitive.Label className={cn('px-3 py-2', className)} {...props} />;
}

/** A thin divider between groups of entries. */
export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof MenuPrimitive.Separator>) {
  return <MenuPrimitive.Separator className={cn('my-1 h-px bg-white/10', className)} {...props} />;
}
