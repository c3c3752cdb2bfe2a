import { randomBytes } from 'node:crypto';
import { type RegisterInput, registerSchema } from '@common/auth';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { registerUser, type RegisterOptions } from '../features/auth/commands/registerUser';

/** The password of factory users: long and distinctive, so a leak check cannot match it by chance. */
export const TEST_PASSWORD = 'Tuba-Marmalade-4821';

let sequence = 0;

/** A username no other test uses (letters, digits and underscores; at most 32 characters). */
export function uniqueUsername(prefix = 'user'): string {
  sequence += 1;
  return `${prefix.slice(0, 12)}_${sequence}_${randomBytes(3).toString('hex')}`;
}

/**
 * Creates a user through the register command (argon2id hashing included, ~50-100 ms).
 * Source 'seed' by default, so that factory users never take the first-account admin role.
 */
export async function createUser(
  db: Db,
  input: Partial<RegisterInput> = {},
  options: RegisterOptions = { source: 'seed' },
): Promise<UserRow & { plainPassword: string }> {
  const plainPassword = input.password ?? TEST_PASSWORD;
  const data = registerSchema.parse({
    username: uniqueUsername(),
    ...input,
    password: plainPassword,
  });
  const user = await registerUser(db, data, options);
  return { ...user, plainPassword };
}
