import { notFound } from './errors';

/** The largest id an integer column holds on both dialects (PostgreSQL's integer). */
export const MAX_ID = 2_147_483_647;

/** What a path's user id that names no one answers with (404). */
export const USER_NOT_FOUND = 'User not found';

/** A path's id as a database id (digits only, no leading zero, at most 2^31 - 1), or null when it names nothing. */
export function pathId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/**
 * A path's id as a database id (see pathId). Anything else names nothing, so it is a 404 with the given message,
 * the same answer as an id no row has.
 */
export function parseId(value: string, missing: string): number {
  const id = pathId(value);
  if (id === null) throw notFound(missing);
  return id;
}

/** A path's user id; anything else is a user that does not exist. */
export function parseUserId(value: string, missing = USER_NOT_FOUND): number {
  return parseId(value, missing);
}
