import type {
  AccountNotice,
  EmailChange,
  PasswordChange,
  PasswordResetConfirm,
  ProfileUpdate,
} from '@common/account';
import type { PublicUser } from '@common/auth';
import { replaceSessionUser, USER_QUERY_KEY } from '@/features/auth';
import { request } from '@/lib/api';
import { queryClient } from '@/lib/queryClient';

/** The answer of POST /api/user/email: the notice and the user with the pending address. */
export interface EmailChangeAnswer extends AccountNotice {
  user: PublicUser;
}

/** POST /api/user/avatar as multipart/form-data with the `avatar` field. */
export async function uploadAvatar(file: File): Promise<PublicUser> {
  const body = new FormData();
  body.append('avatar', file);
  return request<PublicUser>('POST', '/api/user/avatar', { body });
}

/** PATCH /api/user: the profile, or the email preference; answers the user as saved. */
export function updateUser(input: ProfileUpdate | { emailSubscribed: boolean }): Promise<PublicUser> {
  return request<PublicUser>('PATCH', '/api/user', { body: input });
}

/** DELETE /api/user/avatar; answers the user without a picture. */
export function removeAvatar(): Promise<PublicUser> {
  return request<PublicUser>('DELETE', '/api/user/avatar');
}

/** POST /api/user/email: a new address waits for its confirmation. */
export function changeEmail(input: EmailChange): Promise<EmailChangeAnswer> {
  return request<EmailChangeAnswer>('POST', '/api/user/email', { body: input });
}

/** POST /api/email-verification/resend */
export function resendVerification(): Promise<AccountNotice> {
  return request<AccountNotice>('POST', '/api/email-verification/resend');
}

/** POST /api/email-verification/confirm with the link's token; answers the verified user. */
export function confirmEmail(token: string): Promise<PublicUser> {
  return request<PublicUser>('POST', '/api/email-verification/confirm', { body: { token } });
}

/** POST /api/user/password */
export function changePassword(input: PasswordChange): Promise<AccountNotice> {
  return request<AccountNotice>('POST', '/api/user/password', { body: input });
}

/** GET /api/password-reset/status for this link's token (the query key of the reset page's check). */
export function resetLinkStatusUrl(token: string): string {
  return `/api/password-reset/status?token=${encodeURIComponent(token)}`;
}

/** POST /api/password-reset/confirm: the new password with the link's token. */
export function confirmPasswordReset(input: PasswordResetConfirm): Promise<AccountNotice> {
  return request<AccountNotice>('POST', '/api/password-reset/confirm', { body: input });
}

/** DELETE /api/user with the password that confirms it. */
export function deleteAccount(input: { password: string }): Promise<AccountNotice> {
  return request<AccountNotice>('DELETE', '/api/user', { body: input });
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
