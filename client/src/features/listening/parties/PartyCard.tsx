import type { Party } from '@common/listening';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Bell, CalendarClock, Headphones, Play, Radio, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { Artwork } from '@/ui/Artwork';
import { Badge } from '@/ui/Badge';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { toast } from '@/ui/useToast';
import { cancelParty, refreshPartyTabs } from './partyApi';
import { formatPartyTime, relativePartyTime } from './partyTime';
import { joinPartyHref } from './partyToast';
import { ReminderButton } from './ReminderButton';

/** The host's own actions: Start party (opens their room for it) and Cancel. */
function HostActions({ party }: { party: Party }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelParty(party.id),
    onSuccess: async () => {
      toast({ title: 'Party cancelled', description: party.title });
      await refreshPartyTabs(queryClient);
    },
    onError: (error) => toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
  });

  function handleCancel() {
    if (window.confirm(`Cancel "${party.title}"? Everyone's reminders go with it.`)) cancel.mutate();
  }

  return (
    <>
      {party.isLive && party.roomId ? null : (
        <Button asChild size="sm">
          <Link href={`/listening?host-party=${party.id}`}>
            <Play aria-hidden />
            Start party
          </Link>
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={handleCancel} disabled={cancel.isPending}>
        <Trash2 aria-hidden />
        Cancel
      </Button>
    </>
  );
}

/** A scheduled or live party: cover, title, host, time, LIVE with Join, or Reminder. */
export function PartyCard({ party }: { party: Party }) {
  return (
    <Card className="flex overflow-hidden sm:flex-col" data-testid="party-card" aria-label={party.title}>
      <div className="relative w-28 shrink-0 sm:w-full">
        <Artwork
          src={party.coverArt}
          icon={Headphones}
          className="aspect-square h-full w-full sm:aspect-[4/3]"
        />
        {party.isLive ? (
          <Badge className="absolute left-2.5 top-2.5 bg-red-600 text-white ring-0">
            <span className="size-1.5 animate-pulse rounded-full bg-white" aria-hidden />
            LIVE
          </Badge>
        ) : null}
        {party.isFeatured ? (
          <Badge variant="gold" className="absolute right-2.5 top-2.5 hidden bg-black/60 sm:inline-flex">
            Featured
          </Badge>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 sm:p-4">
        <div className="min-w-0">
          <h3 className="line-clamp-2 font-semibold leading-snug">{party.title}</h3>
          <p className="truncate text-sm text-muted">
            Hosted by <span className="text-foreground/90">{party.host.name}</span>
          </p>
          {party.track ? (
            <p className="truncate text-xs text-muted">
              ♪ {party.track.title} · {party.track.artist}
            </p>
          ) : null}
        </div>
        <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted">
          <CalendarClock className="size-3.5 shrink-0" aria-hidden />
          <time dateTime={party.scheduledAt} data-testid="party-time">
            {formatPartyTime(party.scheduledAt)}
          </time>
          <span aria-hidden>·</span>
          <span>{relativePartyTime(party.scheduledAt)}</span>
        </p>
        {party.reminderCount > 0 ? (
          <p className="flex items-center gap-1.5 text-xs text-muted">
            <Bell className="size-3.5" aria-hidden />
            {party.reminderCount} {party.reminderCount === 1 ? 'reminder' : 'reminders'}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {party.isLive ? (
            party.roomId ? (
              <Button asChild size="sm">
                <Link href={joinPartyHref(party.roomId)}>
                  <Radio aria-hidden />
                  Join
                </Link>
              </Button>
            ) : party.isMine ? null : (
              <Button size="sm" disabled title={`Waiting for ${party.host.name} to open the room`}>
                <Radio aria-hidden />
                Waiting for host
              </Button>
            )
          ) : party.isMine ? null : (
            <ReminderButton party={party} />
          )}
          {party.isMine ? <HostActions party={party} /> : null}
        </div>
      </div>
    </Card>
  );
}
