import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './constants';

/** Exact texts of part 2, section 5. */
export const AUTH_MESSAGES = {
  usernameTooShort: 'Username must be at least 3 characters.',
  passwordTooShort: 'Password must be at least 6 characters.',
  passwordsDoNotMatch: 'Passwords do not match',
  usernameTooLong: `Username must be at most ${USERNAME_MAX} characters.`,
  usernameCharacters: 'Username may only contain letters, numbers, dots, dashes and underscores.',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX} characters.`,
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already exists',
  notAuthenticated: 'Not authenticated',
  emailInvalid: 'Please enter a valid email address.',
} as const;

const username = z
  .string({ error: AUTH_MESSAGES.usernameTooShort })
  .trim()
  .min(USERNAME_MIN, AUTH_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX, AUTH_MESSAGES.usernameTooLong)
  .regex(/^[A-Za-z0-9._-]+$/, AUTH_MESSAGES.usernameCharacters);

const password = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

/** POST /api/login */
export const loginSchema = z.object({ username, password });
export type LoginInput = z.infer<typeof loginSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * POST /api/register: the accepted fields of part 2, section 5.
 * A single genre string is wrapped into a list; a missing genre becomes an empty list.
 */
export const registerSchema = z.object({
  username,
  password,
  displayName: optionalText(80),
  email: z
    .union([z.literal(''), z.email(AUTH_MESSAGES.emailInvalid).max(254)])
    .optional()
    .nullable()
    .transform((v) => (v ? v.toLowerCase() : null)),
  profileImage: optionalText(2048),
  userType: optionalText(40),
  bio: optionalText(2000),
  location: optionalText(120),
  genres: z
    .union([z.string().trim().max(40), z.array(z.string().trim().max(40)).max(20)])
    .optional()
    .nullable()
    .transform((v) => (v == null ? [] : Array.isArray(v) ? v.filter(Boolean) : v ? [v] : [])),
  emailSubscribed: z.boolean().optional().default(true),
  /** Accepted for compatibility; the server never stores these from a client (the payment flow sets them). */
  stripeCustomerId: optionalText(255),
  stripeSubscriptionId: optionalText(255),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/** The registration form adds a confirm field that is removed before submit. */
export const registerFormSchema = z
  .object({
    username,
    password,
    confirmPassword: z.string(),
    displayName: z.string().trim().max(80).optional(),
    email: z.union([z.literal(''), z.email(AUTH_MESSAGES.emailInvalid)]).optional(),
    userType: z.string().optional(),
    location: z.string().trim().max(120).optional(),
    genre: z.string().optional(),
    bio: z.string().trim().max(2000).optional(),
    emailSubscribed: z.boolean(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormValues = z.input<typeof registerFormSchema>;

/** The user as every API answer presents it: never a password or hash. */
export const publicUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  profileImage: z.string().nullable(),
  userType: z.string(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  genres: z.array(z.string()),
  emailSubscribed: z.boolean(),
  role: z.enum(['user', 'admin']),
  createdAt: z.string(),
  /** The active artist plan (price_basic, price_pro, price_dj), or null. */
  planId: z.string().nullable(),
  /** The verified artist badge: Artist Pro and DJ Premium. */
  verified: z.boolean(),
  /** Whether `email` has been confirmed through a link sent to it. */
  emailVerified: z.boolean(),
  /** A new address waiting for its verification link (it replaces `email` once confirmed). */
  pendingEmail: z.string().nullable(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** Every error answer of the API. */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
