import { type SqlBool, sql } from 'kysely';

/**
 * A licence is in force while its payment stands: a licence whose payment was refunded in full or disputed is
 * revoked (no download, no document for the buyer, gone from the library, no longer blocks buying the beat
 * again). The payment's status is the one record of it, changed in the transaction that ends the payment.
 * For queries over `licences` (unaliased).
 */
export const licenceInForce = sql<SqlBool>`(licences.transaction_id is null or not exists (
  select 1 from transactions revoked
  where revoked.id = licences.transaction_id and revoked.status in ('refunded', 'disputed')))`;
