import type { ReactNode } from 'react';
import type { UploadItem } from './uploadItem';
import { UploadItemRow } from './UploadItemRow';

interface UploadListProps {
  items: readonly UploadItem[];
  onRemove: (item: UploadItem) => void;
  noteFor?: (item: UploadItem) => ReactNode;
}

/** The chosen files with their progress. */
export function UploadList({ items, onRemove, noteFor }: UploadListProps) {
  if (items.length === 0) return null;
  return (
    <section aria-label="Files" className="mt-5">
      <h3 className="mb-2 text-sm font-semibold text-muted">
        {items.length} {items.length === 1 ? 'file' : 'files'}
      </h3>
      <ul className="grid gap-2">
        {items.map((item) => (
          <UploadItemRow key={item.id} item={item} onRemove={onRemove} note={noteFor?.(item)} />
        ))}
      </ul>
    </section>
  );
}
