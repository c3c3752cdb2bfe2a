import type { UserRow } from '../../db/schema';

/** Anyone signed in may follow anyone but themselves. */
export function canFollow(user: Pick<UserRow, 'id'>, followee: Pick<UserRow, 'id'>): boolean {
  return user.id !== followee.id;
}
