import { ADMIN_MESSAGES } from '@common/admin';
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { requireUser } from '../auth';

/** The signed-in administrator: 401 signed out, 403 'Administrators only' for everyone else. */
export async function requireAdmin(request: FastifyRequest): Promise<UserRow> {
  const user = await requireUser(request);
  if (user.role !== 'admin') throw forbidden(ADMIN_MESSAGES.forbidden);
  return user;
}
