import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/*
 * A table on wide screens that becomes a stack of cards below `lg`: every row is a card and every cell
 * shows its column's name beside the value. The explicit roles keep the table's semantics when CSS changes
 * the display of its parts (some browsers drop them otherwise).
 */

/** The table with its (screen-reader) caption and column headers. */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly { label: string; className?: string }[];
  children: ReactNode;
}) {
  return (
    <div className="lg:overflow-hidden lg:rounded-2xl lg:border lg:border-white/10 lg:bg-surface/60">
      <table role="table" className="block w-full text-left text-sm lg:table lg:table-fixed">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
          <tr role="row" className="border-b border-white/10 bg-black/20">
            {columns.map((column) => (
              <th
                key={column.label}
                role="columnheader"
                scope="col"
                className={cn(
                  'px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted',
                  column.className,
                )}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 lg:table-row-group lg:space-y-0">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** One row: a card on phones, a table row with a divider on wide screens. */
export function AdminRow({
  children,
  className,
  ...rest
}: {
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <tr
      role="row"
      className={cn(
        'block rounded-2xl border border-white/10 bg-surface/60 p-4 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-white/[0.06] lg:bg-transparent lg:p-0 lg:last:border-b-0',
        className,
      )}
      {...rest}
    >
      {children}
    </tr>
  );
}

/** One cell; on phones its column's name (`label`) stands on its left. */
export function AdminCell({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td role="cell" className={cn('flex gap-3 py-1 align-top lg:table-cell lg:px-3 lg:py-3', className)}>
      <span aria-hidden className="w-20 shrink-0 pt-0.5 text-xs font-semibold uppercase text-muted lg:hidden">
        {label}
      </span>
      <div className="min-w-0 flex-1 break-words">{children}</div>
    </td>
  );
}
