import { useQuery } from '@tanstack/react-query';
import { useSearch } from 'wouter';
import { Card } from '@/ui/Card';
import { Spinner } from '@/ui/Spinner';
import { fetchParty } from './partyApi';
import { PartyCard } from './PartyCard';

/** The party a link names (/listening?party=<id>, as search results and shares link), or null. */
export function linkedPartyId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('party'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The party a link led to, above the lobby: its card with Join when it is live, else its time and Reminder.
 * A cancelled or unknown party says so instead.
 */
export function LinkedParty() {
  const partyId = linkedPartyId(useSearch());
  const query = useQuery({
    queryKey: ['/api/parties', partyId],
    queryFn: () => fetchParty(partyId!),
    enabled: partyId !== null,
    retry: false,
  });
  if (partyId === null) return null;
  return (
    <section aria-labelledby="linked-party-title" className="grid max-w-sm gap-2">
      <h2 id="linked-party-title" className="text-lg font-bold">
        The party you opened
      </h2>
      {query.isPending ? (
        <Spinner label="Loading the party" />
      ) : query.data ? (
        <PartyCard party={query.data} />
      ) : (
        <Card className="p-4 text-sm" role="status">
          This party was cancelled or is no longer listed.
        </Card>
      )}
    </section>
  );
}
