import { sql } from 'kysely';
import type { SearchEngine } from './engine';

const TOP = '\u{10FFFF}';

/** A folded word as a tsquery operand: letters and digits only (the query reader keeps no other). */
const lexeme = (word: string) => word.replace(/[^\p{L}\p{N}]/gu, '');

/**
 * PostgreSQL full-text search (migration 0025): prefix tsqueries over the documents' weighted, unaccented
 * 'simple' vectors, ranked by ts_rank; corrections from `search_terms`, the vocabulary, through pg_trgm.
 */
export const postgresEngine: SearchEngine = {
  async knowsPrefix(db, word) {
    const { rows } = await sql<{ found: number }>`
      select 1 as found from search_terms where term >= ${word} and term < ${word + TOP} and docs > 0
      limit 1`.execute(db);
    return rows.length > 0;
  },

  async nearbyWords(db, word) {
    const { rows } = await sql<{ term: string; docs: number }>`
      select term, docs from search_terms
      where docs > 0 and term operator(public.%) ${word}
      order by public.similarity(term, ${word}) desc, term
      limit 50`.execute(db);
    return rows.map((row) => ({ term: row.term, docs: Number(row.docs) }));
  },

  async widerNearbyWords(db, word) {
    // A typo in a short word's first letter leaves too few shared trigrams for the index's threshold (0.3):
    // "kuna" and "luna" share 2 of 8. Read the words of a similar length at a lower similarity instead.
    const length = [...word].length;
    if (length < 2) return [];
    const { rows } = await sql<{ term: string; docs: number }>`
      select term, docs from search_terms
      where docs > 0 and length(term) between ${length - 2} and ${length + 2}
        and public.similarity(term, ${word}) >= 0.2
      order by public.similarity(term, ${word}) desc, term
      limit 50`.execute(db);
    return rows.map((row) => ({ term: row.term, docs: Number(row.docs) }));
  },

  tracksFirst: sql`tracks t join search_documents d on d.source = 'tracks' and d.source_id = t.id`,

  match(groups, best) {
    const query = groups.map((group) => `(${group.map((w) => `${lexeme(w)}:*`).join(' | ')})`).join(' & ');
    const tsquery = sql`to_tsquery('simple', ${query})`;
    if (best !== undefined) {
      return {
        from: sql`(select id as doc_id, ts_rank(vec, ${tsquery}) as relevance from search_documents
          where vec @@ ${tsquery} order by relevance desc, id limit ${best}) f
          join search_documents d on d.id = f.doc_id`,
        where: sql`1 = 1`,
        relevance: sql<number>`f.relevance`,
      };
    }
    return {
      from: sql`search_documents d`,
      where: sql`d.vec @@ ${tsquery}`,
      relevance: sql<number>`ts_rank(d.vec, ${tsquery})`,
    };
  },
};
