import type { AccountNotice } from '@common/account';
import type { PublicUser } from '@common/auth';
import { ApiError, apiRequest } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';
import { replaceSessionUser, USER_QUERY_KEY } from '@/features/auth/sessionCache';

/** Sends a JSON request and reads the JSON answer (a non-OK answer throws an ApiError). */
export async function sendJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  return (await (await apiRequest(method, url, body ?? {})).json()) as T;
}

/** The answer of POST /api/user/email: the notice and the user with the pending address. */
export interface EmailChangeAnswer extends AccountNotice {
  user: PublicUser;
}

/** POST /api/user/avatar as multipart/form-data with the `avatar` field. */
export async function uploadAvatar(file: File): Promise<PublicUser> {
  const body = new FormData();
  body.append('avatar', file);
  const res = await fetch('/api/user/avatar', { method: 'POST', credentials: 'include', body });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, text, `${res.status}: ${text}`);
  }
  return (await res.json()) as PublicUser;
}

/** Puts the server's fresh copy of the signed-in user in the session cache (header, menus, pages). */
export function setSessionUser(user: PublicUser): void {
  queryClient.setQueryData(USER_QUERY_KEY, user);
}

/**
 * Forgets the session after it ended on the server (account deleted, password reset): the user becomes
 * null in place, so everything showing it follows at once, then every other cached read is dropped.
 */
export function forgetSession(): void {
  replaceSessionUser(queryClient, null);
}
