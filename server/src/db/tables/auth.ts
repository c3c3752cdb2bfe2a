import type { ColumnType, Generated } from 'kysely';
import { type Bool, type List, type Timestamp, type TablesStoredAs, storedAs } from '../storedAs';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password: string;
  displayName: string | null;
  email: string | null;
  profileImage: string | null;
  userType: ColumnType<string, string | undefined, string>;
  bio: string | null;
  location: string | null;
  genres: List;
  emailSubscribed: Bool;
  createdAt: Timestamp;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  role: ColumnType<'user' | 'admin', 'user' | 'admin' | undefined, 'user' | 'admin'>;
  /** The active artist plan (price_basic, price_pro, price_dj), or null. */
  planId: string | null;
  /** When `email` was confirmed through a link sent to it. */
  emailVerifiedAt: string | null;
  /** A new address waiting for its verification link. */
  pendingEmail: string | null;
  /** When the account was deleted (the row stays, anonymised, for the payment records). */
  deletedAt: string | null;
  /** Until when a moderator suspended the account (cleared once it has passed; decision 0061). */
  suspendedUntil: string | null;
  /** When a moderator banned the account. */
  bannedAt: string | null;
}

export type AccountTokenPurpose = 'verify-email' | 'reset-password';

export interface AccountTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: AccountTokenPurpose;
  /** SHA-256 (hex) of the token in the link; the token itself is never stored. */
  tokenHash: string;
  /** The address a verification link confirms. */
  email: string | null;
  expiresAt: string;
  usedAt: string | null;
  createdAt: Timestamp;
}

export interface SessionsTable {
  /** SHA-256 (hex) of the session token; the token itself is never stored. */
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: string;
  userAgent: string | null;
}

/** The auth tables, under their names in the database. */
export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  accountTokens: AccountTokensTable;
}

/** How the auth tables store their booleans and JSON values (decision 0042). */
export const authStoredAs: TablesStoredAs<AuthTables> = {
  users: storedAs<UsersTable>()({ boolean: ['emailSubscribed'], json: ['genres'] }),
  sessions: storedAs<SessionsTable>()({}),
  accountTokens: storedAs<AccountTokensTable>()({}),
};
