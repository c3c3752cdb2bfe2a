import type BetterSqlite3 from 'better-sqlite3';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { STORED_AS } from './schema';

/** Writes a list or object column portably (JSON text in SQLite, jsonb in PostgreSQL). */
export function json(value: unknown): string {
  return JSON.stringify(value ?? null);
}

function toSqliteParam(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

/**
 * Wraps a better-sqlite3 database so that booleans and dates bind like they do on PostgreSQL.
 * Kysely's SqliteDialect only calls prepare() and close().
 */
export function portableSqlite(database: BetterSqlite3.Database) {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const compiled = (sql: string) => {
    const cached = statements.get(sql);
    if (cached && !cached.busy) return cached;
    const stmt = database.prepare(sql);
    if (!cached) {
      if (statements.size >= 500) statements.delete(statements.keys().next().value!);
      statements.set(sql, stmt);
    }
    return stmt;
  };
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const stmt = compiled(sql);
      const map = (params: readonly unknown[]) => params.map(toSqliteParam);
      return {
        get reader() {
          return stmt.reader;
        },
        all: (params: readonly unknown[]) => stmt.all(...map(params)),
        run: (params: readonly unknown[]) => stmt.run(...map(params)),
        iterate: (params: readonly unknown[]) => stmt.iterate(...map(params)),
      };
    },
  };
}

/** The result keys of one query that hold booleans and JSON values. */
interface Conversions {
  boolean: Set<string>;
  json: Set<string>;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Each table's declaration under its name as the query carries it (snake_case: CamelCasePlugin ran first). */
const DECLARED = new Map(
  Object.entries(STORED_AS).map(([table, columns]) => [
    snakeCase(table),
    { boolean: new Set<string>(columns.boolean), json: new Set<string>(columns.json) },
  ]),
);

type Node = { readonly kind: string } & Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).kind === 'string';
const identifier = (node: unknown): string | null =>
  isNode(node) && node.kind === 'IdentifierNode' ? String(node.name) : null;

/**
 * The tables a query reads or writes (anywhere: joins, subqueries, common table expressions, returning), and the
 * aliases its selections give to plain column references (`m.done as milestoneDone`).
 */
function walk(root: Node): { tables: Set<string>; aliases: Map<string, string> } {
  const tables = new Set<string>();
  const aliases = new Map<string, string>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (!isNode(node)) continue;
    if (node.kind === 'TableNode') {
      const name = identifier((node.table as Node).identifier);
      if (name && DECLARED.has(name)) tables.add(name);
      continue;
    }
    if (node.kind === 'AliasNode' && isNode(node.node) && node.node.kind === 'ReferenceNode') {
      const alias = identifier(node.alias);
      const column = isNode(node.node.column) ? identifier(node.node.column.column) : null;
      if (alias && column) aliases.set(camelCase(alias), camelCase(column));
    }
    for (const value of Object.values(node))
      if (typeof value === 'object' && value !== null) stack.push(value);
  }
  return { tables, aliases };
}

/** Which result keys of a query hold booleans or JSON: the declared columns of the tables it touches. */
function conversionsOf(root: Node): Conversions | null {
  const { tables, aliases } = walk(root);
  if (tables.size === 0) return null;
  const conversions: Conversions = { boolean: new Set(), json: new Set() };
  for (const table of tables) {
    const declared = DECLARED.get(table)!;
    for (const column of declared.boolean) conversions.boolean.add(column);
    for (const column of declared.json) conversions.json.add(column);
  }
  for (const [alias, column] of aliases) {
    if (conversions.boolean.has(column)) conversions.boolean.add(alias);
    if (conversions.json.has(column)) conversions.json.add(alias);
  }
  return conversions.boolean.size + conversions.json.size > 0 ? conversions : null;
}

/**
 * Reads SQLite's 0/1 and JSON text back as booleans, lists and objects: a result column is converted when a
 * table the query touches declares it (STORED_AS, beside each table in ./tables), directly or under an alias.
 * A query's tree is walked only when its result has rows, once per query (a query compiled once and run again
 * keeps its id, and so its conversions): a write that returns nothing costs no walk.
 */
export class SqliteValuesPlugin implements KyselyPlugin {
  /** Per query: its tree until a result with rows needs it, then what to convert (null: nothing). */
  readonly #queries = new WeakMap<object, Node | Conversions | null>();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.#queries.set(args.queryId, args.node as unknown as Node);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (args.result.rows.length === 0) return args.result;
    let conversions = this.#queries.get(args.queryId);
    if (conversions === undefined) return args.result;
    if (isNode(conversions)) {
      conversions = conversionsOf(conversions);
      this.#queries.set(args.queryId, conversions);
    }
    if (!conversions) return args.result;
    for (const row of args.result.rows) {
      for (const key of Object.keys(row)) {
        const value = row[key];
        if (typeof value === 'number' && conversions.boolean.has(key)) row[key] = value !== 0;
        else if (typeof value === 'string' && conversions.json.has(key)) {
          try {
            row[key] = JSON.parse(value);
          } catch {
            row[key] = null;
          }
        }
      }
    }
    return args.result;
  }
}
