import { formatAddedTime, type ReceivedDropRequests } from '@common/spinroom';
import { useQuery } from '@tanstack/react-query';
import { Disc3 } from 'lucide-react';
import { Link } from 'wouter';
import { errorMessage } from '@/lib/api';
import { DashboardCard } from '@/ui/DashboardCard';

/** The drop requests DJs sent from the Spin Room for the artist's tracks (GET /api/me/drop-requests). */
export const DROP_REQUESTS_URL = '/api/me/drop-requests';

/** Drop Requests: who asked for a drop of which track, newest first, with their message. */
export function DropRequestsCard() {
  const { data, isLoading, error } = useQuery<ReceivedDropRequests>({ queryKey: [DROP_REQUESTS_URL] });
  const requests = data?.requests ?? [];
  return (
    <DashboardCard title="Drop Requests" icon={Disc3}>
      {isLoading ? (
        <p role="status" className="text-sm text-muted">
          Loading drop requests...
        </p>
      ) : error ? (
        <p className="text-sm text-muted">{errorMessage(error)}</p>
      ) : requests.length === 0 ? (
        <p className="text-sm text-muted">
          No drop requests yet. DJs can request a drop of your tracks from the crate in the{' '}
          <Link href="/spinroom" className="font-semibold text-primary-text hover:underline">
            Spin Room
          </Link>
          .
        </p>
      ) : (
        <ul className="grid gap-3" data-testid="drop-requests">
          {requests.slice(0, 8).map((request) => (
            <li key={request.id} className="rounded-xl bg-white/5 p-3 text-sm">
              <p>
                <span className="font-semibold">{request.requesterName}</span>{' '}
                <span className="text-muted">asked for a drop of</span>{' '}
                <Link href={`/tracks/${request.trackId}`} className="font-semibold hover:text-primary-text">
                  {request.trackTitle}
                </Link>
              </p>
              {request.message ? <p className="mt-1 text-muted">“{request.message}”</p> : null}
              <p className="mt-1 text-xs text-muted">{formatAddedTime(request.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
