import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/ui/Button';

/** Follow DJ / Following toggle. */
export function FollowButton({
  name,
  following,
  pending,
  onToggle,
  className,
}: {
  name: string;
  following: boolean;
  pending: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <Button
      size="sm"
      variant={following ? 'outline' : 'subtle'}
      aria-pressed={following}
      aria-label={following ? `Following ${name}` : `Follow DJ ${name}`}
      disabled={pending}
      onClick={onToggle}
      className={className}
    >
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Following' : 'Follow DJ'}
    </Button>
  );
}
