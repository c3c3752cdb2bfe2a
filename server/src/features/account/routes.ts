import {
  ACCOUNT,
  ACCOUNT_MESSAGES,
  accountDeletionSchema,
  emailChangeSchema,
  emailVerificationSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetStatusQuerySchema,
  profileUpdateSchema,
  type EmailChangeStarted,
  type ResetLinkStatus,
} from '@common/account';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { doc } from '../../lib/apiDoc';
import { badRequest } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { parseInput } from '../../lib/validate';
import { clearSessionCookie, presentUser, readSessionToken, requireUser, sendVerification } from '../auth';
import { removeAvatar, storeAvatar } from './avatar';
import { changeEmail } from './commands/changeEmail';
import { changePassword } from './commands/changePassword';
import { checkPasswordResetLink } from './commands/checkPasswordResetLink';
import { confirmEmail } from './commands/confirmEmail';
import { deleteAccount } from './commands/deleteAccount';
import { requestPasswordReset } from './commands/requestPasswordReset';
import { resetPassword } from './commands/resetPassword';
import { updateProfile } from './commands/updateProfile';

const HOUR = 3600;

/**
 * Account features: password reset, email verification, profile, avatar, email and password changes,
 * deletion. Reset requests and verification mails are counted per IP and per address in the app's limits.
 */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { config, storage } = ctx;
  const resetByIp = ctx.limits.limiter({
    name: 'reset-ip',
    points: config.rateLimits.resetPerIp,
    durationSeconds: HOUR,
    message: ACCOUNT_MESSAGES.tooManyResets,
  });
  const resetByAddress = ctx.limits.limiter({
    name: 'reset-address',
    points: config.rateLimits.resetPerAddress,
    durationSeconds: HOUR,
    message: ACCOUNT_MESSAGES.tooManyResets,
  });
  const verificationByUser = ctx.limits.limiter({
    name: 'verification-user',
    points: ACCOUNT.verificationPerHour,
    durationSeconds: HOUR,
    message: ACCOUNT_MESSAGES.tooManyVerifications,
  });

  const resetLimit = 'reset requests per address and per email an hour (the configured reset limits)';
  const verificationLimit = `${ACCOUNT.verificationPerHour} verification mails an hour per user`;
  const imageUpload = { multipart: { avatar: 'file' as const }, required: ['avatar'] };

  const resetDoc = doc({
    summary: 'Ask for a password reset link (the same answer whether or not the address has an account)',
    auth: 'none',
    body: passwordResetRequestSchema,
    responses: { 202: 'AccountNotice' },
    rateLimit: resetLimit,
  });
  app.post('/api/password-reset', resetDoc, async (request, reply) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    await resetByIp.take(request.ip);
    await resetByAddress.take(email);
    await requestPasswordReset(db, config, email);
    reply.code(202);
    return { message: ACCOUNT_MESSAGES.resetRequested };
  });

  // The reset page asks before showing its form; the link is not spent and the answer is never cached.
  const resetStatusDoc = doc({
    summary: 'Whether a reset link can still be used (the link is not spent)',
    auth: 'none',
    query: passwordResetStatusQuerySchema,
    responses: { 200: 'ResetLinkStatus' },
  });
  app.get('/api/password-reset/status', resetStatusDoc, async (request, reply): Promise<ResetLinkStatus> => {
    const { token } = parseInput(passwordResetStatusQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return { status: await checkPasswordResetLink(db, token) };
  });

  const resetConfirmDoc = doc({
    summary: 'Set a new password with a reset link (ends every session of the account)',
    auth: 'none',
    body: passwordResetConfirmSchema,
    responses: { 200: 'AccountNotice' },
    errors: { 400: 'The link is invalid, expired or used.' },
  });
  app.post('/api/password-reset/confirm', resetConfirmDoc, async (request) => {
    const { token, password } = parseInput(passwordResetConfirmSchema, request.body);
    await resetPassword(db, config, token, password);
    return { message: ACCOUNT_MESSAGES.resetDone };
  });

  const verifyDoc = doc({
    summary: 'Confirm an email address with the link mailed to it',
    auth: 'none',
    body: emailVerificationSchema,
    responses: { 200: 'PublicUser' },
    errors: { 400: 'The link is invalid or used.' },
  });
  app.post('/api/email-verification/confirm', verifyDoc, async (request) => {
    const { token } = parseInput(emailVerificationSchema, request.body);
    return presentUser(await confirmEmail(db, token));
  });

  const resendDoc = doc({
    summary: 'Mail the verification link again',
    auth: 'user',
    responses: { 202: 'AccountNotice' },
    errors: { 400: 'No address to verify, or it is verified already.' },
    rateLimit: verificationLimit,
  });
  app.post('/api/email-verification/resend', resendDoc, async (request, reply) => {
    const user = await requireUser(request);
    const email = user.pendingEmail ?? user.email;
    if (!email) throw badRequest(ACCOUNT_MESSAGES.noEmailToVerify);
    if (!user.pendingEmail && user.emailVerifiedAt) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified);
    await verificationByUser.take(String(user.id));
    await sendVerification(db, config, user, email);
    reply.code(202);
    return { message: ACCOUNT_MESSAGES.verificationSent };
  });

  const profileDoc = doc({
    summary: 'Edit the profile (display name, bio, location, genres...)',
    auth: 'user',
    body: profileUpdateSchema,
    responses: { 200: 'PublicUser' },
  });
  app.patch('/api/user', profileDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(profileUpdateSchema, request.body);
    const updated = await updateProfile(db, user, input, (error) =>
      request.log.error({ err: error, userId: user.id }, 'collaboration signals not refreshed'),
    );
    return presentUser(updated);
  });

  const avatarDoc = doc({
    summary: 'Upload a profile picture (scaled to 256 px, stored as WebP)',
    auth: 'user',
    body: imageUpload,
    responses: { 200: 'PublicUser' },
    errors: { 400: ACCOUNT_MESSAGES.avatarUnreadable, 413: 'The image is too large.', 415: 'Not an image.' },
  });
  app.post('/api/user/avatar', avatarDoc, async (request) => {
    const user = await requireUser(request);
    const url = await storeAvatar(request, storage);
    const updated = (await db
      .updateTable('users')
      .set({ profileImage: url })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as UserRow;
    await removeAvatar(storage, user.profileImage);
    return presentUser(updated);
  });

  const avatarDeleteDoc = doc({
    summary: 'Remove the profile picture',
    auth: 'user',
    responses: { 200: 'PublicUser' },
  });
  app.delete('/api/user/avatar', avatarDeleteDoc, async (request) => {
    const user = await requireUser(request);
    const updated = (await db
      .updateTable('users')
      .set({ profileImage: null })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow()) as UserRow;
    await removeAvatar(storage, user.profileImage);
    return presentUser(updated);
  });

  const emailDoc = doc({
    summary: 'Change the email address (confirmed by a link mailed to the new one)',
    auth: 'user',
    body: emailChangeSchema,
    responses: { 202: 'EmailChangeStarted' },
    errors: { 400: `${ACCOUNT_MESSAGES.currentPasswordWrong}, or the same address.` },
    rateLimit: verificationLimit,
  });
  app.post('/api/user/email', emailDoc, async (request, reply): Promise<EmailChangeStarted> => {
    const user = await requireUser(request);
    const input = parseInput(emailChangeSchema, request.body);
    await verificationByUser.take(String(user.id));
    const updated = await changeEmail(db, config, user, input.email, input.password);
    reply.code(202);
    return { message: ACCOUNT_MESSAGES.emailChangeSent, user: presentUser(updated) };
  });

  const passwordDoc = doc({
    summary: 'Change the password (other sessions end)',
    auth: 'user',
    body: passwordChangeSchema,
    responses: { 200: 'AccountNotice' },
    errors: { 400: ACCOUNT_MESSAGES.currentPasswordWrong },
  });
  app.post('/api/user/password', passwordDoc, async (request) => {
    const user = await requireUser(request);
    const input = parseInput(passwordChangeSchema, request.body);
    const token = readSessionToken(request, config);
    await changePassword(
      db,
      config,
      user,
      input.currentPassword,
      input.newPassword,
      token ? hashToken(token) : null,
    );
    return { message: ACCOUNT_MESSAGES.passwordChanged };
  });

  const deleteDoc = doc({
    summary: 'Delete the account (with the password); the session ends',
    auth: 'user',
    body: accountDeletionSchema,
    responses: { 200: 'AccountNotice' },
    errors: { 400: ACCOUNT_MESSAGES.currentPasswordWrong },
  });
  app.delete('/api/user', deleteDoc, async (request, reply) => {
    const user = await requireUser(request);
    const { password } = parseInput(accountDeletionSchema, request.body);
    await deleteAccount(db, storage, user, password);
    clearSessionCookie(reply, config);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  });
}
