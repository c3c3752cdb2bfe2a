import { Clock, Handshake, Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/Button';
import type { RequestState } from './matchView';

/**
 * Connect with an artist, or where a request between the two stands instead: 'Request sent' while one of
 * ours waits for their answer, 'Answer request' (to the inbox) while one of theirs waits for ours.
 */
export function ConnectButton({
  name,
  request,
  onConnect,
  size = 'md',
  className,
}: {
  name: string;
  request: RequestState;
  onConnect: () => void;
  size?: 'sm' | 'md';
  className?: string;
}) {
  if (request?.kind === 'sent') {
    return (
      <p
        className={cn(
          'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full bg-primary/10 px-3 font-semibold text-primary-text',
          size === 'sm' ? 'h-8 text-xs' : 'h-10 text-sm',
          className,
        )}
        data-testid="request-sent"
      >
        <Clock className="size-4 shrink-0" aria-hidden />
        Request sent
        <span className="sr-only"> to {name}</span>
      </p>
    );
  }
  if (request?.kind === 'received') {
    return (
      <Button asChild size={size} className={className}>
        <Link href="/inbox">
          <Inbox aria-hidden />
          Answer request
          <span className="sr-only"> from {name}</span>
        </Link>
      </Button>
    );
  }
  return (
    <Button size={size} className={className} onClick={onConnect}>
      <Handshake aria-hidden />
      Connect
      <span className="sr-only"> with {name}</span>
    </Button>
  );
}
