import type { LinkState } from '@common/account';
import type { Db } from '../../db/connection';
import type { AccountTokenPurpose, AccountTokenRow } from '../../db/schema';
import { hashToken } from '../../lib/tokens';

/**
 * Records a single-use link token, only as its SHA-256 hash, so a copy of the database opens no account.
 * Earlier unused tokens of the same purpose for the user stop working.
 */
export async function storeToken(
  db: Db,
  token: string,
  userId: number,
  purpose: AccountTokenPurpose,
  lifetimeMs: number,
  email: string | null = null,
): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
  await db
    .insertInto('accountTokens')
    .values({
      userId,
      purpose,
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(Date.now() + lifetimeMs).toISOString(),
    })
    .execute();
}

export type TokenOutcome =
  | { status: 'ok'; token: AccountTokenRow }
  | { status: 'invalid' }
  | { status: 'expired' }
  | { status: 'used' };

/** The stored row of a token, found by its SHA-256 hash: never by comparing secrets. */
async function findToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  return (await db
    .selectFrom('accountTokens')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()) as AccountTokenRow | undefined;
}

/** Spent beats expired: a link that was used (or replaced by a newer one) says so even once it is old. */
function stateOf(row: AccountTokenRow | undefined): LinkState {
  if (!row) return 'invalid';
  if (row.usedAt) return 'used';
  if (new Date(row.expiresAt).getTime() <= Date.now()) return 'expired';
  return 'usable';
}

/**
 * Whether a link would work, for the page it opens to say so before asking for anything; nothing is written.
 * The token is looked up only by its hash, so how long the answer takes tells nothing about the token, and the
 * answer is only the state: no account, address or date.
 */
export async function checkToken(db: Db, token: string, purpose: AccountTokenPurpose): Promise<LinkState> {
  return stateOf(await findToken(db, token, purpose));
}

/**
 * Spends a token: the conditional update succeeds for exactly one caller, so two clicks on the same link
 * cannot both act. Unknown tokens are 'invalid', expired ones 'expired'; spent ones (also ones replaced by a
 * newer link) are 'used'.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<TokenOutcome> {
  const row = await findToken(db, token, purpose);
  if (!row) return { status: 'invalid' };
  const state = stateOf(row);
  if (state !== 'usable') return { status: state };
  const spent = await db
    .updateTable('accountTokens')
    .set({ usedAt: new Date().toISOString() })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { status: 'used' };
  return { status: 'ok', token: row };
}
