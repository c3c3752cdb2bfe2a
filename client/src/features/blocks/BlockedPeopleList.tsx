import type { BlockedPerson } from '@common/blocks';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { Avatar } from '@/ui/Avatar';
import { Button } from '@/ui/Button';
import { FormAlert } from '@/ui/form/FormAlert';
import { Spinner } from '@/ui/Spinner';
import { useBlocks, useSetBlocked } from './useBlocks';

function Row({ person }: { person: BlockedPerson }) {
  const change = useSetBlocked(person.name);
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
      <Avatar name={person.name} image={person.avatar} className="size-9 text-xs ring-1" />
      <div className="min-w-0 flex-1">
        <Link href={`/artists/${person.id}`} className="block truncate font-medium hover:underline">
          {person.name}
        </Link>
        <p className="truncate text-xs text-muted">
          @{person.username} · blocked{' '}
          {new Date(person.blockedAt).toLocaleDateString(undefined, { dateStyle: 'medium' })}
        </p>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={change.isPending}
        onClick={() => change.mutate({ userId: person.id, blocked: false })}
        aria-label={`Unblock ${person.name}`}
      >
        Unblock
      </Button>
    </li>
  );
}

/** The people the user blocked, each with Unblock (the settings page's "Blocked people"). */
export function BlockedPeopleList() {
  const { data, isLoading, error } = useBlocks(true);
  if (isLoading) return <Spinner label="Loading blocked people" />;
  if (error) return <FormAlert>{errorMessage(error)}</FormAlert>;
  if (!data || data.blocked.length === 0) {
    return <p className="text-sm text-muted">You have not blocked anyone.</p>;
  }
  return (
    <ul className="divide-y divide-white/5" data-testid="blocked-people">
      {data.blocked.map((person) => (
        <Row key={person.id} person={person} />
      ))}
    </ul>
  );
}
