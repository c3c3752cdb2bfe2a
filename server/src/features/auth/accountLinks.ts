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
  { status: 'ok'; token: AccountTokenRow } | { status: 'invalid' } | { status: 'used' };

/**
 * Spends a token: the conditional update succeeds for exactly one caller, so two clicks on the same link
 * cannot both act. Unknown and expired tokens are 'invalid'; spent ones (also ones replaced by a newer link)
 * are 'used'.
 */
export async function consumeToken(
  db: Db,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<TokenOutcome> {
  const row = (await db
    .selectFrom('accountTokens')
    .selectAll()
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()) as AccountTokenRow | undefined;
  if (!row) return { status: 'invalid' };
  if (row.usedAt) return { status: 'used' };
  if (new Date(row.expiresAt).getTime() <= Date.now()) return { status: 'invalid' };
  const spent = await db
    .updateTable('accountTokens')
    .set({ usedAt: new Date().toISOString() })
    .where('id', '=', row.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) !== 1) return { status: 'used' };
  return { status: 'ok', token: row };
}
