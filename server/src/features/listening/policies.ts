import type { UserRow } from '../../db/schema';

/** Only a party's host cancels or starts it. */
export function hostsParty(user: Pick<UserRow, 'id'> | null, party: { hostId: number }): boolean {
  return user !== null && user.id === party.hostId;
}
