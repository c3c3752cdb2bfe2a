import type { ComponentType } from 'react';
import { Redirect, Route } from 'wouter';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useSignInPath } from './returnPath';
import { useAuth } from './useAuth';

/**
 * A route for signed-in users: a spinner while the user loads, else the screen or a redirect to /auth, which
 * comes back to this page once the visitor has signed in.
 */
export function ProtectedRoute({ path, component: Component }: { path: string; component: ComponentType }) {
  return (
    <Route path={path}>
      <Guarded component={Component} />
    </Route>
  );
}

function Guarded({ component: Component }: { component: ComponentType }) {
  const { user, isLoading } = useAuth();
  const signIn = useSignInPath();
  if (isLoading) return <LoadingSpinner />;
  return user ? <Component /> : <Redirect to={signIn} replace />;
}
