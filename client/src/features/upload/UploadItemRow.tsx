import { formatFileSize } from '@common/format';
import { CircleAlert, CircleCheck, FileAudio, LoaderCircle, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { UploadItem } from './uploadItem';

interface UploadItemRowProps {
  item: UploadItem;
  onRemove: (item: UploadItem) => void;
  /** Replaces the status text (e.g. after publishing). */
  note?: ReactNode;
}

function statusText(item: UploadItem): string {
  if (item.status === 'uploading')
    return item.progress >= 100 ? 'Processing...' : `Uploading ${item.progress}%`;
  if (item.status === 'success') return 'Uploaded';
  return 'Failed';
}

/** One listed file: name, size, progress bar, status, error text and a remove button. */
export function UploadItemRow({ item, onRemove, note }: UploadItemRowProps) {
  const Icon = item.status === 'success' ? CircleCheck : item.status === 'error' ? CircleAlert : LoaderCircle;
  return (
    <li
      data-testid="upload-item"
      data-status={item.status}
      className="rounded-xl border border-white/10 bg-background/60 p-3.5"
    >
      <div className="flex items-start gap-3">
        <FileAudio className="mt-0.5 size-5 shrink-0 text-primary-text" aria-hidden />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p className="truncate text-sm font-semibold" title={item.name}>
              {item.name}
            </p>
            <span className="shrink-0 text-xs text-muted">{formatFileSize(item.size)}</span>
          </div>
          <div
            role="progressbar"
            aria-label={`Upload progress for ${item.name}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-200',
                item.status === 'error'
                  ? 'bg-red-500'
                  : item.status === 'success'
                    ? 'bg-emerald-500'
                    : 'bg-primary-strong',
              )}
              style={{ width: `${item.progress}%` }}
            />
          </div>
          <p
            className={cn(
              'mt-1.5 flex items-center gap-1.5 text-xs font-medium',
              item.status === 'error'
                ? 'text-red-400'
                : item.status === 'success'
                  ? 'text-emerald-400'
                  : 'text-muted',
            )}
            data-testid="upload-status"
          >
            <Icon
              className={cn('size-3.5 shrink-0', item.status === 'uploading' && 'animate-spin')}
              aria-hidden
            />
            <span>{note ?? statusText(item)}</span>
          </p>
          {item.error ? (
            <p className="mt-1 text-xs text-red-400" role="alert" data-testid="upload-error">
              {item.error}
            </p>
          ) : null}
        </div>
        <button
          type="button"
          onClick={() => onRemove(item)}
          aria-label={`Remove ${item.name}`}
          className="-m-1 rounded-full p-1.5 text-muted transition-colors hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-primary"
        >
          <X className="size-4" aria-hidden />
        </button>
      </div>
    </li>
  );
}
