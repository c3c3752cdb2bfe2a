import type { ColumnType } from 'kysely';

/**
 * Column types shared by the table declarations in ./tables, and the declaration of how each table stores its
 * booleans and JSON values (decision 0042). SQLite has neither type: it keeps 0/1 and JSON text, and the value
 * plugin (./values) turns them back into booleans, lists and objects, for the columns declared here only.
 */
export type Timestamp = ColumnType<string, string | undefined, string>;
export type List = ColumnType<string[], string | undefined, string>;
export type Json<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;
export type Bool = ColumnType<boolean, boolean | undefined, boolean>;

/** What a column answers when selected. */
type Selected<C> = C extends ColumnType<infer S, unknown, unknown> ? S : C;

/** The columns of table `T` that hold booleans. */
export type BooleanColumn<T> = {
  [K in keyof T]-?: [NonNullable<Selected<T[K]>>] extends [boolean] ? K : never;
}[keyof T] &
  string;

/** The columns of table `T` that hold lists or objects (jsonb in PostgreSQL, JSON text in SQLite). */
export type JsonColumn<T> = {
  [K in keyof T]-?: [NonNullable<Selected<T[K]>>] extends [string | number | boolean | bigint]
    ? never
    : [Selected<T[K]>] extends [null]
      ? never
      : K;
}[keyof T] &
  string;

/** How table `T` stores its booleans and JSON values. */
export interface StoredAs<T = unknown> {
  readonly boolean: readonly BooleanColumn<T>[];
  readonly json: readonly JsonColumn<T>[];
}

/** Names the columns that a declaration left out, so that the compiler says which. */
type Complete<T, B extends string, J extends string> = ([Exclude<BooleanColumn<T>, B>] extends [never]
  ? unknown
  : { missingBooleanColumns: Exclude<BooleanColumn<T>, B> }) &
  ([Exclude<JsonColumn<T>, J>] extends [never] ? unknown : { missingJsonColumns: Exclude<JsonColumn<T>, J> });

/**
 * Declares how table `T` stores its booleans and JSON values. Every boolean and every list or object column of
 * the interface must be named: leaving one out is a compile error naming it.
 *
 *     storedAs<CollaborationMilestonesTable>()({ boolean: ['done'] })
 */
export function storedAs<T>() {
  return <const B extends BooleanColumn<T> = never, const J extends JsonColumn<T> = never>(
    columns: { boolean?: readonly B[]; json?: readonly J[] } & Complete<T, B, J>,
  ): StoredAs<T> => ({ boolean: columns.boolean ?? [], json: columns.json ?? [] });
}

/** The declarations of a group of tables, each under its table's name. */
export type TablesStoredAs<Tables> = { readonly [K in keyof Tables]: StoredAs<Tables[K]> };
