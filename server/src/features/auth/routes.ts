import { AUTH_MESSAGES, loginSchema, registerSchema } from '@common/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { forbidden, unauthorized } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { accountHold } from '../moderation';
import { authenticateUser } from './commands/authenticateUser';
import { registerUser } from './commands/registerUser';
import { sendVerification } from './commands/sendVerification';
import { requireUser } from './currentUser';
import { AuthLimiter } from './loginLimiter';
import { presentUser } from './presenter';
import { clearSessionCookie, createSession, endRequestSession, setSessionCookie } from './sessions';

/** GET /api/user, POST /api/login, /api/register, /api/logout. */
export function authRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const limiter = new AuthLimiter(ctx.limits, ctx.config.rateLimits);

  /** Starts a fresh session (the old one, if any, is dropped: rotation at login). */
  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: number) {
    await endRequestSession(db, ctx.config, request);
    const { token, expiresAt } = await createSession(
      db,
      ctx.config,
      userId,
      request.headers['user-agent'] ?? null,
    );
    setSessionCookie(reply, ctx.config, token, expiresAt);
  }

  const userDoc = doc({
    summary: 'The signed-in user',
    auth: 'user',
    responses: { 200: 'PublicUser' },
  });
  app.get('/api/user', userDoc, async (request) => presentUser(await requireUser(request)));

  const sessionCookie = { 'Set-Cookie': 'pn_session: the new session (HttpOnly, SameSite=Lax)' };
  const loginDoc = doc({
    summary: 'Sign in: starts a new session (the cookie) and answers the user',
    auth: 'none',
    body: loginSchema,
    responses: { 200: { type: 'PublicUser', headers: sessionCookie } },
    errors: {
      401: AUTH_MESSAGES.invalidCredentials,
      403: 'Your account is suspended until … / This account has been banned',
    },
    rateLimit: 'failed sign-ins per address and per username within a window (the configured login limits)',
  });
  app.post('/api/login', loginDoc, async (request, reply) => {
    const input = parseInput(loginSchema, request.body);
    await limiter.beginLogin(request.ip, input.username);
    const user = await authenticateUser(db, input);
    if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
    // A suspended or banned account cannot sign in (decision 0061); an ended suspension is lifted here.
    const hold = await accountHold(db, user);
    if (hold) throw forbidden(hold.message);
    await limiter.loginSucceeded(request.ip, input.username);
    await signIn(request, reply, user.id);
    return presentUser(user);
  });

  const registerDoc = doc({
    summary: 'Create an account and sign in (a verification link is mailed to the address given)',
    auth: 'none',
    body: registerSchema,
    responses: { 201: { type: 'PublicUser', headers: sessionCookie } },
    errors: { 409: AUTH_MESSAGES.usernameTaken },
    rateLimit: 'registrations per address and per username an hour (the configured register limits)',
  });
  app.post('/api/register', registerDoc, async (request, reply) => {
    await limiter.beginRegistration(request.ip, (request.body as { username?: unknown } | null)?.username);
    const input = parseInput(registerSchema, request.body);
    const user = await registerUser(db, input, { source: 'app' });
    await signIn(request, reply, user.id);
    // The address is confirmed through a link; registration does not wait for the mail.
    if (user.email) await sendVerification(db, ctx.config, user, user.email);
    reply.code(201);
    return presentUser(user);
  });

  const logoutDoc = doc({
    summary: 'Sign out: ends the session and clears the cookie (also without one)',
    auth: 'none',
    responses: { 200: { type: 'ApiError', description: '`{ "message": "Logged out" }`' } },
  });
  app.post('/api/logout', logoutDoc, async (request, reply) => {
    await endRequestSession(db, ctx.config, request);
    clearSessionCookie(reply, ctx.config);
    reply.code(200);
    return { message: 'Logged out' };
  });
}
