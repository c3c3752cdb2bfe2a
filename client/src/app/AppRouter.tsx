import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotFound } from './NotFound';
import { PageHead } from './PageHead';
import { RouteFallback } from './RouteFallback';
import { ROUTES } from './routes';

/**
 * The route table: each screen loads on demand; a route without a screen, and any unknown path, shows
 * the not-found page; protected routes go through the sign-in guard.
 */
export function AppRouter() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <PageHead />
      <Switch>
        {ROUTES.map(({ path, screen, protected: guarded }) => {
          if (!screen) return <Route key={path} path={path} component={NotFound} />;
          if (guarded) return <ProtectedRoute key={path} path={path} component={screen} />;
          return <Route key={path} path={path} component={screen} />;
        })}
        <Route component={NotFound} />
      </Switch>
    </Suspense>
  );
}
