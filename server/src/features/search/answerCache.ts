import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** Answers kept per database and kind (the most recently used; older ones make room). */
const MAX_ANSWERS = 1_000;

interface Kept<T> {
  generation: string;
  /** The answer, or the computation of it still under way (searches asking meanwhile wait for it). */
  answer: Promise<T>;
}

/** The index's generation now (migration 0028): moved by every write that may change an answer. */
export async function searchGeneration(db: Db): Promise<string> {
  const { rows } = await sql<{ value: number | string }>`
    select value from search_generation where id = 1`.execute(db);
  return String(rows[0]?.value ?? 0);
}

/** Moves the generation (the popularity refresh, which the triggers do not watch). */
export async function bumpSearchGeneration(db: Db): Promise<void> {
  await sql`update search_generation set value = value + 1 where id = 1`.execute(db);
}

/**
 * Answers of repeated searches (decision 0054): an answer is reused while the index's generation is the one it
 * was computed at, so a published track is found, and a private one gone, on the very next search. The
 * generation is read before computing: a write landing meanwhile makes the next search compute again. The
 * same search asked while its answer is being computed waits for that computation instead of starting another.
 * Each process keeps its own answers; the generation they are checked against is the database's, shared.
 */
export class AnswerCache<T> {
  private readonly byDb = new WeakMap<Db, Map<string, Kept<T>>>();

  async get(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    const generation = await searchGeneration(db);
    let kept = this.byDb.get(db);
    if (!kept) {
      kept = new Map();
      this.byDb.set(db, kept);
    }
    const found = kept.get(key);
    if (found && found.generation === generation) {
      // Most recently used last, so the oldest goes first.
      kept.delete(key);
      kept.set(key, found);
      return found.answer;
    }
    // Computed once: the same search asked again before the answer is ready waits for this one.
    const entry = { generation, answer: compute() };
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > MAX_ANSWERS) kept.delete(kept.keys().next().value!);
    entry.answer.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return entry.answer;
  }
}
