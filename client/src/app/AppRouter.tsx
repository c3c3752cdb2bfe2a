import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { ROUTES } from './routes';

/** Interim router: the shell (header, splash, bottom bar, not-found page) wraps this. */
export function AppRouter() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {ROUTES.filter((r) => r.screen).map((r) => (
          <Route key={r.path} path={r.path} component={r.screen!} />
        ))}
        <Route>
          <p>404 Page Not Found</p>
        </Route>
      </Switch>
    </Suspense>
  );
}
