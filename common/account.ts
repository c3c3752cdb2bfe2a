import { z } from 'zod';
import { AUTH_MESSAGES, type PublicUser } from './auth';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';

/** Lifetimes and sizes of account features. */
export const ACCOUNT = {
  /** An email verification link is valid this long. */
  verificationHours: 48,
  /** A password reset link is valid this long. */
  resetMinutes: 60,
  /** Largest avatar upload, in bytes. */
  avatarMaxBytes: 5 * 1024 * 1024,
  /** Avatars are stored square at this many pixels. */
  avatarSize: 256,
  /** Reset requests per hour per IP and per address. */
  resetPerIpPerHour: 10,
  resetPerAddressPerHour: 3,
  /** Verification resends per hour per user. */
  verificationPerHour: 5,
} as const;

/** Exact texts of account answers and pages. */
export const ACCOUNT_MESSAGES = {
  resetRequested:
    'If an account uses that address, we have sent it a link to reset the password. The link is valid for one hour.',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  resetUsed: 'This reset link has already been used. Please ask for a new one.',
  resetExpired: 'This reset link has expired. Please ask for a new one.',
  tooManyResets: 'Too many reset requests. Please try again later.',
  verificationSent: 'We have sent a verification link. Please check your inbox.',
  verificationDone: 'Your email address is verified.',
  verificationInvalid: 'This verification link is invalid or has expired. Please ask for a new one.',
  verificationUsed: 'This verification link has already been used.',
  noEmailToVerify: 'Add an email address first.',
  alreadyVerified: 'Your email address is already verified.',
  tooManyVerifications: 'Too many verification emails. Please try again later.',
  emailChangeSent: 'We have sent a link to your new address. The change takes effect once you open it.',
  emailSame: 'That is already your email address.',
  currentPasswordWrong: 'Your current password is not correct.',
  passwordChanged: 'Your password has been changed. Other sessions have been signed out.',
  profileSaved: 'Profile saved',
  preferencesSaved: 'Email preferences saved',
  avatarSaved: 'Avatar updated',
  avatarRemoved: 'Avatar removed',
  avatarTooLarge: 'The image is too large. The limit is 5 MB.',
  avatarUnsupported: 'Please choose a PNG, JPEG or WebP image.',
  avatarMissing: 'Please choose an image.',
  avatarNotMultipart: 'Send the image as multipart/form-data.',
  avatarUnreadable: 'That image could not be read. Please choose another.',
  accountDeleted: 'Your account has been deleted.',
  passwordRequired: 'Please enter your password.',
} as const;

const password = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

const email = z
  .string({ error: AUTH_MESSAGES.emailInvalid })
  .trim()
  .max(254, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid))
  .transform((v) => v.toLowerCase());

/** POST /api/password-reset */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** POST /api/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetInvalid })
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetInvalid)
    .max(200),
  password,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** GET /api/password-reset/status?token=...: whether a reset link would work, checked without spending it. */
export const passwordResetStatusQuerySchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.resetInvalid })
    .trim()
    .min(1, ACCOUNT_MESSAGES.resetInvalid)
    .max(200, ACCOUNT_MESSAGES.resetInvalid),
});

/** What an account link (reset or verification) is worth right now: only its state, nothing about the account. */
export type LinkState = 'usable' | 'used' | 'expired' | 'invalid';

/** The answer of GET /api/password-reset/status. */
export interface ResetLinkStatus {
  status: LinkState;
}

/** The sentence the reset page shows for a link that cannot be used (null for a usable one). */
export function resetLinkProblem(state: LinkState): string | null {
  if (state === 'used') return ACCOUNT_MESSAGES.resetUsed;
  if (state === 'expired') return ACCOUNT_MESSAGES.resetExpired;
  if (state === 'invalid') return ACCOUNT_MESSAGES.resetInvalid;
  return null;
}

/** POST /api/email-verification/confirm */
export const emailVerificationSchema = z.object({
  token: z
    .string({ error: ACCOUNT_MESSAGES.verificationInvalid })
    .trim()
    .min(1, ACCOUNT_MESSAGES.verificationInvalid)
    .max(200),
});

/** The reset form on /reset-password (the confirm field never leaves the browser). */
export const resetPasswordFormSchema = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v ? v : null));

/** PATCH /api/user: the profile fields, each optional; the registration rules apply. */
export const profileUpdateSchema = z
  .object({
    displayName: optionalText(80),
    bio: optionalText(2000),
    location: optionalText(120),
    userType: z.string().trim().min(1).max(40).optional(),
    genres: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
    emailSubscribed: z.boolean().optional(),
  })
  .strict();
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

/** POST /api/user/email: the new address waits for its verification link. */
export const emailChangeSchema = z.object({
  email,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired),
});
export type EmailChange = z.input<typeof emailChangeSchema>;

/** POST /api/user/password */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: ACCOUNT_MESSAGES.passwordRequired })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX),
  newPassword: password,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** DELETE /api/user */
export const accountDeletionSchema = z.object({
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired),
});

/** Every simple account answer. */
export interface AccountNotice {
  message: string;
}

/** POST /api/user/email: the link is on its way to the new address, which waits as pendingEmail. */
export interface EmailChangeStarted {
  message: string;
  user: PublicUser;
}
