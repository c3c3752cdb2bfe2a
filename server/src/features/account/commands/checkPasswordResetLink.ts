import type { LinkState } from '@common/account';
import type { Db } from '../../../db/connection';
import { checkToken } from '../../auth';

/**
 * Whether a password reset link would work (usable, used, expired or invalid), without spending it, so the
 * page it opens can say so before asking for a new password. Only the state is answered.
 */
export function checkPasswordResetLink(db: Db, token: string): Promise<LinkState> {
  return checkToken(db, token, 'reset-password');
}
