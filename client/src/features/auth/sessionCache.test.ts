import type { PublicUser } from '@common/auth';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { replaceSessionUser, USER_QUERY_KEY } from './sessionCache';

function user(id: number, username: string): PublicUser {
  return {
    id,
    username,
    displayName: null,
    email: null,
    profileImage: null,
    userType: 'artist',
    bio: null,
    location: null,
    genres: [],
    emailSubscribed: false,
    role: 'user',
    planId: null,
    verified: false,
    emailVerified: false,
    pendingEmail: null,
    createdAt: '2025-03-14T10:00:00.000Z',
  };
}

/** A cache holding user A's session and some of A's reads. */
function cacheOfUserA(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(USER_QUERY_KEY, user(1, 'alice'));
  client.setQueryData(['/api/tracks', 1], [{ id: 7, title: "Alice's track" }]);
  client.setQueryData(['/api/notifications'], ['for alice']);
  return client;
}

const cachedKeys = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);

describe('replaceSessionUser', () => {
  it('on logout drops every read of the previous user and leaves a signed-out session', () => {
    const client = cacheOfUserA();
    replaceSessionUser(client, null);
    expect(cachedKeys(client)).toEqual([[...USER_QUERY_KEY]]);
    expect(client.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it("on login as another user keeps none of the previous user's reads", () => {
    const client = cacheOfUserA();
    replaceSessionUser(client, user(2, 'bob'));
    expect(cachedKeys(client)).toEqual([[...USER_QUERY_KEY]]);
    expect(client.getQueryData<PublicUser>(USER_QUERY_KEY)?.username).toBe('bob');
    expect(client.getQueryData(['/api/tracks', 1])).toBeUndefined();
  });
});
