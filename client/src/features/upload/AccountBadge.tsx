import { UserRound } from 'lucide-react';
import { Badge } from '@/ui/Badge';

/** Who is uploading: the username, or 'Guest', and the account label. */
export function AccountBadge({ username }: { username: string | undefined }) {
  return (
    <div className="flex items-center gap-3 rounded-full border border-white/10 bg-surface/70 py-1.5 pl-1.5 pr-4">
      <span className="inline-flex size-8 items-center justify-center rounded-full bg-primary/15 text-primary-text">
        <UserRound className="size-4" aria-hidden />
      </span>
      <span className="min-w-0 truncate text-sm font-semibold" data-testid="upload-username">
        {username ?? 'Guest'}
      </span>
      <Badge variant="neutral">Free account</Badge>
    </div>
  );
}
