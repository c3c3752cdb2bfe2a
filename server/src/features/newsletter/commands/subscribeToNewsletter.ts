import { NEWSLETTER_MESSAGES, type NewsletterResult, type NewsletterSource } from '@common/newsletter';
import type { Db } from '../../../db/connection';
import { findSubscription } from '../subscriptions';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    /UNIQUE constraint/.test(e?.message ?? '')
  );
}

/**
 * Opts an address in to the newsletter, ignoring case: a new address is stored (created: true), a
 * subscribed one is left as it is, an unsubscribed one is subscribed again. A signed-in user's id is kept
 * with the opt-in.
 */
export async function subscribeToNewsletter(
  db: Db,
  input: { email: string; source: NewsletterSource; userId: number | null },
): Promise<{ created: boolean; result: NewsletterResult }> {
  const now = new Date().toISOString();
  const existing = await findSubscription(db, input.email);
  if (!existing) {
    try {
      const row = await db
        .insertInto('newsletterSubscriptions')
        .values({
          email: input.email,
          userId: input.userId,
          status: 'subscribed',
          source: input.source,
          createdAt: now,
          updatedAt: now,
        })
        .returning(['email'])
        .executeTakeFirstOrThrow();
      return {
        created: true,
        result: {
          email: row.email,
          status: 'subscribed',
          alreadySubscribed: false,
          message: NEWSLETTER_MESSAGES.subscribed,
        },
      };
    } catch (error) {
      // Two requests for the same address at once: the other one stored it.
      if (!isUniqueViolation(error)) throw error;
      const raced = await findSubscription(db, input.email);
      if (!raced) throw error;
      return { created: false, result: alreadySubscribed(raced.email) };
    }
  }

  if (existing.status === 'subscribed') {
    if (existing.userId === null && input.userId !== null) {
      await db
        .updateTable('newsletterSubscriptions')
        .set({ userId: input.userId, updatedAt: now })
        .where('id', '=', existing.id)
        .execute();
    }
    return { created: false, result: alreadySubscribed(existing.email) };
  }

  await db
    .updateTable('newsletterSubscriptions')
    .set({
      status: 'subscribed',
      source: input.source,
      updatedAt: now,
      ...(input.userId !== null ? { userId: input.userId } : {}),
    })
    .where('id', '=', existing.id)
    .execute();
  return {
    created: false,
    result: {
      email: existing.email,
      status: 'subscribed',
      alreadySubscribed: false,
      message: NEWSLETTER_MESSAGES.resubscribed,
    },
  };
}

function alreadySubscribed(email: string): NewsletterResult {
  return {
    email,
    status: 'subscribed',
    alreadySubscribed: true,
    message: NEWSLETTER_MESSAGES.alreadySubscribed,
  };
}
