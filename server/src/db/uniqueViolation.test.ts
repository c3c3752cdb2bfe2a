import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { isUniqueViolation } from './uniqueViolation';

/** The error a query throws, or a failure when it succeeds. */
async function rejectionOf(query: Promise<unknown>): Promise<unknown> {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('The query succeeded');
}

describeEachDatabase('isUniqueViolation', (database) => {
  it('knows a unique index and a primary key refusing a row, and nothing else', async () => {
    const { db } = database;
    const user = { username: 'unique-check', password: 'x' };
    await db.insertInto('users').values(user).execute();
    expect(isUniqueViolation(await rejectionOf(db.insertInto('users').values(user).execute()))).toBe(true);

    const setting = { key: 'unique-check', value: '1' };
    await db.insertInto('appSettings').values(setting).execute();
    const second = rejectionOf(db.insertInto('appSettings').values(setting).execute());
    expect(isUniqueViolation(await second)).toBe(true);

    const missing = rejectionOf(
      db
        .insertInto('appSettings')
        .values({ key: 'no-value' } as never)
        .execute(),
    );
    expect(isUniqueViolation(await missing)).toBe(false);
  });
});

describe('isUniqueViolation without a database error', () => {
  it('is false for anything without a driver code', () => {
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.username'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation({ code: 23505 })).toBe(false);
  });
});
