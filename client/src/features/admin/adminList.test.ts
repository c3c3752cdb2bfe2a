import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  isForbidden,
  listApiUrl,
  listSearch,
  pageCount,
  pageSummary,
  readListParams,
  replyHref,
} from './adminList';

describe('admin list parameters', () => {
  it('reads the search and the page from the address, falling back to the first page', () => {
    expect(readListParams('')).toEqual({ q: '', page: 1 });
    expect(readListParams('?q=%20luna%20&page=3')).toEqual({ q: 'luna', page: 3 });
    expect(readListParams('page=0')).toEqual({ q: '', page: 1 });
    expect(readListParams('page=abc')).toEqual({ q: '', page: 1 });
    expect(readListParams('page=2.7')).toEqual({ q: '', page: 2 });
    expect(readListParams(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the address without defaults and the API address with the page', () => {
    expect(listSearch({ q: '', page: 1 })).toBe('');
    expect(listSearch({ q: 'a b', page: 2 })).toBe('?q=a+b&page=2');
    expect(listApiUrl('/api/admin/users', { q: '', page: 1 })).toBe('/api/admin/users?page=1');
    expect(listApiUrl('/api/admin/users', { q: 'luna', page: 4 })).toBe('/api/admin/users?page=4&q=luna');
  });

  it('counts pages of 25 and says which items a page shows', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    const messages = ['message', 'messages'] as const;
    expect(pageSummary(1, 0, 0, messages)).toBe('0 messages');
    expect(pageSummary(1, 1, 1, messages)).toBe('1 message');
    expect(pageSummary(1, 25, 25, messages)).toBe('25 messages');
    expect(pageSummary(1, 25, 73, messages)).toBe('1–25 of 73 messages');
    expect(pageSummary(3, 23, 73, messages)).toBe('51–73 of 73 messages');
  });
});

describe('replyHref', () => {
  it('answers with Re: before the subject, once', () => {
    expect(replyHref('fan@example.com', 'Booking a show')).toBe(
      'mailto:fan@example.com?subject=Re%3A%20Booking%20a%20show',
    );
    expect(replyHref('fan@example.com', 'Re: Booking')).toBe(
      'mailto:fan@example.com?subject=Re%3A%20Booking',
    );
  });
});

describe('isForbidden', () => {
  it('is true for a 403 answer only', () => {
    expect(isForbidden(new ApiError(403, '{"message":"Administrators only"}', '403: ...'))).toBe(true);
    expect(isForbidden(new ApiError(401, 'Unauthorized', '401: Unauthorized'))).toBe(false);
    expect(isForbidden(new Error('offline'))).toBe(false);
  });
});
