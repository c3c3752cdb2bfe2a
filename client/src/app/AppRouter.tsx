import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute } from '@/features/auth/ProtectedRoute';
import { NotFound } from './NotFound';
import { PageHead } from './PageHead';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFallback } from './RouteFallback';
import { retryFailedScreens, ROUTES } from './routes';

/**
 * The route table: each screen loads on demand; a route without a screen, and any unknown path, shows
 * the not-found page; protected routes go through the sign-in guard. A page that throws (its code could not be
 * loaded) shows its own failure inside the shell, which stays usable.
 */
export function AppRouter() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <PageHead />
      <RouteErrorBoundary onRetry={retryFailedScreens}>
        <Switch>
          {ROUTES.map(({ path, screen, protected: guarded }) => {
            if (!screen) return <Route key={path} path={path} component={NotFound} />;
            if (guarded) return <ProtectedRoute key={path} path={path} component={screen} />;
            return <Route key={path} path={path} component={screen} />;
          })}
          <Route component={NotFound} />
        </Switch>
      </RouteErrorBoundary>
    </Suspense>
  );
}
