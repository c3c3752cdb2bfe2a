import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { createUser } from '../test/factories';
import { compiledOnce } from './compiledOnce';
import { json } from './values';

describeEachDatabase('a query compiled once', (t) => {
  const userByName = compiledOnce((db, slot) =>
    db
      .selectFrom('users')
      .select(['id', 'username', 'emailSubscribed', 'genres'])
      .where('username', '=', slot<string>(0))
      .where('id', '>', slot<number>(1)),
  );

  it('runs again with new values, each run reading its own rows', async () => {
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    const a = await userByName(t.db, first.username, 0);
    const b = await userByName(t.db, second.username, 0);
    expect(a.rows.map((row) => row.id)).toEqual([first.id]);
    expect(b.rows.map((row) => row.id)).toEqual([second.id]);
    expect((await userByName(t.db, first.username, first.id)).rows).toEqual([]);
  });

  it('gives booleans and JSON values as every other query does, on every run', async () => {
    const user = await createUser(t.db);
    await t.db
      .updateTable('users')
      .set({ emailSubscribed: true, genres: json(['house', 'afrobeats']) })
      .where('id', '=', user.id)
      .execute();
    const plain = await t.db
      .selectFrom('users')
      .select(['id', 'username', 'emailSubscribed', 'genres'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(plain.emailSubscribed).toBe(true);
    expect(plain.genres).toEqual(['house', 'afrobeats']);
    for (let run = 0; run < 3; run += 1) {
      const [row] = (await userByName(t.db, user.username, 0)).rows;
      expect(row).toEqual(plain);
    }
  });

  it('keeps a compiled query per database handle', async () => {
    const user = await createUser(t.db);
    const other = t.openHandle();
    expect((await userByName(other.db, user.username, 0)).rows).toHaveLength(1);
    expect((await userByName(t.db, user.username, 0)).rows).toHaveLength(1);
  });

  it('compiles a raw statement once too, a value used in several places', async () => {
    const first = await createUser(t.db);
    const second = await createUser(t.db);
    const namedLike = compiledOnce((_db, slot) => {
      const name = slot<string>(0);
      return sql<{ id: number; echoed: string }>`select id, cast(${name} as text) as echoed from users
        where username = ${name} and id >= ${slot<number>(1)}`;
    });
    const a = await namedLike(t.db, first.username, 0);
    const b = await namedLike(t.db, second.username, second.id);
    expect(a.rows).toEqual([{ id: first.id, echoed: first.username }]);
    expect(b.rows).toEqual([{ id: second.id, echoed: second.username }]);
    expect((await namedLike(t.db, first.username, first.id + 1_000_000)).rows).toEqual([]);
  });

  it('answers how many rows a raw write changed', async () => {
    const user = await createUser(t.db);
    const rename = compiledOnce(
      (_db, slot) => sql`update users set display_name = ${slot<string>(0)} where id = ${slot<number>(1)}`,
    );
    expect(Number((await rename(t.db, 'Renamed Once', user.id)).numAffectedRows)).toBe(1);
    expect(Number((await rename(t.db, 'Nobody', -1)).numAffectedRows)).toBe(0);
    const row = await t.db
      .selectFrom('users')
      .select('displayName')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.displayName).toBe('Renamed Once');
  });
});
