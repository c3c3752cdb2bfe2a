import { sql } from 'kysely';
import type { SearchEngine } from './engine';

/** The highest code point: a prefix's range ends below prefix + this. */
const TOP = '\u{10FFFF}';

const quote = (word: string) => `"${word.replace(/"/g, '""')}"`;

/**
 * The letters a first-letter typo is looked for with (the index folds case and accents away). Other scripts keep
 * the first-letter rule.
 */
const FIRST_LETTERS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * SQLite FTS5 (migration 0025): prefix queries over unicode61 words without diacritics, ranked by bm25 with the
 * title weighing 8, the subtitle 3 and the rest 1; corrections from the index's own vocabulary (fts5vocab).
 */
export const sqliteEngine: SearchEngine = {
  async knowsPrefix(db, word) {
    const { rows } = await sql<{ found: number }>`
      select 1 as found from search_vocab where term >= ${word} and term < ${word + TOP} limit 1`.execute(db);
    return rows.length > 0;
  },

  async nearbyWords(db, word) {
    const first = [...word][0]!;
    const length = [...word].length;
    // Words that share the first letter and are within two letters of its length.
    const { rows } = await sql<{ term: string; doc: number }>`
      select term, doc from search_vocab
      where term >= ${first} and term < ${first + TOP} and length(term) between ${length - 2} and ${length + 2}`.execute(
      db,
    );
    return rows.map((row) => ({ term: row.term, docs: Number(row.doc) }));
  },

  async widerNearbyWords(db, word) {
    const letters = [...word];
    const length = letters.length;
    if (length < 2) return [];
    // Each a range of the vocabulary (cheap): the first letter wrong (x + second letter), missing (x + first
    // letter) or one too many (from the second letter on).
    const prefixes = new Set<string>([
      ...FIRST_LETTERS.map((x) => x + letters[1]!),
      ...FIRST_LETTERS.map((x) => x + letters[0]!),
      letters[1]!,
    ]);
    prefixes.delete(letters[0]! + letters[1]!);
    const ranges = [...prefixes].map(
      (prefix) => sql`select term, doc from search_vocab
        where term >= ${prefix} and term < ${prefix + TOP} and length(term) between ${length - 2} and ${length + 2}`,
    );
    const { rows } = await sql<{ term: string; doc: number }>`${sql.join(ranges, sql` union all `)}`.execute(
      db,
    );
    return rows.map((row) => ({ term: row.term, docs: Number(row.doc) }));
  },

  // CROSS JOIN fixes the order: SQLite would otherwise scan every track document first.
  tracksFirst: sql`tracks t cross join search_documents d on d.source = 'tracks' and d.source_id = t.id`,

  match(groups, best) {
    const query = groups.map((group) => `(${group.map((w) => `${quote(w)}*`).join(' OR ')})`).join(' AND ');
    const relevance = sql<number>`(-bm25(search_fts, 8.0, 3.0, 1.0))`;
    if (best !== undefined) {
      return {
        from: sql`(select rowid as doc_id, ${relevance} as relevance from search_fts where search_fts match ${query}
          order by relevance desc, rowid limit ${best}) f cross join search_documents d on d.id = f.doc_id`,
        where: sql`1 = 1`,
        relevance: sql<number>`f.relevance`,
      };
    }
    return {
      // CROSS JOIN keeps the full-text match as the driving table (SQLite never reorders it), so a filter's index
      // never makes it run the match once per row.
      from: sql`search_fts cross join search_documents d on d.id = search_fts.rowid`,
      where: sql`search_fts match ${query}`,
      relevance,
    };
  },
};
