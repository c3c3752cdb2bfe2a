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
  type ResetLinkStatus,
} from '@common/account';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
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

  app.post('/api/password-reset', async (request, reply) => {
    const { email } = parseInput(passwordResetRequestSchema, request.body);
    await resetByIp.take(request.ip);
    await resetByAddress.take(email);
    await requestPasswordReset(db, config, email);
    reply.code(202);
    return { message: ACCOUNT_MESSAGES.resetRequested };
  });

  // The reset page asks before showing its form; the link is not spent and the answer is never cached.
  app.get('/api/password-reset/status', async (request, reply): Promise<ResetLinkStatus> => {
    const { token } = parseInput(passwordResetStatusQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return { status: await checkPasswordResetLink(db, token) };
  });

  app.post('/api/password-reset/confirm', async (request) => {
    const { token, password } = parseInput(passwordResetConfirmSchema, request.body);
    await resetPassword(db, config, token, password);
    return { message: ACCOUNT_MESSAGES.resetDone };
  });

  app.post('/api/email-verification/confirm', async (request) => {
    const { token } = parseInput(emailVerificationSchema, request.body);
    return presentUser(await confirmEmail(db, token));
  });

  app.post('/api/email-verification/resend', async (request, reply) => {
    const user = await requireUser(request);
    const email = user.pendingEmail ?? user.email;
    if (!email) throw badRequest(ACCOUNT_MESSAGES.noEmailToVerify);
    if (!user.pendingEmail && user.emailVerifiedAt) throw badRequest(ACCOUNT_MESSAGES.alreadyVerified);
    await verificationByUser.take(String(user.id));
    await sendVerification(db, config, user, email);
    reply.code(202);
    return { message: ACCOUNT_MESSAGES.verificationSent };
  });

  app.patch('/api/user', async (request) => {
    const user = await requireUser(request);
    const input = parseInput(profileUpdateSchema, request.body);
    const updated = await updateProfile(db, user, input, (error) =>
      request.log.error({ err: error, userId: user.id }, 'collaboration signals not refreshed'),
    );
    return presentUser(updated);
  });

  app.post('/api/user/avatar', async (request) => {
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

  app.delete('/api/user/avatar', async (request) => {
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

  app.post('/api/user/email', async (request, reply) => {
    const user = await requireUser(request);
    const input = parseInput(emailChangeSchema, request.body);
    await verificationByUser.take(String(user.id));
    const updated = await changeEmail(db, config, user, input.email, input.password);
    reply.code(202);
    return { message: ACCOUNT_MESSAGES.emailChangeSent, user: presentUser(updated) };
  });

  app.post('/api/user/password', async (request) => {
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

  app.delete('/api/user', async (request, reply) => {
    const user = await requireUser(request);
    const { password } = parseInput(accountDeletionSchema, request.body);
    await deleteAccount(db, storage, user, password);
    clearSessionCookie(reply, config);
    return { message: ACCOUNT_MESSAGES.accountDeleted };
  });
}
