import type { PartyList, PartyTab } from '@common/listening';
import { PARTY_MESSAGES } from '@common/listening';
import { useQuery } from '@tanstack/react-query';
import { CalendarPlus, PartyPopper, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { showLoginToast, useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/api';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { partiesUrl } from './partyApi';
import { PartyCard } from './PartyCard';
import { SchedulePartyDialog } from './SchedulePartyDialog';

/** "Schedule a party": the form for a signed-in user, the login toast for a visitor. */
function ScheduleButton() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() =>
          user ? setOpen(true) : showLoginToast('Login Required', PARTY_MESSAGES.loginToSchedule)
        }
      >
        <CalendarPlus aria-hidden />
        Schedule a party
      </Button>
      {user ? <SchedulePartyDialog open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function PartiesList({ tab, heading, empty }: { tab: PartyTab; heading: string; empty: string }) {
  // Parties go live and new ones are scheduled: a tab shown again after 30 s reads them again.
  const query = useQuery<PartyList>({ queryKey: [partiesUrl(tab)], staleTime: 30_000 });
  return (
    <section aria-label={heading} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{heading}</h2>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-label={`Refresh ${heading}`}
          >
            <RefreshCw aria-hidden className={query.isFetching ? 'animate-spin' : undefined} />
          </Button>
          <ScheduleButton />
        </div>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading parties" />
        </div>
      ) : query.isError ? (
        <Card className="p-6 text-sm" role="alert">
          Could not load the parties: {errorMessage(query.error)}
        </Card>
      ) : query.data.parties.length === 0 ? (
        <Card className="flex flex-col items-center gap-2 p-10 text-center">
          <PartyPopper className="size-8 text-primary-text" aria-hidden />
          <p className="font-semibold">{empty}</p>
          <p className="text-sm text-muted">Schedule one and it shows here.</p>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {query.data.parties.map((party) => (
            <PartyCard key={party.id} party={party} />
          ))}
        </div>
      )}
    </section>
  );
}

/** The Featured tab: featured scheduled and live parties from the database. */
export function FeaturedPartiesTab() {
  return <PartiesList tab="featured" heading="Featured parties" empty="No featured parties right now" />;
}

/** The Upcoming tab: scheduled parties with Reminder and their time. */
export function UpcomingPartiesTab() {
  return <PartiesList tab="upcoming" heading="Upcoming parties" empty="No upcoming parties yet" />;
}
