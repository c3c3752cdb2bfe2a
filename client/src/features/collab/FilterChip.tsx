import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import { Check, ChevronDown } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/ui/DropdownMenu';

const ANY = '';

/**
 * One of the Finder's filter chips (Genre, Skills, Location, Collab Type): a chip that opens a menu of the
 * options; the chosen one shows on the chip, which is then pressed. 'Any' clears it.
 */
export function FilterChip({
  label,
  anyLabel,
  icon: Icon,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  icon: LucideIcon;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const active = value !== ANY;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-10 max-w-full shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          active
            ? 'border-transparent bg-primary-strong text-white hover:bg-primary-hover'
            : 'border-white/10 bg-black/30 text-foreground hover:border-white/25 hover:bg-white/5',
        )}
        data-testid="collab-filter"
        data-filter={label}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        <span className="truncate">{active ? `${label}: ${value}` : label}</span>
        <ChevronDown className="size-4 shrink-0 opacity-70" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[min(22rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
      >
        <MenuPrimitive.Label className="px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted">
          {label}
        </MenuPrimitive.Label>
        <MenuPrimitive.RadioGroup value={value} onValueChange={onChange}>
          <FilterOption value={ANY} label={anyLabel} />
          <DropdownMenuSeparator />
          {options.length === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">No choices yet</p>
          ) : (
            options.map((option) => <FilterOption key={option} value={option} label={option} />)
          )}
        </MenuPrimitive.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function FilterOption({ value, label }: { value: string; label: string }) {
  return (
    <MenuPrimitive.RadioItem
      value={value}
      className="flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-foreground outline-none transition-colors data-[highlighted]:bg-white/10"
    >
      <span className="grid size-4 shrink-0 place-items-center">
        <MenuPrimitive.ItemIndicator>
          <Check className="size-4 text-primary-text" aria-hidden />
        </MenuPrimitive.ItemIndicator>
      </span>
      {label}
    </MenuPrimitive.RadioItem>
  );
}
