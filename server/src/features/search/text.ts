/**
 * How a query is read (decision 0054): folded as the index folds its text (compatibility decomposition, marks
 * removed, lower case), then split into words of letters and digits.
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, folded, in order, at most `max` of them. */
export function queryWords(text: string, max = 8): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, max);
}

/** Edits a word of this length may carry and still be corrected: none below 3 letters, 1 up to 4, then 2. */
export function allowedEdits(word: string): number {
  const length = [...word].length;
  if (length < 3) return 0;
  return length <= 4 ? 1 : 2;
}

/**
 * Edit distance with adjacent transpositions (optimal string alignment): 'lunna' -> 'luna' is 1,
 * 'wrold' -> 'world' is 1.
 */
export function editDistance(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const rows: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i++) {
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      rows[i]![j] = best;
    }
  }
  return rows[s.length]![t.length]!;
}

export interface IndexedWord {
  term: string;
  docs: number;
}

/**
 * The indexed words a misspelt word may have meant, best first: within its allowed edits, then by fewer edits,
 * more documents, and the word itself (so the choice is the same every time).
 */
export function rankCorrections(word: string, candidates: IndexedWord[], max = 3): string[] {
  const limit = allowedEdits(word);
  if (limit === 0) return [];
  return candidates
    .filter((c) => c.docs > 0 && c.term !== word)
    .map((c) => ({ ...c, distance: editDistance(word, c.term) }))
    .filter((c) => c.distance <= limit)
    .sort(
      (a, b) =>
        a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0),
    )
    .slice(0, max)
    .map((c) => c.term);
}
