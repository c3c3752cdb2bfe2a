import { useAuth } from '@/features/auth';
import { ArtistDashboard } from './ArtistDashboard';

/** /dashboard: the signed-in artist's dashboard (the route's guard handles visitors). */
export default function DashboardPage() {
  const { user } = useAuth();
  // The route's guard (ProtectedRoute) shows the spinner and the redirect: this page renders only for a user.
  if (!user) return null;
  return <ArtistDashboard user={user} eyebrow="Artist Dashboard" />;
}
