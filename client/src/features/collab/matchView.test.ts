import type { CollabRequest, CollabRequests } from '@common/collab';
import { describe, expect, it } from 'vitest';
import { isFiltered, matchCallFor, matchesUrl, NO_FILTERS, requestStateWith } from './matchView';

function request(id: number, from: number, to: number, status: CollabRequest['status']): CollabRequest {
  return {
    id,
    from: { id: from, name: `User ${from}`, image: null },
    to: { id: to, name: `User ${to}`, image: null },
    message: 'Hello',
    project: 'Summer single',
    status,
    collaborationId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('matchesUrl', () => {
  it('sends only the filters that are set, trimmed, with the page', () => {
    expect(matchesUrl({ ...NO_FILTERS, q: '' }, 1)).toBe('/api/collab/matches?page=1');
    expect(
      matchesUrl(
        { genre: 'R&B', skill: '', location: ' Atlanta ', collabType: 'Mix & Master', q: 'luna' },
        2,
      ),
    ).toBe('/api/collab/matches?genre=R%26B&location=Atlanta&collabType=Mix+%26+Master&q=luna&page=2');
  });
});

describe('isFiltered', () => {
  it('is true once a chip or the search is set', () => {
    expect(isFiltered({ ...NO_FILTERS, q: '' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, q: '   ' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, skill: 'Vocalist' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, q: 'nova' })).toBe(true);
  });
});

describe('matchCallFor', () => {
  it('asks visitors to sign in and users without a profile to create one', () => {
    expect(matchCallFor({ userLoading: true, signedIn: false, profile: 'loading' })).toBeNull();
    expect(matchCallFor({ userLoading: false, signedIn: false, profile: 'loading' })).toBe('signIn');
    expect(matchCallFor({ userLoading: false, signedIn: true, profile: 'loading' })).toBeNull();
    expect(matchCallFor({ userLoading: false, signedIn: true, profile: 'none' })).toBe('createProfile');
    expect(matchCallFor({ userLoading: false, signedIn: true, profile: 'present' })).toBeNull();
    expect(matchCallFor({ userLoading: false, signedIn: true, profile: 'error' })).toBeNull();
  });
});

describe('requestStateWith', () => {
  const requests: CollabRequests = {
    incoming: [request(1, 7, 1, 'pending'), request(2, 8, 1, 'declined')],
    outgoing: [request(3, 1, 9, 'pending'), request(4, 1, 10, 'accepted')],
  };

  it('finds the pending request in either direction, and nothing for answered ones', () => {
    expect(requestStateWith(requests, 9)).toMatchObject({ kind: 'sent', request: { id: 3 } });
    expect(requestStateWith(requests, 7)).toMatchObject({ kind: 'received', request: { id: 1 } });
    expect(requestStateWith(requests, 8)).toBeNull();
    expect(requestStateWith(requests, 10)).toBeNull();
    expect(requestStateWith(undefined, 9)).toBeNull();
  });
});
