import type { CompiledQuery, QueryResult } from 'kysely';
import type { Db } from './connection';

/** Where a parameter goes in a query compiled once: the index of the value given at each run. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * What can be compiled: a query builder (`compile()`) or a raw `sql` statement (`compile(db)`, which needs the
 * handle for its dialect and plugins; a builder ignores the argument).
 */
interface CompilesOn<Row> {
  compile(db: Db): CompiledQuery<Row>;
}

/**
 * A query built and compiled once per database handle, then run with new values: a hot path (the session
 * lookup of every signed-in request, a like) skips Kysely's building, plugin transforms and compiling at each
 * call. `build` receives `slot(i)`, which stands for the i-th value of each run (a slot may appear several
 * times); the plugins' result transforms (camel case, SQLite values) still run on every result. The statement's
 * shape must not depend on the values: a query whose SQL differs with its inputs needs one `compiledOnce` per
 * shape.
 */
export function compiledOnce<Row>(
  build: (db: Db, slot: <T>(index: number) => T) => CompilesOn<Row>,
): (db: Db, ...values: unknown[]) => Promise<QueryResult<Row>> {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return (db, ...values) => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db, <T>(index: number) => new Slot(index) as T).compile(db);
      compiled.set(db, query);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? values[p.index] : p));
    return db.executeQuery<Row>({ ...query, parameters });
  };
}
