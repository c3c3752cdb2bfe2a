import type { Db } from '../../db/connection';
import type { SearchEngine } from './engines/engine';
import { allowedEdits, queryWords, rankCorrections } from './text';

/** A query as the engine runs it: per typed word, the word and its corrections. */
export interface QueryPlan {
  groups: string[][];
  /** The query with each unknown word replaced by its best correction, when any word was unknown. */
  didYouMean: string | null;
}

/**
 * Reads the typed words against the index's vocabulary: a word some indexed word begins with is kept as typed
 * (a prefix as you type); an unknown one also matches its nearest indexed words (typos), and the best of them
 * makes the "did you mean" spelling. The typed word as it is finds nothing, so that spelling finds more.
 */
export async function planQuery(engine: SearchEngine, db: Db, q: string): Promise<QueryPlan> {
  const words = queryWords(q);
  const groups: string[][] = [];
  const spelled: string[] = [];
  let corrected = false;
  for (const word of words) {
    if (await engine.knowsPrefix(db, word)) {
      groups.push([word]);
      spelled.push(word);
      continue;
    }
    let corrections = rankCorrections(word, await engine.nearbyWords(db, word));
    if (corrections.length === 0 && allowedEdits(word) > 0 && engine.widerNearbyWords) {
      corrections = rankCorrections(word, await engine.widerNearbyWords(db, word));
    }
    groups.push([word, ...corrections]);
    spelled.push(corrections[0] ?? word);
    if (corrections.length > 0) corrected = true;
  }
  return { groups, didYouMean: corrected ? spelled.join(' ') : null };
}
