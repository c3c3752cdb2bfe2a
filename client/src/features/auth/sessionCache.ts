import type { PublicUser } from '@common/auth';
import type { QueryClient } from '@tanstack/react-query';

/** The cached read of the session's user: GET /api/user. */
export const USER_QUERY_KEY = ['/api/user'] as const;

/**
 * Makes `user` the session's user (null: signed out) after a login, registration, logout or account
 * deletion. Every other cached read belonged to the previous session, so all of them are dropped: one
 * user's data never shows for another. The user's own query is updated in place, not removed, so every
 * component already reading it (the header) sees the change at once.
 */
export function replaceSessionUser(client: QueryClient, user: PublicUser | null): void {
  client.setQueryData(USER_QUERY_KEY, user);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}
