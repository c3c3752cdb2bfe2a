import type { PublicUser } from '@common/auth';
import type { QueryClient } from '@tanstack/react-query';

/** The cached read of the session's user: GET /api/user. */
export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * Makes `user` the session's user (null: signed out) after a login, registration or logout. Every
 * cached read belonged to the previous session, so all of them are dropped first: one user's data
 * never shows for another.
 */
export function replaceSessionUser(client: QueryClient, user: PublicUser | null): void {
  client.removeQueries();
  client.setQueryData(USER_QUERY_KEY, user);
}
