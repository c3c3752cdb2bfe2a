import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import type { SyncStatusStore } from './useRoomSync';

const TONES = {
  'in-sync': 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  syncing: 'bg-amber-500/15 text-amber-300 ring-amber-500/30',
  'out-of-sync': 'bg-red-500/15 text-red-300 ring-red-500/30',
  idle: 'bg-white/5 text-muted ring-white/10',
} as const;

/**
 * The sync-quality indicator ('In sync ±12 ms', 'Syncing…', 'Out of sync') with Resync; the measured
 * drift is also in its data-drift-ms attribute.
 */
export function SyncIndicator({ store, onResync }: { store: SyncStatusStore; onResync: () => void }) {
  const status = useSyncExternalStore(store.subscribe, store.get, store.get);
  const quality = status?.quality ?? 'idle';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span
        role="status"
        data-testid="sync-indicator"
        data-sync-quality={quality}
        data-drift-ms={status?.driftMs == null ? undefined : status.driftMs.toFixed(1)}
        data-playback-rate={status?.playbackRate}
        className={cn(
          'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1',
          TONES[quality],
        )}
      >
        <span
          aria-hidden
          className={cn('size-1.5 rounded-full bg-current', quality === 'syncing' && 'animate-pulse')}
        />
        {status?.label ?? 'Paused'}
      </span>
      <Button size="sm" variant="ghost" onClick={onResync} className="h-7 px-2.5">
        <RefreshCw aria-hidden />
        Resync
      </Button>
    </div>
  );
}
