import type { ComponentType } from 'react';
import { Redirect, Route } from 'wouter';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useAuth } from './useAuth';

/** A route for signed-in users: a spinner while the user loads, else the screen or a redirect to /auth. */
export function ProtectedRoute({ path, component: Component }: { path: string; component: ComponentType }) {
  const { user, isLoading } = useAuth();
  return (
    <Route path={path}>
      {isLoading ? <LoadingSpinner /> : user ? <Component /> : <Redirect to="/auth" replace />}
    </Route>
  );
}
